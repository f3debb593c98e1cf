import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { Accordion } from "~/components/ui/accordion";
import { partnershipProgrammes } from "~/lib/content.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/partnerships";

export function loader() {
  return partnershipProgrammes;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Partnerships",
    description:
      "How Synapse works with schools, companies and non-profits: free courses for every learner, help running your own copy, and a direct line to the team.",
    path: "/partnerships",
  });

export default function Partnerships({ loaderData }: Route.ComponentProps) {
  const { intro, programmes, howItWorks, faq } = loaderData;
  return (
    <>
      <PageHeader eyebrow="Partnerships" title="Bring Synapse to your learners" lede={intro} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 className="sr-only">Programs</h2>
        <ul className="grid gap-6 lg:grid-cols-3">
          {programmes.map((p) => (
            <li key={p.id} id={p.id} className="flex flex-col rounded-xl border border-line bg-surface p-6">
              <h3 className="font-semibold text-xl">{p.title}</h3>
              <p className="mt-2 font-medium text-muted text-sm">{p.audience}</p>
              <p className="mt-4">{p.summary}</p>
              <h4 className="mt-6 font-semibold text-sm">What you get</h4>
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
              How it works
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
            <Link
              to="/contact"
              prefetch="intent"
              className="mt-8 inline-block rounded-md bg-accent px-5 py-3 font-semibold text-on-accent hover:opacity-90"
            >
              Tell us about your organization
            </Link>
          </div>
          <div>
            <h2 className="font-bold text-2xl tracking-tight">Common questions</h2>
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
      </div>
    </>
  );
}
