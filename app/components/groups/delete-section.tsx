import { Trans } from "@lingui/react/macro";
import { Form } from "react-router";
import { secondaryButtonClass } from "#app/components/ui/text-field.tsx";
import { type FormFailure, sectionClass } from "./section.ts";

/** Deleting the group, once the leader ticks the box that says so. */
export function DeleteSection({ groupName, failed }: { groupName: string; failed: FormFailure | undefined }) {
  return (
    <section aria-labelledby="delete-heading" className={sectionClass}>
      <h2 id="delete-heading" className="font-bold text-xl">
        <Trans>Delete this group</Trans>
      </h2>
      <Form method="post" className="mt-3 space-y-3" noValidate>
        <input type="hidden" name="intent" value="delete" />
        <p className="text-sm">
          <Trans>
            The group goes with its code, its members list and its assigned courses. Members keep their own progress and
            certificates.
          </Trans>
        </p>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="confirm"
            value="yes"
            className="mt-1"
            aria-invalid={failed?.errors.confirm ? true : undefined}
            aria-describedby={failed?.errors.confirm ? "confirm-error" : undefined}
          />
          <Trans>Yes, delete “{groupName}”.</Trans>
        </label>
        {failed?.errors.confirm ? (
          <p id="confirm-error" className="text-bad text-sm">
            {failed?.errors.confirm}
          </p>
        ) : null}
        <button type="submit" className={secondaryButtonClass}>
          <Trans>Delete the group</Trans>
        </button>
      </Form>
    </section>
  );
}
