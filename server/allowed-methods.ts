// Which methods an address takes, for the Allow header of a 405. React Router routes GET, HEAD,
// POST, PUT, PATCH and DELETE; it answers any other method (OPTIONS, PROPFIND…) with a 405
// that it reports as an unexpected error, and names no Allow header on any 405. The shell
// refuses those methods itself and says what the page takes: GET and HEAD, and POST when its
// route has an action (a form page).
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** The methods React Router hands to a route; any other is refused before it. */
export const ROUTED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);

type Route = RouteObject & { hasAction: boolean };

function routeTree(routes: ServerBuild["routes"], parentId: string | undefined): Route[] {
  const children: Route[] = [];
  for (const route of Object.values(routes)) {
    if (!route || route.parentId !== parentId) continue;
    const common = { id: route.id, path: route.path, caseSensitive: route.caseSensitive };
    const hasAction = typeof route.module.action === "function";
    children.push(
      route.index
        ? { ...common, index: true, hasAction }
        : { ...common, hasAction, children: routeTree(routes, route.id) },
    );
  }
  return children;
}

/**
 * For a build, a function from a path (a page's, or its `.data` twin's) to the value of its
 * Allow header, or undefined when no route serves the path (it is then a 404).
 */
export function allowedMethods(build: ServerBuild): (pathname: string) => string | undefined {
  const tree = routeTree(build.routes, undefined);
  return (pathname) => {
    const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
    const matches = matchRoutes(tree, page);
    const route = matches?.at(-1)?.route as Route | undefined;
    if (!route) return undefined;
    return route.hasAction ? "GET, HEAD, POST" : "GET, HEAD";
  };
}
