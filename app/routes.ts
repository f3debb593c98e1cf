import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Every URL of the site. Pages that later work adds (courses, learn, accounts, forms)
// are listed here as they land.
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("experts", "routes/experts.tsx"),
  route("partnerships", "routes/partnerships.tsx"),
  route("tos", "routes/tos.tsx"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("__test/error", "routes/test-error.tsx"),
  route("__test/echo", "routes/test-echo.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
