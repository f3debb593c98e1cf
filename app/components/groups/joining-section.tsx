import { Form } from "react-router";
import { CopyField } from "#app/components/copy-field.tsx";
import { buttonClass, secondaryButtonClass, TextField } from "#app/components/ui/text-field.tsx";
import { formatJoinCode } from "#app/groups/codes.ts";
import { MEMBER_CAP_MAX } from "#app/groups/rules.ts";
import { day, type FormFailure, sectionClass } from "./section.ts";

/** The group's code and join link, turning joining on and off, and its last day and most members. */
export function JoiningSection({
  group,
  joinUrl,
  today,
  latest,
  failed,
}: {
  group: {
    name: string;
    joinCode: string | null;
    /** The last day (UTC) the code works, if it has one. */
    codeExpiresOn: string | null;
    memberCap: number | null;
  };
  joinUrl: string | null;
  /** The first and last day a date field takes. */
  today: string;
  latest: string;
  /** The joining settings form, when it came back with errors. */
  failed: FormFailure | undefined;
}) {
  return (
    <section id="joining" aria-labelledby="joining-heading" className={sectionClass}>
      <h2 id="joining-heading" className="font-bold text-2xl">
        Invite learners
      </h2>
      {group.joinCode && joinUrl ? (
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <CopyField label="Group code (typed at /join)" value={formatJoinCode(group.joinCode)} button="Copy code" />
          <CopyField label="Join link" value={joinUrl} button="Copy link" />
        </div>
      ) : (
        <p className="mt-3">Joining is off: no code works for this group. Turn it on to get a new code.</p>
      )}
      <p className="mt-2 text-muted text-sm">
        {group.joinCode && group.codeExpiresOn
          ? `The code works until the end of ${day(group.codeExpiresOn)} (UTC).`
          : group.joinCode
            ? "The code works until you turn joining off or replace it."
            : null}{" "}
        Before joining, each learner agrees that you will see their name, progress, quiz scores and certificates in this
        group's courses.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="code-new" />
          <button type="submit" className={group.joinCode ? secondaryButtonClass : buttonClass}>
            {group.joinCode ? "Replace the code" : "Turn joining on with a new code"}
          </button>
        </Form>
        {group.joinCode ? (
          <Form method="post">
            <input type="hidden" name="intent" value="code-off" />
            <button type="submit" className={secondaryButtonClass}>
              Turn joining off
            </button>
          </Form>
        ) : null}
      </div>
      <Form method="post" className="mt-6 grid max-w-xl gap-4 sm:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value="limits" />
        <TextField
          name="expiresOn"
          label="Last day the code works"
          type="date"
          required={false}
          min={today}
          max={latest}
          hint="Optional, in UTC."
          defaultValue={failed?.values.expiresOn ?? group.codeExpiresOn ?? ""}
          error={failed?.errors.expiresOn}
        />
        <TextField
          name="memberCap"
          label="Most members"
          type="number"
          required={false}
          min="1"
          max={String(MEMBER_CAP_MAX)}
          hint="Optional; leaders not counted."
          defaultValue={failed?.values.memberCap ?? (group.memberCap ? String(group.memberCap) : "")}
          error={failed?.errors.memberCap}
        />
        <div className="sm:col-span-2">
          <button type="submit" className={secondaryButtonClass}>
            Save joining settings
          </button>
        </div>
      </Form>
    </section>
  );
}
