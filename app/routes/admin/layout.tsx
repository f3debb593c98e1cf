import { NavLink, Outlet } from "react-router";
import { adminOnly } from "#app/http/session.server.ts";
import type { Route } from "./+types/layout.ts";

// Every page, `.data` request, form and download under /admin is nested here, so this one
// check guards them all: middleware runs before any loader or action of the nested routes,
// even when a `.data` request asks for one route's data alone.
export const middleware: Route.MiddlewareFunction[] = [adminOnly];

const sections = [
  { to: "/admin", label: "Overview", end: true },
  { to: "/admin/inbox", label: "Inbox", end: false },
  { to: "/admin/survey", label: "Survey", end: false },
  { to: "/admin/learners", label: "Learners", end: false },
  { to: "/admin/groups", label: "Groups", end: false },
  { to: "/admin/sso", label: "School sign-in", end: false },
  { to: "/admin/traffic", label: "Traffic", end: false },
];

export default function AdminLayout() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <p className="font-semibold text-accent text-sm tracking-wide uppercase">Operators</p>
      <nav aria-label="Admin" className="mt-3 border-line border-b">
        <ul className="-mb-px flex flex-wrap gap-1">
          {sections.map((s) => (
            <li key={s.to}>
              <NavLink
                to={s.to}
                end={s.end}
                prefetch="intent"
                className={({ isActive }) =>
                  `inline-block rounded-t-md border-b-2 px-3 py-2 font-medium text-sm ${isActive ? "border-accent text-ink" : "border-transparent text-muted hover:text-ink"}`
                }
              >
                {s.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="pt-8">
        <Outlet />
      </div>
    </div>
  );
}
