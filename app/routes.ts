import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Every URL of the site. Pages that later work adds (accounts, forms, the learning record)
// are listed here as they land. A course's "quiz" (and later "finish") path is matched
// before its lesson slugs; lesson slugs may not use those names.
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("experts", "routes/experts.tsx"),
  route("partnerships", "routes/partnerships.tsx"),
  route("tos", "routes/tos.tsx"),
  route("courses", "routes/courses.tsx"),
  route("courses/:course", "routes/course.tsx"),
  route("courses/:course/quiz", "routes/course-quiz.tsx"),
  route("courses/:course/:lesson", "routes/lesson.tsx"),
  route("learn", "routes/learn.tsx"),
  route("quick-quiz", "routes/quick-quiz.tsx"),
  route("test", "routes/placement-test.tsx"),
  route("sign-up", "routes/sign-up.tsx"),
  route("login", "routes/login.tsx"),
  route("logout", "routes/logout.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("profile", "routes/profile.tsx"),
  route("profile/avatar", "routes/profile-avatar.ts"),
  route("profile/data", "routes/profile-data.ts"),
  route("account-deleted", "routes/account-deleted.tsx"),
  route("api/auth/*", "routes/api-auth.ts"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("__test/error", "routes/test-error.tsx"),
  route("__test/echo", "routes/test-echo.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
