import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { data, Form, href, Link, redirect, useNavigate, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import { Breadcrumbs } from "#app/components/breadcrumbs.tsx";
import { QuestionFields } from "#app/components/question-fields.tsx";
import type { ShownWait as Wait } from "#app/components/quiz-wait-panel.tsx";
import { contentIn, findCourse } from "#app/content/content.server.ts";
import type { Course, Question } from "#app/content/schemas.ts";
import { formValues, readForm } from "#app/http/forms.ts";
import { i18nOf, languageOf } from "#app/http/i18n.server.ts";
import { requireSession, sessionOf } from "#app/http/session.server.ts";
import { submitQuiz } from "#app/learning/answers.server.ts";
import { incompleteForm, PASS_MARK, refusedQuizForm, shuffledQuestions } from "#app/learning/quiz.ts";
import { clearQuizDraft, quizDraftAttempt, restoreQuizDraft, saveQuizDraft } from "#app/learning/quiz-draft.ts";
import { QUIZ_LENGTH } from "#app/learning/quiz-draw.ts";
import { poolSize, startAttempt } from "#app/learning/quiz-draws.server.ts";
import { readQuestionFields } from "#app/learning/quiz-form.ts";
import { currentQuizWait } from "#app/learning/quiz-wait.server.ts";
import type { QuizWait } from "#app/learning/quiz-wait.ts";
import { newSeed } from "#app/platform/random.ts";
import type { Language } from "#app/site/locale.ts";
import { numberFormat } from "#app/site/locale.ts";
import { pageMeta } from "#app/site/meta.ts";
import { useLanguage } from "#app/site/use-language.ts";
import type { Route } from "./+types/quiz.ts";

// Shown only while a retake must wait: its code and words load only then.
const WaitPanel = lazy(() => import("#app/components/quiz-wait-panel.tsx").then((m) => ({ default: m.WaitPanel })));

function courseOrThrow(slug: string | undefined) {
  const course = findCourse(slug);
  if (!course || poolSize(course) === 0) throw data(null, { status: 404 });
  return { course };
}

const attemptKey = z.uuid();

/**
 * The drawn questions in the page's language. The draw and the grading use the English bank
 * (the answer key); a translated bank has the same questions, ids and answers.
 */
function inLanguage(language: Language, course: Course, questions: Question[]): Question[] {
  const bank = contentIn(language).quizBanks.get(course.slug) ?? [];
  return questions.map((q) => bank.find((b) => b.id === q.id) ?? q);
}

/** A wait before the next attempt, as the page shows it. */
function shownWait(language: Language, course: Course, wait: QuizWait): Wait {
  const { lessonTitle } = contentIn(language);
  return {
    ...wait,
    minutesLeft: Math.max(1, Math.ceil((Date.parse(wait.until) - Date.now()) / 60_000)),
    lessons: wait.lessons.map((l) => ({ ...l, title: lessonTitle(course.slug, l.lesson) })),
  };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { course } = courseOrThrow(params.course);
  const language = languageOf({ context });
  const session = sessionOf({ context });
  // The attempt key picks this visit's questions from the pool and makes its submission count
  // once, however often it is sent. A key in the address (a reload, a return from logging in)
  // brings the same questions back. Options are shuffled afresh; answers stay here.
  const requested = attemptKey.safeParse(new URL(request.url).searchParams.get("attempt")).data ?? null;
  const current = session ? await currentQuizWait(session.user.id, course) : null;
  const wait: Wait | null = current ? shownWait(language, course, current) : null;
  // While a retake waits, no questions are handed out.
  const { key, questions } = wait
    ? { key: requested ?? crypto.randomUUID(), questions: [] }
    : await startAttempt(course, session?.user.id ?? null, requested);
  const seed = newSeed();
  const i18n = i18nOf({ context });
  const title = contentIn(language).findCourse(course.slug)?.title ?? course.title;
  const asked = Math.min(QUIZ_LENGTH, poolSize(course));
  const pool = poolSize(course);
  return {
    title: i18n._(msg`Quiz · ${title}`),
    description: i18n._(
      msg`Test what you learned in ${title}: ${asked} questions drawn from a pool of ${pool}, graded on the server. Pass with 70%.`,
    ),
    course: { slug: course.slug, title },
    seed,
    attempt: key,
    pool: poolSize(course),
    signedIn: session !== null,
    questions: shuffledQuestions(inLanguage(language, course, questions), seed),
    wait,
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { course } = courseOrThrow(params.course);
  const session = requireSession({ request, context });
  const form = await readForm(request);
  const fields = formValues(form);
  // A key already used is a repeat of a stored attempt (a double click): it answers as before.
  // (A form from before keys existed has none: it gets a fresh one, and still counts once.)
  const key = attemptKey.safeParse(fields.attempt).data ?? crypto.randomUUID();
  const i18n = i18nOf({ context });
  const language = languageOf({ context });
  const submission = await submitQuiz(session.user, course, key, readQuestionFields(form), i18n);
  const seedField = fields.seed ?? null;
  switch (submission.status) {
    case "wait":
      // A retake sent while it must wait (an old tab, a form without JavaScript): nothing is stored.
      return data({ status: "wait" as const, wait: shownWait(language, course, submission.wait) }, { status: 429 });
    case "refused":
      return data(
        {
          ...refusedQuizForm(inLanguage(language, course, submission.questions), submission.message, seedField),
          attempt: key,
        },
        { status: 400 },
      );
    case "mismatch": {
      // Answers to questions this attempt did not ask: nothing is stored, and a fresh set is shown.
      const seed = newSeed();
      return data(
        {
          status: "mismatch" as const,
          message: i18n._(
            msg`These answers are for questions this attempt did not ask (from an older copy of the page, perhaps), so nothing was saved. Here is a fresh set of questions.`,
          ),
          problems: {} as Record<string, string>,
          values: {} as Record<string, string[]>,
          seed,
          questions: shuffledQuestions(inLanguage(language, course, submission.fresh.questions), seed),
          attempt: submission.fresh.key,
        },
        { status: 400 },
      );
    }
    case "incomplete": {
      const { questions, problems, values } = submission;
      return data(
        { ...incompleteForm(i18n, inLanguage(language, course, questions), problems, values, seedField), attempt: key },
        { status: 400 },
      );
    }
    case "submitted":
      return redirect(
        href("/courses/:course/quiz/attempts/:attempt", { course: course.slug, attempt: submission.attempt.id }),
      );
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, {
        title: loaderData.title,
        description: loaderData.description,
        path: href("/courses/:course/quiz", { course: loaderData.course.slug }),
      })
    : [];

export default function CourseQuiz({ loaderData, actionData }: Route.ComponentProps) {
  const { course, signedIn } = loaderData;
  const { t } = useLingui();
  const language = useLanguage();
  const wait = actionData?.status === "wait" ? actionData.wait : loaderData.wait;
  // A form sent back: answers missing (kept, marked), or for other questions (a fresh set).
  const incomplete = actionData?.status === "wait" ? undefined : actionData;
  const questions = incomplete?.questions ?? loaderData.questions;
  const seed = incomplete?.seed ?? loaderData.seed;
  const attempt = incomplete?.attempt ?? loaderData.attempt;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const form = useRef<HTMLFormElement>(null);
  const [restored, setRestored] = useState(false);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Logging in comes back to this very attempt, so the same questions and any answers given.
  const quizHref = `${href("/courses/:course/quiz", { course: course.slug })}?attempt=${attempt}`;
  const loginHref = `/login?redirectTo=${encodeURIComponent(quizHref)}`;
  const signUpHref = `/sign-up?redirectTo=${encodeURIComponent(quizHref)}`;

  // Answers given before a reload (or before logging in) come back, with their questions:
  // a draft for another attempt first brings that attempt's questions back, once.
  useEffect(() => {
    if (!form.current || incomplete) return;
    const drafted = quizDraftAttempt(course.slug);
    if (drafted && drafted !== attempt) {
      if (searchParams.get("attempt") !== drafted) {
        navigate(`?attempt=${drafted}`, { replace: true, preventScrollReset: true });
      } else {
        // That attempt was submitted already (the server handed out a fresh one): its draft
        // is of no use any more, and keeping it would bring this detour back on every visit.
        clearQuizDraft(course.slug);
      }
      return;
    }
    setRestored(restoreQuizDraft(course.slug, form.current));
  }, [course.slug, incomplete, attempt, navigate, searchParams]);

  const courseTitle = course.title;
  const { pool } = loaderData;
  const count = questions.length;
  const needed = Math.ceil(count * PASS_MARK);
  const passMark = numberFormat(language, { style: "percent" }).format(PASS_MARK);
  const heading = (
    <>
      <Breadcrumbs
        items={[
          { to: "/courses", label: t`Courses` },
          { to: href("/courses/:course", { course: course.slug }), label: course.title },
          { label: t`Quiz` },
        ]}
      />
      <h1 className="mt-6 font-bold text-3xl tracking-tight sm:text-4xl">
        <Trans>Course quiz: {courseTitle}</Trans>
      </h1>
    </>
  );
  if (wait) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {heading}
        <Suspense>
          <WaitPanel course={course.slug} wait={wait} refused={actionData?.status === "wait"} />
        </Suspense>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      {heading}
      <p className="mt-3 text-lg text-muted">
        {pool > questions.length ? (
          <Plural
            value={count}
            one={`# question, drawn at random from a pool of ${pool}: each retake asks a different set.`}
            other={`# questions, drawn at random from a pool of ${pool}: each retake asks a different set.`}
          />
        ) : (
          <Plural value={count} one="# question." other="# questions." />
        )}{" "}
        <Trans>
          You need {needed} right ({passMark}) to pass, and your best attempt counts. Your answers are checked when you
          submit: when you pass, you see why each one is right; when you do not, which ideas to revisit and where. You
          can retake the quiz, but after two failed attempts in a day the next one waits an hour, or until you have
          reread the lessons they flagged.
        </Trans>
      </p>
      {signedIn ? null : (
        <p className="mt-6 rounded-lg border border-line bg-raised p-4">
          <Trans>
            You can read and answer the questions now. To have your answers scored and saved,{" "}
            <Link to={loginHref} className="font-semibold text-link underline underline-offset-2">
              log in
            </Link>{" "}
            or{" "}
            <Link to={signUpHref} className="font-semibold text-link underline underline-offset-2">
              sign up
            </Link>
            . Answers you give in this browser are kept while you do.
          </Trans>
        </p>
      )}
      {restored ? (
        <p role="status" className="mt-6 rounded-lg bg-raised p-4 text-sm">
          <Trans>Your answers from before are back. Check them and submit when you are ready.</Trans>
        </p>
      ) : null}
      {incomplete ? (
        <div role="alert" className="mt-6 rounded-lg border border-bad bg-surface p-4 font-medium text-bad">
          {incomplete.message}
        </div>
      ) : null}
      <Form
        ref={form}
        method="post"
        className="mt-8 space-y-10"
        // A new attempt (a fresh set, or the draft's own) is a new form, hidden key included.
        key={`${attempt}-${incomplete ? "retry" : "first"}`}
        onChange={(event) => saveQuizDraft(course.slug, event.currentTarget)}
      >
        <input type="hidden" name="seed" value={seed} />
        <input type="hidden" name="attempt" defaultValue={attempt} />
        {questions.map((q, i) => (
          <QuestionFields
            key={q.id}
            question={q}
            number={i + 1}
            values={incomplete?.values}
            error={incomplete?.problems[q.id]}
          />
        ))}
        {signedIn ? (
          <button
            type="submit"
            disabled={submitting}
            className="rounded-md bg-accent px-5 py-3 font-semibold text-on-accent hover:opacity-90 disabled:opacity-60"
          >
            {submitting ? <Trans>Checking your answers…</Trans> : <Trans>Submit answers</Trans>}
          </button>
        ) : (
          <Link
            to={loginHref}
            className="inline-block rounded-md bg-accent px-5 py-3 font-semibold text-on-accent hover:opacity-90"
          >
            <Trans>Log in to submit your answers</Trans>
          </Link>
        )}
      </Form>
    </div>
  );
}
