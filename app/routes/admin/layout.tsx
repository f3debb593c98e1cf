import { NavLink, Outlet } from "react-router";
import { requireAdmin } from "#app/accounts/auth.server.ts";
import type { Route } from "./+types/layout.ts";

// Every admin loader and action checks the role itself as well: loaders run in parallel and a
// `.data` request can ask for one route's data alone, so the layout's check is not enough.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

const sections = [
  { to: "/admin", label: "Overview", end: true },
  { to: "/admin/inbox", label: "Inbox", end: false },
  { to: "/admin/survey", label: "Survey", end: false },
  { to: "/admin/learners", label: "Learners", end: false },
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
