import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { useFocusFirstError } from "#app/components/auth-card.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { ChoiceField } from "#app/components/ui/choice-field.tsx";
import { FormProblems } from "#app/components/ui/form-problems.tsx";
import { HoneypotField } from "#app/components/ui/honeypot-field.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { TextAreaField } from "#app/components/ui/text-area-field.tsx";
import { buttonClass } from "#app/components/ui/text-field.tsx";
import { contentIn } from "#app/content/content.server.ts";
import { BACKGROUNDS, NO_COURSE, PACES, TOPIC_WISH_MAX, translated } from "#app/feedback/choices.ts";
import { surveyFormFor } from "#app/feedback/forms.ts";
import { findSurveyResponse, saveSurveyResponse, surveyCourses } from "#app/feedback/survey.server.ts";
import { publicPage } from "#app/http/caching.ts";
import { fieldErrorsOf, formValues, readForm } from "#app/http/forms.ts";
import { i18nOf, languageOf } from "#app/http/i18n.server.ts";
import { enforceLimits } from "#app/http/limits.server.ts";
import { requestContext } from "#app/http/request-context.ts";
import { sessionOf } from "#app/http/session.server.ts";
import { LIMITS } from "#app/platform/rate-limit.server.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/survey.ts";

const SCALE = ["1", "2", "3", "4", "5"].map((n) => ({ value: n, label: n }));

// The same for every visitor who is not signed in: rendered once per build and cached.
export const headers = publicPage;

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = sessionOf({ context });
  const saved = session ? await findSurveyResponse(session.user.id) : null;
  const course = new URL(request.url).searchParams.get("course") ?? "";
  // The same courses and lessons as the form checks, with their titles in the page's language.
  const { courseList, lessonsByCourse } = contentIn(languageOf({ context }));
  const courses = courseList.map((c) => ({
    slug: c.slug,
    title: c.title,
    lessons: (lessonsByCourse.get(c.slug) ?? []).map((l) => ({ slug: l.slug, title: l.title })),
  }));
  const i18n = i18nOf({ context });
  return {
    title: i18n._(msg`Survey`),
    description: i18n._(
      msg`Seven short questions about your Synapse course: how clear it was, how useful the demos were, the pace, and what we should add next.`,
    ),
    courses,
    signedIn: Boolean(session),
    saved: Boolean(saved),
    values: saved ?? { course: courses.some((c) => c.slug === course) ? course : "" },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await readForm(request));
  const parsed = surveyFormFor(surveyCourses, i18nOf({ context })).safeParse(values);
  if (!parsed.success) {
    const { website: _, ...kept } = values;
    return data({ errors: fieldErrorsOf(parsed.error), values: kept }, { status: 400 });
  }
  await enforceLimits([LIMITS.surveyPerIp, context.get(requestContext).clientIp]);
  // A bot filled in the hidden field: it gets the same answer as a person, and nothing is kept.
  if (!parsed.data.website) await saveSurveyResponse(parsed.data, sessionOf({ context })?.user.id ?? null);
  throw redirect("/survey/sent");
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, { title: loaderData.title, description: loaderData.description, path: "/survey" })
    : [];

export default function Survey({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const navigation = useNavigation();
  const form = useFocusFirstError(actionData);
  const { courses, signedIn, saved } = loaderData;
  const values: Partial<Record<string, string>> = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  const sending = navigation.state === "submitting";
  return (
    <>
      <PageHeader
        eyebrow={t`Survey`}
        title={t`How was your course?`}
        lede={t`Seven questions, about two minutes. Your answers decide which lessons we rewrite and which topics we add.`}
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:px-8">
        <Form method="post" ref={form} className="max-w-2xl space-y-8" noValidate>
          {actionData ? (
            <FormProblems>
              <Trans>Please check the questions marked below: your answers have not been saved yet.</Trans>
            </FormProblems>
          ) : saved ? (
            <p role="status" className="rounded-md border border-good px-3 py-2 text-sm">
              <Trans>These are the answers you gave before. Change any of them and save again.</Trans>
            </p>
          ) : null}
          <SelectField
            name="course"
            label={t`1. Which course did you just finish?`}
            placeholder={t`Choose a course`}
            options={[
              ...courses.map((c) => ({ value: c.slug, label: c.title })),
              { value: NO_COURSE, label: t`I haven't finished a course yet` },
            ]}
            defaultValue={values.course}
            error={errors.course}
          />
          <ChoiceField
            name="clarity"
            legend={t`2. How clear was it?`}
            hint={t`1 means very confusing, 5 means very clear.`}
            options={SCALE}
            inline
            defaultValue={values.clarity}
            error={errors.clarity}
          />
          <ChoiceField
            name="demos"
            legend={t`3. How useful were the interactive demos?`}
            hint={t`1 means not useful at all, 5 means very useful.`}
            options={SCALE}
            inline
            defaultValue={values.demos}
            error={errors.demos}
          />
          <ChoiceField
            name="pace"
            legend={t`4. Was the pace right?`}
            options={translated(PACES, i18n)}
            inline
            defaultValue={values.pace}
            error={errors.pace}
          />
          <SelectField
            name="hardestLesson"
            label={t`5. Which lesson was hardest? (optional)`}
            placeholder={t`None was especially hard`}
            required={false}
            options={courses.map((c) => ({
              label: c.title,
              options: c.lessons.map((l) => ({ value: `${c.slug}/${l.slug}`, label: l.title })),
            }))}
            defaultValue={values.hardestLesson}
            error={errors.hardestLesson}
          />
          <TextAreaField
            name="topicWish"
            label={t`6. Which topic should we add? (optional)`}
            maxLength={TOPIC_WISH_MAX}
            required={false}
            rows={3}
            defaultValue={values.topicWish ?? ""}
            error={errors.topicWish}
          />
          <ChoiceField
            name="background"
            legend={t`7. Which describes you best? (optional)`}
            options={[...translated(BACKGROUNDS, i18n), { value: "", label: t`Prefer not to say` }]}
            required={false}
            defaultValue={values.background ?? ""}
            error={errors.background}
          />
          <HoneypotField />
          <button type="submit" className={buttonClass} disabled={sending}>
            {sending ? <Trans>Saving…</Trans> : saved ? <Trans>Save my changes</Trans> : <Trans>Send my answers</Trans>}
          </button>
        </Form>
        <aside aria-labelledby="survey-aside" className="space-y-4 text-muted">
          <h2 id="survey-aside" className="font-semibold text-ink text-lg">
            <Trans>How we use your answers</Trans>
          </h2>
          <p>
            <Trans>
              We ask for no name and no email address, and the team sees answers only as totals and a list of topic
              ideas.
            </Trans>
          </p>
          <p>
            {signedIn ? (
              <Trans>
                Because you are logged in, we remember your answers so you can change them later; you have one response,
                not one per visit.
              </Trans>
            ) : (
              <Trans>You can answer without an account. If you log in first, you can change your answers later.</Trans>
            )}
          </p>
          <p className="text-sm">
            <Trans>
              Read more in the{" "}
              <Link to="/tos#messages-you-send-us" className="text-link underline">
                privacy notice
              </Link>
              .
            </Trans>
          </p>
        </aside>
      </div>
    </>
  );
}
