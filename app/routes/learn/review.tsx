import { data, Form, href, Link, useNavigation } from "react-router";
import { z } from "zod";
import { PageHeader } from "#app/components/page-header.tsx";
import { QuestionFields } from "#app/components/question-fields.tsx";
import { QuestionReview } from "#app/components/question-review.tsx";
import { courseTitle, lessonTitle } from "#app/content/content.server.ts";
import { readForm } from "#app/http/forms.ts";
import { requireSession } from "#app/http/session.server.ts";
import { timeZoneOf } from "#app/http/time-zone.server.ts";
import { noAnswerMessage, publicCheck } from "#app/learning/lesson-checks.ts";
import { readAnswer, submittedValues } from "#app/learning/quiz.ts";
import { answerForReview } from "#app/learning/record.server.ts";
import { REVIEW_SESSION_LENGTH } from "#app/learning/review-schedule.ts";
import { dueQuestions } from "#app/learning/reviews.server.ts";
import { formatDayIn } from "#app/site/dates.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/review.ts";

/** How many questions this sitting has answered so far (`?n=`): it offers a break after ten. */
const answeredSchema = z.coerce.number().int().min(0).max(1000).catch(0);

const sittingHref = (answered: number) => `${href("/learn/review")}?n=${answered}`;

async function dueNow(userId: string, request: Request) {
  const timeZone = timeZoneOf(request);
  const { questions, next } = await dueQuestions(userId, new Date(), timeZone);
  return { questions, next: next ? formatDayIn(next, timeZone) : null };
}

export async function loader(args: Route.LoaderArgs) {
  const session = requireSession(args);
  const answered = answeredSchema.parse(new URL(args.request.url).searchParams.get("n"));
  const { questions, next } = await dueNow(session.user.id, args.request);
  const [first] = questions;
  if (!first || answered >= REVIEW_SESSION_LENGTH) {
    return { stage: "rest" as const, answered, dueLeft: questions.length, next };
  }
  return {
    stage: "question" as const,
    answered,
    dueLeft: questions.length,
    key: `${first.course}/${first.question.id}`,
    course: courseTitle(first.course),
    lesson: lessonTitle(first.course, first.question.lesson),
    // Options in one fixed order per question, as in the lessons.
    question: publicCheck(first.question),
  };
}

const answerSchema = z.object({ question: z.string().max(300) });

export async function action(args: Route.ActionArgs) {
  const session = requireSession(args);
  const answered = answeredSchema.parse(new URL(args.request.url).searchParams.get("n"));
  const form = await readForm(args.request);
  const parsed = answerSchema.safeParse(Object.fromEntries(form));
  const { questions } = await dueNow(session.user.id, args.request);
  const due = parsed.success ? questions.find((q) => `${q.course}/${q.question.id}` === parsed.data.question) : null;
  if (!due) {
    return data(
      {
        status: "refused" as const,
        message: "That question is not due for review now. What is due is below.",
      },
      { status: 400 },
    );
  }
  const answer = readAnswer(due.question, form);
  if (!answer) {
    return data(
      { status: "no-answer" as const, message: noAnswerMessage(due.question.type), values: submittedValues(form) },
      { status: 400 },
    );
  }
  const { result, nextReview } = await answerForReview(session.user, due.course, due.question, answer);
  const timeZone = timeZoneOf(args.request);
  return {
    status: "answered" as const,
    result,
    lessonHref: href("/courses/:course/:lesson", { course: due.course, lesson: due.question.lesson }),
    lessonTitle: lessonTitle(due.course, due.question.lesson),
    comesBack: nextReview ? formatDayIn(nextReview, timeZone) : null,
    nextHref: sittingHref(answered + 1),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Review",
    description: "Questions you answered before, brought back just before you would forget them.",
    path: "/learn/review",
  });

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export default function Review({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <>
      <PageHeader
        eyebrow="Review"
        title="Questions coming back to you"
        lede="Each question you answer in a lesson or a quiz comes back here, sooner if you got it wrong, later each time you get it right: just before you would forget it."
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {actionData?.status === "refused" ? (
          <p role="alert" className="mb-6 rounded-lg border border-bad px-4 py-3 font-medium text-bad">
            {actionData.message}
          </p>
        ) : null}
        {actionData?.status === "answered" ? (
          <div role="status">
            <QuestionReview
              result={actionData.result}
              lessonHref={actionData.lessonHref}
              lessonTitle={actionData.lessonTitle}
            />
            {actionData.comesBack ? (
              <p className="mt-4 text-muted">
                This question comes back on <strong className="text-fg">{actionData.comesBack}</strong>.
              </p>
            ) : null}
            <Link
              to={actionData.nextHref}
              className="mt-6 inline-block rounded-md bg-accent px-5 py-3 font-semibold text-on-accent hover:opacity-90"
            >
              Next
            </Link>
          </div>
        ) : loaderData.stage === "rest" ? (
          <Rest answered={loaderData.answered} dueLeft={loaderData.dueLeft} next={loaderData.next} />
        ) : (
          <>
            <p className="font-semibold text-muted text-sm">
              {loaderData.course} · {loaderData.lesson}
            </p>
            <p className="mt-1 text-muted text-sm">
              {loaderData.answered > 0 ? `${plural(loaderData.answered, "question", "questions")} reviewed · ` : ""}
              {plural(loaderData.dueLeft, "question", "questions")} due today
            </p>
            <Form method="post" className="mt-6 space-y-6" key={loaderData.key}>
              <input type="hidden" name="question" value={loaderData.key} />
              <QuestionFields
                question={loaderData.question}
                values={actionData?.status === "no-answer" ? actionData.values : undefined}
                error={actionData?.status === "no-answer" ? actionData.message : undefined}
              />
              <button
                type="submit"
                disabled={navigation.state === "submitting"}
                className="rounded-md bg-accent px-5 py-3 font-semibold text-on-accent hover:opacity-90 disabled:opacity-60"
              >
                Check my answer
              </button>
            </Form>
          </>
        )}
      </div>
    </>
  );
}

function Rest({ answered, dueLeft, next }: { answered: number; dueLeft: number; next: string | null }) {
  return (
    <section aria-labelledby="rest-heading">
      <h2 id="rest-heading" className="font-bold text-2xl">
        {dueLeft === 0
          ? answered > 0
            ? "That's everything due today"
            : "Nothing to review today"
          : `That's ${plural(answered, "question", "questions")}: time for a break`}
      </h2>
      <p className="mt-2 text-muted">
        {dueLeft > 0
          ? `${plural(dueLeft, "more question is", "more questions are")} due today. Short sittings are easier to keep up than long ones.`
          : next
            ? `The next question comes back on ${next}.`
            : "Answer the checks in a lesson, or take a course quiz: the questions you answer will come back here."}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        {dueLeft > 0 ? (
          <Link
            to={sittingHref(0)}
            className="rounded-md bg-accent px-5 py-3 font-semibold text-on-accent hover:opacity-90"
          >
            Keep going
          </Link>
        ) : null}
        <Link
          to="/learn"
          prefetch="intent"
          className="rounded-md border border-line px-5 py-3 font-semibold hover:bg-raised"
        >
          Back to your learning
        </Link>
      </div>
    </section>
  );
}
