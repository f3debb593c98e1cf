import { Pager } from "#app/components/ui/pager.tsx";
import { ColumnHeader, RowHeader, Table } from "#app/components/ui/table.tsx";
import { groupsPage } from "#app/groups/groups.server.ts";
import { formatDate } from "#app/site/dates.ts";
import type { Route } from "./+types/groups.ts";

// Every group on the site, for operators, 50 at a time: who leads it, how big it is and what it
// is assigned. Members' progress is for their group's leaders only, as members agreed when they joined.
export async function loader({ request }: Route.LoaderArgs) {
  return groupsPage(new URL(request.url).searchParams.get("page"));
}

export const meta: Route.MetaFunction = () => [
  { title: "Groups · Admin · Synapse" },
  { name: "robots", content: "noindex" },
];

export default function AdminGroups({ loaderData }: Route.ComponentProps) {
  const { groups, place } = loaderData;
  return (
    <>
      <h1 className="font-bold text-3xl tracking-tight">Groups</h1>
      <p className="mt-2 text-muted">
        Every class and team on the site, newest first. Members' progress is shown only to their group's leaders.
      </p>
      {groups.length === 0 ? (
        <p className="mt-8">No one has created a group yet.</p>
      ) : (
        <>
          <Table
            caption="Every group, with its leaders, members and courses"
            className="w-full min-w-[44rem] text-left text-sm"
            scroll={{ id: "groups", className: "mt-8 overflow-x-auto" }}
            head={["Group", "Leaders", "Members", "Assigned courses", "Joining", "Created"].map((h) => (
              <ColumnHeader key={h}>{h}</ColumnHeader>
            ))}
          >
            {groups.map((g) => (
              <tr key={g.id} className="border-line border-b align-top last:border-0">
                <RowHeader>{g.name}</RowHeader>
                <td className="py-2 pr-4">{g.leaders.join(", ")}</td>
                <td className="py-2 pr-4">{g.members}</td>
                <td className="py-2 pr-4">{g.courses.join(", ") || <span className="text-muted">none</span>}</td>
                <td className="py-2 pr-4">{g.joiningOn ? "On" : "Off"}</td>
                <td className="whitespace-nowrap py-2 pr-4">{formatDate(g.createdAt)}</td>
              </tr>
            ))}
          </Table>
          <Pager label="Pages of the groups list" param="page" hash="groups" noun="groups" {...place} />
        </>
      )}
    </>
  );
}
