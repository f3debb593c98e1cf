import { data, Form, Link, useNavigation } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { QuestionFields } from "~/components/question-fields";
import { QuestionReview } from "~/components/question-review";
import { findCourse, lessonTitle, quizBanks } from "~/lib/content.server";
import { courseHref, lessonHref, quizHref } from "~/lib/course-links";
import { pageMeta } from "~/lib/meta";
import { checkComplete, gradeForm, PASS_MARK, shuffledQuestions } from "~/lib/quiz";
import { newSeed } from "~/lib/random";
import type { Route } from "./+types/course-quiz";

function courseOrThrow(slug: string | undefined) {
  const course = findCourse(slug);
  const bank = course ? quizBanks.get(course.slug) : undefined;
  if (!course || !bank?.length) throw data(null, { status: 404 });
  return { course, bank };
}

export function loader({ params }: Route.LoaderArgs) {
  const { course, bank } = courseOrThrow(params.course);
  // A fresh shuffle of the options for every visit; answers and explanations stay here.
  const seed = newSeed();
  return { course: { slug: course.slug, title: course.title }, seed, questions: shuffledQuestions(bank, seed) };
}

export async function action({ params, request }: Route.ActionArgs) {
  const { course, bank } = courseOrThrow(params.course);
  const form = await request.formData();
  const incomplete = checkComplete(bank, form);
  if (incomplete) return data(incomplete, { status: 400 });
  const graded = gradeForm(bank, form);
  return {
    status: "graded" as const,
    score: graded.score,
    max: graded.max,
    passed: graded.score / graded.max >= PASS_MARK,
    results: graded.results.map((r) => ({ ...r, lessonTitle: lessonTitle(course.slug, r.lesson) })),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, {
        title: `Quiz · ${loaderData.course.title}`,
        description: `Test what you learned in ${loaderData.course.title}: ${loaderData.questions.length} questions, scored with explanations. Pass with 70%.`,
        path: quizHref(loaderData.course.slug),
      })
    : [];

export default function CourseQuiz({ loaderData, actionData }: Route.ComponentProps) {
  const { course } = loaderData;
  const incomplete = actionData?.status === "incomplete" ? actionData : undefined;
  const questions = incomplete?.questions ?? loaderData.questions;
  const seed = incomplete?.seed ?? loaderData.seed;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Breadcrumbs
        items={[
          { to: "/courses", label: "Courses" },
          { to: courseHref(course.slug), label: course.title },
          { label: "Quiz" },
        ]}
      />
      <h1 className="mt-6 font-bold text-3xl tracking-tight sm:text-4xl">Course quiz: {course.title}</h1>
      {actionData?.status === "graded" ? (
        <Results course={course} result={actionData} />
      ) : (
        <>
          <p className="mt-3 text-lg text-muted">
            {questions.length} questions. You need {Math.ceil(questions.length * PASS_MARK)} right ({PASS_MARK * 100}%)
            to pass, and you can retake the quiz as often as you like. Your answers are checked when you submit, and
            then you see why each answer is right or wrong.
          </p>
          {actionData?.status === "incomplete" ? (
            <div role="alert" className="mt-6 rounded-lg border border-bad bg-surface p-4 font-medium text-bad">
              {actionData.message}
            </div>
          ) : null}
          <Form method="post" className="mt-8 space-y-10" key={actionData ? "retry" : "first"}>
            <input type="hidden" name="seed" value={seed} />
            {questions.map((q, i) => (
              <QuestionFields
                key={q.id}
                question={q}
                number={i + 1}
                values={actionData?.status === "incomplete" ? actionData.values : undefined}
                error={actionData?.status === "incomplete" ? actionData.problems[q.id] : undefined}
              />
            ))}
            <button
              type="submit"
              disabled={submitting}
              className="rounded-md bg-accent px-5 py-3 font-semibold text-on-accent hover:opacity-90 disabled:opacity-60"
            >
              {submitting ? "Checking your answers…" : "Submit answers"}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}

function Results({
  course,
  result,
}: {
  course: { slug: string; title: string };
  result: Extract<Route.ComponentProps["actionData"], { status: "graded" }>;
}) {
  const percent = Math.round((result.score / result.max) * 100);
  return (
    <section aria-labelledby="result-heading" className="mt-8">
      <div className="rounded-xl border border-line bg-surface p-6">
        <h2 id="result-heading" className="font-bold text-2xl" tabIndex={-1}>
          You scored {result.score} out of {result.max} ({percent}%)
        </h2>
        <p className={`mt-2 font-semibold ${result.passed ? "text-good" : "text-bad"}`}>
          {result.passed
            ? "You passed. Well done!"
            : `Not passed yet: you need ${PASS_MARK * 100}%. Review the lessons below and try again.`}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link
            to={quizHref(course.slug)}
            className="rounded-md bg-accent px-4 py-2 font-semibold text-on-accent hover:opacity-90"
          >
            Retake the quiz
          </Link>
          <Link
            to={courseHref(course.slug)}
            prefetch="intent"
            className="rounded-md border border-line px-4 py-2 font-semibold hover:bg-raised"
          >
            Back to the course
          </Link>
        </div>
      </div>
      <h2 className="mt-10 font-bold text-xl">Every question, explained</h2>
      <ol className="mt-4 space-y-4">
        {result.results.map((r, i) => (
          <li key={r.id}>
            <QuestionReview
              result={r}
              number={i + 1}
              lessonHref={lessonHref(course.slug, r.lesson)}
              lessonTitle={r.lessonTitle}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
