import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link } from "react-router";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { buttonClass, secondaryButtonClass, TextField } from "#app/components/ui/text-field.tsx";
import { type FormFailure, sectionClass } from "./section.ts";

/**
 * Enrolling by school sign-in: learners who sign in through the leader's school (carrying a
 * claim, if the leader names one) are invited, and join after agreeing, with no code.
 */
export function SchoolSection({
  enrolment,
  schools,
  failed,
}: {
  enrolment: { providerName: string; claim: string | null; value: string | null } | null;
  /** The school sign-ins the leader uses themselves: the only ones they may tie the group to. */
  schools: { id: string; name: string }[];
  failed: FormFailure | undefined;
}) {
  const { t } = useLingui();
  const school = enrolment?.providerName;
  return (
    <section id="school" aria-labelledby="school-heading" className={sectionClass}>
      <h2 id="school-heading" className="font-bold text-2xl">
        <Trans>Enrol by school sign-in</Trans>
      </h2>
      {enrolment ? (
        <>
          <p className="mt-3">
            <Trans>
              Learners who sign in with their {school} account are invited to this group, and join after agreeing to
              what you will see. They need no code.
            </Trans>
          </p>
          {enrolment.claim && enrolment.value ? <ClaimLine claim={enrolment.claim} value={enrolment.value} /> : null}
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="school-untie" />
            <button type="submit" className={secondaryButtonClass}>
              <Trans>Stop enrolling by school sign-in</Trans>
            </button>
          </Form>
        </>
      ) : schools.length === 0 ? (
        <>
          {failed?.errors.provider ? (
            <p role="alert" className="mt-3 text-bad">
              {failed.errors.provider}
            </p>
          ) : null}
          <p className="mt-3">
            <Trans>
              If your school or employer has set up Synapse, learners can join this group by signing in with their
              school account, without a code. To turn it on, first sign in to Synapse once with your own school account:{" "}
              <Link to="/login/sso" className="text-link underline">
                Continue with your school or work account
              </Link>
              .
            </Trans>
          </p>
        </>
      ) : (
        <>
          <p className="mt-3">
            <Trans>
              Invite everyone who signs in with a school account, or only those whose school sign-in carries a value you
              name, such as their class or department. Each still agrees to what you will see before joining.
            </Trans>
          </p>
          {failed?.errors.form ? (
            <p role="alert" className="mt-3 text-bad">
              {failed.errors.form}
            </p>
          ) : null}
          <Form method="post" className="mt-4 grid max-w-xl gap-4 sm:grid-cols-2" noValidate>
            <input type="hidden" name="intent" value="school-tie" />
            <div className="sm:col-span-2">
              <SelectField
                name="provider"
                label={t`School sign-in`}
                options={schools.map((s) => ({ value: s.id, label: s.name }))}
                defaultValue={failed?.values.provider ?? schools[0]?.id}
                error={failed?.errors.provider}
              />
            </div>
            <TextField
              name="claim"
              label={t`Claim (optional)`}
              required={false}
              hint={t`The name your school's sign-in gives it, such as “groups” or “department”. Its IT team knows it.`}
              defaultValue={failed?.values.claim}
              error={failed?.errors.claim}
            />
            <TextField
              name="value"
              label={t`Its value (optional)`}
              required={false}
              hint={t`Such as “9B” or “Sales”, exactly as the sign-in sends it.`}
              defaultValue={failed?.values.value}
              error={failed?.errors.value}
            />
            <div className="sm:col-span-2">
              <button type="submit" className={buttonClass}>
                <Trans>Enrol by school sign-in</Trans>
              </button>
            </div>
          </Form>
        </>
      )}
    </section>
  );
}

function ClaimLine({ claim, value }: { claim: string; value: string }) {
  return (
    <p className="mt-2">
      <Trans>
        Only those whose sign-in carries “{claim}” with the value “{value}”.
      </Trans>
    </p>
  );
}
