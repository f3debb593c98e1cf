import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import { Pager } from "#app/components/ui/pager.tsx";
import { ColumnHeader, RowHeader, Table } from "#app/components/ui/table.tsx";
import { formatDate } from "#app/site/dates.ts";
import type { PagePlace } from "#app/site/pages.ts";
import { useLanguage } from "#app/site/use-language.ts";
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
  const { t } = useLingui();
  const language = useLanguage();
  return (
    <section id="members" aria-labelledby="members-heading" className={sectionClass}>
      <h2 id="members-heading" className="font-bold text-2xl">
        <Trans>People</Trans>
      </h2>
      <Table
        caption={t`The group's leaders and members`}
        className="group-grid group-grid-compact w-full min-w-[36rem] text-left text-sm"
        scroll={{ className: "mt-4 overflow-x-auto" }}
        head={
          <>
            <ColumnHeader>
              <Trans comment="column header: a person's name">Name</Trans>
            </ColumnHeader>
            <ColumnHeader>
              <Trans>Email</Trans>
            </ColumnHeader>
            <ColumnHeader>
              <Trans comment="column header: leader or member of the group">Role</Trans>
            </ColumnHeader>
            <ColumnHeader>
              <Trans comment="column header: the day a person joined the group">Joined</Trans>
            </ColumnHeader>
            <ColumnHeader className="py-2 font-semibold">
              <span className="sr-only">
                <Trans comment="column header of the buttons that change a person's place in the group">Actions</Trans>
              </span>
            </ColumnHeader>
          </>
        }
      >
        {people.members.map(({ userId, name, email, role, joinedAt }) => (
          <tr key={userId}>
            <RowHeader className="">{name}</RowHeader>
            <td>
              {email ?? (
                <span className="text-muted">
                  <Trans comment="in the Email column: the person keeps their email address to themselves">
                    not shared
                  </Trans>
                </span>
              )}
            </td>
            <td>
              {role === "leader" ? (
                <Trans comment="a person's role in a group">Leader</Trans>
              ) : (
                <Trans comment="a person's role in a group">Member</Trans>
              )}
            </td>
            <td>{formatDate(joinedAt, language)}</td>
            <td>
              {userId !== me ? (
                // One form per person, whose buttons say what to do (a school's list is long).
                <Form method="post" className="flex flex-wrap gap-2">
                  <input type="hidden" name="member" value={userId} />
                  {role === "member" ? (
                    <button type="submit" name="intent" value="promote" className={`${personAction} text-link`}>
                      <Trans>
                        Make leader<span className="sr-only">: {name}</span>
                      </Trans>
                    </button>
                  ) : null}
                  <button type="submit" name="intent" value="remove" className={`${personAction} text-bad`}>
                    <Trans>
                      Remove<span className="sr-only"> {name} from the group</span>
                    </Trans>
                  </button>
                </Form>
              ) : null}
            </td>
          </tr>
        ))}
      </Table>
      <Pager
        label={t`Pages of the people list`}
        param="people"
        hash="members"
        noun={t({ message: "people", comment: "what the people list's pager counts: “1–50 of 121 people”" })}
        {...people.place}
      />
      {query && people.place.total === 0 ? (
        <p className="mt-3 text-muted">
          <Trans>No one's name or shared email contains “{query}”.</Trans>
        </p>
      ) : null}
      {memberCount === 0 ? (
        <p className="mt-3 text-muted">
          <Trans>No one has joined yet. Share the code or the link above.</Trans>
        </p>
      ) : null}
    </section>
  );
}
