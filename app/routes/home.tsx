import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { Accordion } from "#app/components/ui/accordion.tsx";
import { contentIn } from "#app/content/content.server.ts";
import type { courseLevels } from "#app/content/schemas.ts";
import { publicPage } from "#app/http/caching.ts";
import { i18nOf, languageOf } from "#app/http/i18n.server.ts";
import { formatNumber } from "#app/site/locale.ts";
import { pageMeta } from "#app/site/meta.ts";
import { SITE_NAME } from "#app/site/site.ts";
import { useLanguage } from "#app/site/use-language.ts";
import type { Route } from "./+types/home.ts";

type CourseLevel = (typeof courseLevels)[number];

// The same for every visitor who is not signed in: rendered once per build and cached.
export const headers = publicPage;

export function loader({ context }: Route.LoaderArgs) {
  const { courseList, faqList } = contentIn(languageOf({ context }));
  const i18n = i18nOf({ context });
  return {
    description: i18n._(
      msg`Five free courses that explain what artificial intelligence is, how it works and how to judge it, with hands-on demos in your browser. No math or coding needed.`,
    ),
    courses: courseList.map(({ slug, order, title, tagline, level, hours, lessons }) => ({
      slug,
      order,
      title,
      tagline,
      level,
      hours,
      lessonCount: lessons.length,
    })),
    faq: faqList,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: SITE_NAME, description: loaderData?.description ?? "", path: "/" });

/** A course's level, as the course files name it, in the reader's words. */
const LEVELS: Record<CourseLevel, MessageDescriptor> = {
  Beginner: msg({ message: "Beginner", comment: "a course's level" }),
  "Beginner to intermediate": msg({ message: "Beginner to intermediate", comment: "a course's level" }),
  Intermediate: msg({ message: "Intermediate", comment: "a course's level" }),
};

const steps = [
  {
    title: msg`Find your starting point`,
    text: msg`Take the ten-question placement test, or simply begin with the first course. Nothing to install, no background needed.`,
  },
  {
    title: msg`Read, then try it yourself`,
    text: msg`Each lesson takes about an hour: short sections, then an interactive demo where you predict what will happen before you run it.`,
  },
  {
    title: msg`Check what you know`,
    text: msg`Graded questions in every lesson, then a course quiz at the end. Your best score counts; after two failed attempts in a day, the next one waits an hour or until you reread the lessons it flagged.`,
  },
  {
    title: msg`Finish and share`,
    text: msg`Complete the lessons and pass the quiz to earn a certificate of completion with its own public verification page.`,
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { courses, faq } = loaderData;
  const { i18n } = useLingui();
  const language = useLanguage();
  return (
    <>
      <section className="border-line border-b bg-surface">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
          <div>
            <p className="font-semibold text-accent text-sm tracking-wide uppercase">
              <Trans>Free courses on artificial intelligence</Trans>
            </p>
            <h1 className="mt-3 font-bold text-4xl tracking-tight sm:text-5xl">
              <Trans>Understand AI: how it works, where it fails, and what to ask of it.</Trans>
            </h1>
            <p className="mt-6 max-w-xl text-lg text-muted">
              <Trans>
                {SITE_NAME} teaches curious adults what artificial intelligence really is, in plain words and with
                hands-on demos that run in your browser. Five courses, thirty lessons, no math beyond arithmetic and no
                programming.
              </Trans>
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to={`/courses/${courses[0]?.slug ?? ""}`}
                prefetch="intent"
                className="rounded-md bg-accent px-5 py-3 font-semibold text-on-accent hover:opacity-90"
              >
                <Trans>Start the first course</Trans>
              </Link>
              <Link
                to="/test"
                prefetch="intent"
                className="rounded-md border border-line bg-canvas px-5 py-3 font-semibold hover:bg-raised"
              >
                <Trans>Take the placement test</Trans>
              </Link>
            </div>
          </div>
          <HeroDiagram />
        </div>
      </section>

      <section aria-labelledby="courses-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="courses-heading" className="font-bold text-2xl tracking-tight sm:text-3xl">
          <Trans>Five courses, one path</Trans>
        </h2>
        <p className="mt-3 max-w-2xl text-muted">
          <Trans>
            Each course stands on its own, and together they take you from the basics to the rules that now govern AI.
            Follow them in order, or start wherever your curiosity is.
          </Trans>
        </p>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {courses.map((course) => {
            const { order: number, lessonCount } = course;
            const hours = formatNumber(course.hours, language);
            return (
              <li key={course.slug} className="flex flex-col rounded-xl border border-line bg-surface p-6">
                <p className="font-semibold text-muted text-sm">
                  <Trans>Course {number}</Trans>
                </p>
                <h3 className="mt-1 font-semibold text-lg">
                  <Link to={`/courses/${course.slug}`} prefetch="intent" className="hover:underline">
                    {course.title}
                  </Link>
                </h3>
                <p className="mt-3 flex-1 text-muted">{course.tagline}</p>
                <p className="mt-5 flex flex-wrap gap-2 text-sm">
                  <span className="rounded-full bg-accent-soft px-2.5 py-0.5">{i18n._(LEVELS[course.level])}</span>
                  <span className="rounded-full bg-raised px-2.5 py-0.5">
                    <Trans>About {hours} hours</Trans>
                  </span>
                  <span className="rounded-full bg-raised px-2.5 py-0.5">
                    <Plural value={lessonCount} one="# lesson" other="# lessons" />
                  </span>
                </p>
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby="how-heading" className="border-line border-y bg-surface">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="how-heading" className="font-bold text-2xl tracking-tight sm:text-3xl">
            <Trans>How it works</Trans>
          </h2>
          <ol className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-4">
            {steps.map((step, i) => (
              <li key={step.title.id}>
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full bg-accent font-bold text-on-accent"
                >
                  {i + 1}
                </span>
                <h3 className="mt-4 font-semibold">{i18n._(step.title)}</h3>
                <p className="mt-2 text-muted">{i18n._(step.text)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h2 id="faq-heading" className="font-bold text-2xl tracking-tight sm:text-3xl">
          <Trans>Questions learners ask</Trans>
        </h2>
        <div className="mt-8">
          <Accordion
            items={faq.map((item, i) => ({ id: `faq-${i + 1}`, title: item.question, body: <p>{item.answer}</p> }))}
          />
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="mx-auto max-w-7xl px-4 pb-8 sm:px-6 lg:px-8">
        <div className="rounded-2xl bg-accent px-6 py-12 text-center text-on-accent sm:px-12">
          <h2 id="cta-heading" className="font-bold text-2xl tracking-tight sm:text-3xl">
            <Trans>Ready to see what AI really is?</Trans>
          </h2>
          <p className="mx-auto mt-3 max-w-xl opacity-90">
            <Trans>The first lesson takes under an hour. You can read every lesson without an account.</Trans>
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link
              to={`/courses/${courses[0]?.slug ?? ""}`}
              prefetch="intent"
              className="rounded-md bg-on-accent px-5 py-3 font-semibold text-accent hover:opacity-90"
            >
              <Trans>Start learning</Trans>
            </Link>
            <Link
              to="/sign-up"
              prefetch="intent"
              className="rounded-md border border-on-accent px-5 py-3 font-semibold hover:bg-on-accent/10"
            >
              <Trans>Create a free account</Trans>
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

/** A small perceptron drawn as a diagram: inputs, weights, a sum and an output. */
function HeroDiagram() {
  const { t } = useLingui();
  return (
    <figure className="mx-auto w-full max-w-md">
      <svg viewBox="0 0 320 220" role="img" aria-labelledby="hero-diagram-title" className="w-full">
        <title id="hero-diagram-title">
          {t`A diagram of an artificial neuron: three inputs, each multiplied by a weight, are added up and passed to a single output.`}
        </title>
        {[50, 110, 170].map((y) => (
          <g key={y}>
            <line x1="60" y1={y} x2="190" y2="110" className="stroke-line" strokeWidth="3" />
            <circle cx="45" cy={y} r="18" className="fill-accent-soft stroke-accent" strokeWidth="2" />
          </g>
        ))}
        <line x1="230" y1="110" x2="285" y2="110" className="stroke-accent" strokeWidth="3" />
        <circle cx="210" cy="110" r="26" className="fill-accent" />
        <text x="210" y="117" textAnchor="middle" className="fill-on-accent font-bold" fontSize="22">
          Σ
        </text>
        <circle cx="292" cy="110" r="12" className="fill-surface stroke-accent" strokeWidth="3" />
        {["x₁", "x₂", "x₃"].map((label, i) => (
          <text key={label} x="45" y={56 + i * 60} textAnchor="middle" className="fill-ink" fontSize="15">
            {label}
          </text>
        ))}
        {["w₁", "w₂", "w₃"].map((label, i) => (
          <text key={label} x="120" y={[68, 104, 158][i]} className="fill-muted" fontSize="13">
            {label}
          </text>
        ))}
      </svg>
      <figcaption className="mt-2 text-center text-muted text-sm">
        <Trans>One artificial neuron: you will train one yourself in the first course.</Trans>
      </figcaption>
    </figure>
  );
}
