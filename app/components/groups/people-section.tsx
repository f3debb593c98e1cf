import { Form } from "react-router";
import { Pager } from "#app/components/ui/pager.tsx";
import { ColumnHeader, RowHeader, Table } from "#app/components/ui/table.tsx";
import { formatDate } from "#app/site/dates.ts";
import type { PagePlace } from "#app/site/pages.ts";
import { sectionClass } from "./section.ts";

const personAction = "rounded-md px-2 py-1 font-medium underline";

/** A page of the group's leaders and members, each with buttons to make them a leader or remove them. */
export function PeopleSection({
  people,
  me,
  query,
  memberCount,
}: {
  people: {
    members: { userId: string; name: string; email: string | null; role: "leader" | "member"; joinedAt: string }[];
    place: PagePlace;
  };
  /** The signed-in leader, who gets no buttons on their own row. */
  me: string;
  /** What the leader searched for; the list holds those who match. */
  query: string;
  memberCount: number;
}) {
  return (
    <section id="members" aria-labelledby="members-heading" className={sectionClass}>
      <h2 id="members-heading" className="font-bold text-2xl">
        People
      </h2>
      <Table
        caption="The group's leaders and members"
        className="group-grid group-grid-compact w-full min-w-[36rem] text-left text-sm"
        scroll={{ className: "mt-4 overflow-x-auto" }}
        head={
          <>
            <ColumnHeader>Name</ColumnHeader>
            <ColumnHeader>Email</ColumnHeader>
            <ColumnHeader>Role</ColumnHeader>
            <ColumnHeader>Joined</ColumnHeader>
            <ColumnHeader className="py-2 font-semibold">
              <span className="sr-only">Actions</span>
            </ColumnHeader>
          </>
        }
      >
        {people.members.map((m) => (
          <tr key={m.userId}>
            <RowHeader className="">{m.name}</RowHeader>
            <td>{m.email ?? <span className="text-muted">not shared</span>}</td>
            <td>{m.role === "leader" ? "Leader" : "Member"}</td>
            <td>{formatDate(m.joinedAt)}</td>
            <td>
              {m.userId !== me ? (
                // One form per person, whose buttons say what to do (a school's list is long).
                <Form method="post" className="flex flex-wrap gap-2">
                  <input type="hidden" name="member" value={m.userId} />
                  {m.role === "member" ? (
                    <button type="submit" name="intent" value="promote" className={`${personAction} text-link`}>
                      Make leader
                      <span className="sr-only">{`: ${m.name}`}</span>
                    </button>
                  ) : null}
                  <button type="submit" name="intent" value="remove" className={`${personAction} text-bad`}>
                    Remove
                    <span className="sr-only">{` ${m.name} from the group`}</span>
                  </button>
                </Form>
              ) : null}
            </td>
          </tr>
        ))}
      </Table>
      <Pager label="Pages of the people list" param="people" hash="members" noun="people" {...people.place} />
      {query && people.place.total === 0 ? (
        <p className="mt-3 text-muted">No one's name or shared email contains “{query}”.</p>
      ) : null}
      {memberCount === 0 ? (
        <p className="mt-3 text-muted">No one has joined yet. Share the code or the link above.</p>
      ) : null}
    </section>
  );
}
