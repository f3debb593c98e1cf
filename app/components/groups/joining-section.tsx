import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import { CopyField } from "#app/components/copy-field.tsx";
import { buttonClass, secondaryButtonClass, TextField } from "#app/components/ui/text-field.tsx";
import { formatJoinCode } from "#app/groups/codes.ts";
import { MEMBER_CAP_MAX } from "#app/groups/rules.ts";
import { pathIn } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";
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
  const { t } = useLingui();
  const language = useLanguage();
  const joinPath = pathIn(language, "/join");
  const expires = group.codeExpiresOn ? day(group.codeExpiresOn, language) : null;
  return (
    <section id="joining" aria-labelledby="joining-heading" className={sectionClass}>
      <h2 id="joining-heading" className="font-bold text-2xl">
        <Trans>Invite learners</Trans>
      </h2>
      {group.joinCode && joinUrl ? (
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <CopyField
            label={t`Group code (typed at ${joinPath})`}
            value={formatJoinCode(group.joinCode)}
            button={t`Copy code`}
          />
          <CopyField label={t`Join link`} value={joinUrl} button={t`Copy link`} />
        </div>
      ) : (
        <p className="mt-3">
          <Trans>Joining is off: no code works for this group. Turn it on to get a new code.</Trans>
        </p>
      )}
      <p className="mt-2 text-muted text-sm">
        {group.joinCode && expires ? (
          <Trans>The code works until the end of {expires} (UTC).</Trans>
        ) : group.joinCode ? (
          <Trans>The code works until you turn joining off or replace it.</Trans>
        ) : null}{" "}
        <Trans>
          Before joining, each learner agrees that you will see their name, progress, quiz scores and certificates in
          this group's courses.
        </Trans>
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="code-new" />
          <button type="submit" className={group.joinCode ? secondaryButtonClass : buttonClass}>
            {group.joinCode ? <Trans>Replace the code</Trans> : <Trans>Turn joining on with a new code</Trans>}
          </button>
        </Form>
        {group.joinCode ? (
          <Form method="post">
            <input type="hidden" name="intent" value="code-off" />
            <button type="submit" className={secondaryButtonClass}>
              <Trans>Turn joining off</Trans>
            </button>
          </Form>
        ) : null}
      </div>
      <Form method="post" className="mt-6 grid max-w-xl gap-4 sm:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value="limits" />
        <TextField
          name="expiresOn"
          label={t`Last day the code works`}
          type="date"
          required={false}
          min={today}
          max={latest}
          hint={t`Optional, in UTC.`}
          defaultValue={failed?.values.expiresOn ?? group.codeExpiresOn ?? ""}
          error={failed?.errors.expiresOn}
        />
        <TextField
          name="memberCap"
          label={t`Most members`}
          type="number"
          required={false}
          min="1"
          max={String(MEMBER_CAP_MAX)}
          hint={t`Optional; leaders not counted.`}
          defaultValue={failed?.values.memberCap ?? (group.memberCap ? String(group.memberCap) : "")}
          error={failed?.errors.memberCap}
        />
        <div className="sm:col-span-2">
          <button type="submit" className={secondaryButtonClass}>
            <Trans>Save joining settings</Trans>
          </button>
        </div>
      </Form>
    </section>
  );
}
