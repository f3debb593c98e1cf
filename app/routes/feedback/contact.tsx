import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { useFocusFirstError } from "#app/components/auth-card.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { EmailField, NameField } from "#app/components/person-fields.tsx";
import { FormProblems } from "#app/components/ui/form-problems.tsx";
import { HoneypotField } from "#app/components/ui/honeypot-field.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { TextAreaField } from "#app/components/ui/text-area-field.tsx";
import { buttonClass } from "#app/components/ui/text-field.tsx";
import { CONTACT_TOPICS, MESSAGE_MAX, translated } from "#app/feedback/choices.ts";
import { contactForm } from "#app/feedback/forms.ts";
import { sendContactMessage } from "#app/feedback/inbox.server.ts";
import { publicPage } from "#app/http/caching.ts";
import { fieldErrorsOf, formValues, readForm } from "#app/http/forms.ts";
import { i18nOf, languageOf } from "#app/http/i18n.server.ts";
import { enforceLimits } from "#app/http/limits.server.ts";
import { requestContext } from "#app/http/request-context.ts";
import { sessionOf } from "#app/http/session.server.ts";
import { LIMITS } from "#app/platform/rate-limit.server.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/contact.ts";

// The same for every visitor who is not signed in: rendered once per build and cached.
export const headers = publicPage;

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = sessionOf({ context });
  const topic = new URL(request.url).searchParams.get("topic") ?? "";
  const i18n = i18nOf({ context });
  return {
    title: i18n._(msg`Contact us`),
    description: i18n._(
      msg`Ask a question about a course, report a mistake, or get help with your account. A person on the Synapse team reads every message.`,
    ),
    name: session?.user.name ?? "",
    email: session?.user.email ?? "",
    topic: CONTACT_TOPICS.some((t) => t.value === topic) ? topic : "",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await readForm(request));
  const parsed = contactForm(i18nOf({ context })).safeParse(values);
  if (!parsed.success) {
    const { website: _, ...kept } = values;
    return data({ errors: fieldErrorsOf(parsed.error), values: kept }, { status: 400 });
  }
  await enforceLimits([LIMITS.contactPerIp, context.get(requestContext).clientIp]);
  // A bot filled in the hidden field: it gets the same answer as a person, and nothing is kept.
  if (!parsed.data.website)
    await sendContactMessage(parsed.data, sessionOf({ context })?.user.id ?? null, languageOf({ context }));
  throw redirect("/contact/sent");
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, { title: loaderData.title, description: loaderData.description, path: "/contact" })
    : [];

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const navigation = useNavigation();
  const form = useFocusFirstError(actionData);
  const values = actionData?.values ?? loaderData;
  const errors = actionData?.errors ?? {};
  const sending = navigation.state === "submitting";
  return (
    <>
      <PageHeader
        eyebrow={t`Contact`}
        title={t`Write to the Synapse team`}
        lede={t`Ask about a course, tell us about a mistake, or get help with your account. A person reads every message.`}
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:px-8">
        <Form method="post" ref={form} className="max-w-2xl space-y-6" noValidate>
          {actionData ? (
            <FormProblems>
              <Trans>Please check the fields marked below: your message has not been sent yet.</Trans>
            </FormProblems>
          ) : null}
          <NameField defaultValue={values.name} error={errors.name} />
          <EmailField hint={t`We use it only to answer you.`} defaultValue={values.email} error={errors.email} />
          <SelectField
            name="topic"
            label={t`What is it about?`}
            placeholder={t`Choose a topic`}
            options={translated(CONTACT_TOPICS, i18n)}
            defaultValue={values.topic}
            error={errors.topic}
          />
          <TextAreaField
            name="message"
            label={t`Your message`}
            hint={t`If it is about a lesson, tell us which one.`}
            maxLength={MESSAGE_MAX}
            defaultValue={actionData?.values.message ?? ""}
            error={errors.message}
            rows={8}
          />
          <HoneypotField />
          <button type="submit" className={buttonClass} disabled={sending}>
            {sending ? <Trans>Sending…</Trans> : <Trans>Send message</Trans>}
          </button>
        </Form>
        <aside aria-labelledby="contact-aside" className="space-y-6 text-muted">
          <h2 id="contact-aside" className="font-semibold text-ink text-lg">
            <Trans>What happens next</Trans>
          </h2>
          <p>
            <Trans>
              We email you a short confirmation straight away, then answer from a person's address. We aim to reply
              within three working days.
            </Trans>
          </p>
          <p>
            <Trans>
              Representing a school, company or non-profit?{" "}
              <Link to="/partnerships#inquiry" className="text-link underline">
                Send a partnership inquiry
              </Link>{" "}
              instead: it reaches the right people faster.
            </Trans>
          </p>
          <p>
            <Trans>
              Want to tell us how a course went? The{" "}
              <Link to="/survey" className="text-link underline">
                two-minute survey
              </Link>{" "}
              is the best place.
            </Trans>
          </p>
          <p className="text-sm">
            <Trans>
              We keep your message so we can follow up, and never use your address for anything else. The{" "}
              <Link to="/tos#messages-you-send-us" className="text-link underline">
                privacy notice
              </Link>{" "}
              says how long.
            </Trans>
          </p>
        </aside>
      </div>
    </>
  );
}
