import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data, Form, redirect, useNavigation } from "react-router";
import { useFocusFirstError } from "#app/components/auth-card.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { EmailField, NameField } from "#app/components/person-fields.tsx";
import { Accordion } from "#app/components/ui/accordion.tsx";
import { ChoiceField } from "#app/components/ui/choice-field.tsx";
import { FormProblems } from "#app/components/ui/form-problems.tsx";
import { HoneypotField } from "#app/components/ui/honeypot-field.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { TextAreaField } from "#app/components/ui/text-area-field.tsx";
import { buttonClass, TextField } from "#app/components/ui/text-field.tsx";
import { contentIn } from "#app/content/content.server.ts";
import { MESSAGE_MAX, ORGANIZATION_KINDS, ORGANIZATION_SIZES, translated } from "#app/feedback/choices.ts";
import { partnershipForm } from "#app/feedback/forms.ts";
import { sendPartnershipInquiry } from "#app/feedback/inbox.server.ts";
import { publicPage } from "#app/http/caching.ts";
import { fieldErrorsOf, formValues, readForm } from "#app/http/forms.ts";
import { i18nOf, languageOf } from "#app/http/i18n.server.ts";
import { enforceLimits } from "#app/http/limits.server.ts";
import { requestContext } from "#app/http/request-context.ts";
import { sessionOf } from "#app/http/session.server.ts";
import { LIMITS } from "#app/platform/rate-limit.server.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/partnerships.ts";

// The same for every visitor who is not signed in: rendered once per build and cached.
export const headers = publicPage;

export async function loader({ context }: Route.LoaderArgs) {
  const session = sessionOf({ context });
  const i18n = i18nOf({ context });
  return {
    title: i18n._(msg`Partnerships`),
    description: i18n._(
      msg`How Synapse works with schools, companies and non-profits: free courses for every learner, help running your own copy, and a direct line to the team.`,
    ),
    ...contentIn(languageOf({ context })).partnershipProgrammes,
    sender: { contactName: session?.user.name ?? "", email: session?.user.email ?? "" },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await readForm(request));
  const parsed = partnershipForm(i18nOf({ context })).safeParse(values);
  if (!parsed.success) {
    const { website: _, ...kept } = values;
    return data({ errors: fieldErrorsOf(parsed.error), values: kept }, { status: 400 });
  }
  await enforceLimits([LIMITS.partnershipPerIp, context.get(requestContext).clientIp]);
  // A bot filled in the hidden field: it gets the same answer as a person, and nothing is kept.
  if (!parsed.data.website)
    await sendPartnershipInquiry(parsed.data, sessionOf({ context })?.user.id ?? null, languageOf({ context }));
  throw redirect("/partnerships/sent");
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, { title: loaderData.title, description: loaderData.description, path: "/partnerships" })
    : [];

export default function Partnerships({ loaderData, actionData }: Route.ComponentProps) {
  const { intro, programmes, howItWorks, faq, sender } = loaderData;
  const { t } = useLingui();
  return (
    <>
      <PageHeader eyebrow={t`Partnerships`} title={t`Bring Synapse to your learners`} lede={intro} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 className="sr-only">
          <Trans>Programs</Trans>
        </h2>
        <ul className="grid gap-6 lg:grid-cols-3">
          {programmes.map((p) => (
            <li key={p.id} id={p.id} className="flex flex-col rounded-xl border border-line bg-surface p-6">
              <h3 className="font-semibold text-xl">{p.title}</h3>
              <p className="mt-2 font-medium text-muted text-sm">{p.audience}</p>
              <p className="mt-4">{p.summary}</p>
              <h4 className="mt-6 font-semibold text-sm">
                <Trans>What you get</Trans>
              </h4>
              <ul className="mt-3 space-y-2">
                {p.includes.map((item) => (
                  <li key={item} className="flex gap-2 text-muted">
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 20 20"
                      className="mt-1 size-4 shrink-0 text-accent"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2.5"
                    >
                      <path d="M4 10.5l4 4 8-9" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>

        <section aria-labelledby="how-heading" className="mt-16 grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="how-heading" className="font-bold text-2xl tracking-tight">
              <Trans>How it works</Trans>
            </h2>
            <ol className="mt-6 space-y-4">
              {howItWorks.map((step, i) => (
                <li key={step} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent font-bold text-on-accent text-sm"
                  >
                    {i + 1}
                  </span>
                  <p className="pt-1">{step}</p>
                </li>
              ))}
            </ol>
            <a
              href="#inquiry"
              className="mt-8 inline-block rounded-md bg-accent px-5 py-3 font-semibold text-on-accent hover:opacity-90"
            >
              <Trans>Tell us about your organization</Trans>
            </a>
          </div>
          <div>
            <h2 className="font-bold text-2xl tracking-tight">
              <Trans>Common questions</Trans>
            </h2>
            <div className="mt-6">
              <Accordion
                items={faq.map((item, i) => ({
                  id: `partner-faq-${i + 1}`,
                  title: item.question,
                  body: <p>{item.answer}</p>,
                }))}
              />
            </div>
          </div>
        </section>

        <InquiryForm sender={sender} result={actionData} />
      </div>
    </>
  );
}

type InquiryResult = { errors: Partial<Record<string, string>>; values: Partial<Record<string, string>> } | undefined;

function InquiryForm({ sender, result }: { sender: { contactName: string; email: string }; result: InquiryResult }) {
  const { t, i18n } = useLingui();
  const navigation = useNavigation();
  const form = useFocusFirstError(result);
  const values: Partial<Record<string, string>> = result?.values ?? sender;
  const errors = result?.errors ?? {};
  const sending = navigation.state === "submitting";
  return (
    <section
      id="inquiry"
      aria-labelledby="inquiry-heading"
      className="mt-16 scroll-mt-24 rounded-xl border border-line bg-surface p-6 sm:p-8"
    >
      <h2 id="inquiry-heading" className="font-bold text-2xl tracking-tight">
        <Trans>Partnership inquiry</Trans>
      </h2>
      <p className="mt-2 max-w-2xl text-muted">
        <Trans>
          Tell us who you are and what you have in mind. We confirm by email straight away and aim to reply within five
          working days.
        </Trans>
      </p>
      <Form method="post" ref={form} className="mt-8 max-w-2xl space-y-6" noValidate>
        {result ? (
          <FormProblems>
            <Trans>Please check the fields marked below: your inquiry has not been sent yet.</Trans>
          </FormProblems>
        ) : null}
        <TextField
          name="organization"
          label={t`Organization`}
          autoComplete="organization"
          maxLength={120}
          defaultValue={values.organization}
          error={errors.organization}
        />
        <ChoiceField
          name="kind"
          legend={t`Kind of organization`}
          options={translated(ORGANIZATION_KINDS, i18n)}
          defaultValue={values.kind}
          error={errors.kind}
        />
        <SelectField
          name="size"
          label={t`How many learners?`}
          hint={t`A rough number is fine.`}
          placeholder={t`Choose a size`}
          options={translated(ORGANIZATION_SIZES, i18n)}
          defaultValue={values.size}
          error={errors.size}
        />
        <NameField name="contactName" defaultValue={values.contactName} error={errors.contactName} />
        <EmailField defaultValue={values.email} error={errors.email} />
        <TextAreaField
          name="message"
          label={t`What would you like to do with Synapse?`}
          hint={t`For example: a course for a class, training for a team, or running your own copy.`}
          maxLength={MESSAGE_MAX}
          defaultValue={values.message ?? ""}
          error={errors.message}
        />
        <HoneypotField />
        <button type="submit" className={buttonClass} disabled={sending}>
          {sending ? <Trans>Sending…</Trans> : <Trans>Send inquiry</Trans>}
        </button>
      </Form>
    </section>
  );
}
