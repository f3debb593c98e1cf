import { useEffect, useRef, useState } from "react";
import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { Breadcrumbs } from "#app/components/breadcrumbs.tsx";
import { QuestionFields } from "#app/components/question-fields.tsx";
import { findCourse, quizBanks } from "#app/content/content.server.ts";
import { readForm } from "#app/http/forms.ts";
import { requireSession, sessionOf } from "#app/http/session.server.ts";
import { checkComplete, PASS_MARK, readAnswers, shuffledQuestions } from "#app/learning/quiz.ts";
import { restoreQuizDraft, saveQuizDraft } from "#app/learning/quiz-draft.ts";
import { submitQuizAttempt } from "#app/learning/record.server.ts";
import { newSeed } from "#app/platform/random.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/quiz.ts";

function courseOrThrow(slug: string | undefined) {
  const course = findCourse(slug);
  const bank = course ? quizBanks.get(course.slug) : undefined;
  if (!course || !bank?.length) throw data(null, { status: 404 });
  return { course, bank };
}

export function loader({ params, context }: Route.LoaderArgs) {
  const { course, bank } = courseOrThrow(params.course);
  const session = sessionOf({ context });
  // A fresh shuffle of the options for every visit; answers and explanations stay here.
  // The attempt key makes this visit's submission count once, however often it is sent.
  const seed = newSeed();
  return {
    course: { slug: course.slug, title: course.title },
    seed,
    attempt: crypto.randomUUID(),
    signedIn: session !== null,
    questions: shuffledQuestions(bank, seed),
  };
}

const attemptKey = z.uuid();

export async function action({ params, request, context }: Route.ActionArgs) {
  const { course, bank } = courseOrThrow(params.course);
  const session = requireSession({ request, context });
  const form = await readForm(request);
  // A form from before this key existed still counts, once.
  const key = attemptKey.safeParse(form.get("attempt")).data ?? crypto.randomUUID();
  const answers = readAnswers(bank, form);
  const incomplete = checkComplete(bank, form, answers);
  if (incomplete) return data({ ...incomplete, attempt: key }, { status: 400 });
  const attempt = await submitQuizAttempt(session.user, course, key, answers);
  return redirect(href("/courses/:course/quiz/attempts/:attempt", { course: course.slug, attempt: attempt.id }));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, {
        title: `Quiz · ${loaderData.course.title}`,
        description: `Test what you learned in ${loaderData.course.title}: ${loaderData.questions.length} questions, scored with explanations. Pass with 70%.`,
        path: href("/courses/:course/quiz", { course: loaderData.course.slug }),
      })
    : [];

export default function CourseQuiz({ loaderData, actionData }: Route.ComponentProps) {
  const { course, signedIn } = loaderData;
  const incomplete = actionData?.status === "incomplete" ? actionData : undefined;
  const questions = incomplete?.questions ?? loaderData.questions;
  const seed = incomplete?.seed ?? loaderData.seed;
  const attempt = incomplete?.attempt ?? loaderData.attempt;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const form = useRef<HTMLFormElement>(null);
  const [restored, setRestored] = useState(false);
  const loginHref = `/login?redirectTo=${encodeURIComponent(href("/courses/:course/quiz", { course: course.slug }))}`;

  // Answers given before a reload (or before logging in) come back.
  useEffect(() => {
    if (form.current && !incomplete) setRestored(restoreQuizDraft(course.slug, form.current));
  }, [course.slug, incomplete]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Breadcrumbs
        items={[
          { to: "/courses", label: "Courses" },
          { to: href("/courses/:course", { course: course.slug }), label: course.title },
          { label: "Quiz" },
        ]}
      />
      <h1 className="mt-6 font-bold text-3xl tracking-tight sm:text-4xl">Course quiz: {course.title}</h1>
      <p className="mt-3 text-lg text-muted">
        {questions.length} questions. You need {Math.ceil(questions.length * PASS_MARK)} right ({PASS_MARK * 100}%) to
        pass, and you can retake the quiz as often as you like; your best attempt counts. Your answers are checked when
        you submit, and then you see why each answer is right or wrong.
      </p>
      {signedIn ? null : (
        <p className="mt-6 rounded-lg border border-line bg-raised p-4">
          You can read and answer the questions now. To have your answers scored and saved,{" "}
          <Link to={loginHref} className="font-semibold text-link underline underline-offset-2">
            log in
          </Link>{" "}
          or{" "}
          <Link to="/sign-up" className="font-semibold text-link underline underline-offset-2">
            sign up
          </Link>
          . Answers you give in this browser are kept while you do.
        </p>
      )}
      {restored ? (
        <p role="status" className="mt-6 rounded-lg bg-raised p-4 text-sm">
          Your answers from before are back. Check them and submit when you are ready.
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
        key={incomplete ? "retry" : "first"}
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
            {submitting ? "Checking your answers…" : "Submit answers"}
          </button>
        ) : (
          <Link
            to={loginHref}
            className="inline-block rounded-md bg-accent px-5 py-3 font-semibold text-on-accent hover:opacity-90"
          >
            Log in to submit your answers
          </Link>
        )}
      </Form>
    </div>
  );
}
