import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { PageHeader } from "#app/components/page-header.tsx";
import { contentIn } from "#app/content/content.server.ts";
import { publicPage } from "#app/http/caching.ts";
import { i18nOf, languageOf } from "#app/http/i18n.server.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/experts.ts";

// The same for every visitor who is not signed in: rendered once per build and cached.
export const headers = publicPage;

export function loader({ context }: Route.LoaderArgs) {
  const i18n = i18nOf({ context });
  return {
    title: i18n._(msg`Experts`),
    description: i18n._(
      msg`The people behind artificial intelligence, from Alan Turing to today: short factual biographies, their key contributions with dates, and where to read more.`,
    ),
    experts: contentIn(languageOf({ context })).expertList,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, { title: loaderData.title, description: loaderData.description, path: "/experts" })
    : [];

type Expert = Route.ComponentProps["loaderData"]["experts"][number];

/** The eras the expert files name (keys), in the reader's words. */
const ERAS: Record<Expert["era"], MessageDescriptor> = {
  Foundations: msg({ message: "Foundations", comment: "an era of AI history, heading on the experts page" }),
  "Symbolic AI": msg({ message: "Symbolic AI", comment: "an era of AI history" }),
  "Machine learning": msg({ message: "Machine learning", comment: "an era of AI history" }),
  "Deep learning": msg({ message: "Deep learning", comment: "an era of AI history" }),
  Robotics: msg({ message: "Robotics", comment: "an era of AI history" }),
  "Ethics and society": msg({ message: "Ethics and society", comment: "an era of AI history" }),
};

/** What kind of work a further reading is (keys in the expert files). */
const KINDS: Record<Expert["furtherReading"][number]["kind"], MessageDescriptor> = {
  paper: msg({ message: "paper", comment: "kind of further reading, in brackets after its title" }),
  book: msg({ message: "book", comment: "kind of further reading, in brackets after its title" }),
  article: msg({ message: "article", comment: "kind of further reading, in brackets after its title" }),
  lecture: msg({ message: "lecture", comment: "kind of further reading, in brackets after its title" }),
};

/** " · 1912–1954", " · born 1947", or nothing. Years are written as they are, without grouping. */
function Lifespan({ born, died }: { born?: number | undefined; died?: number | undefined }) {
  if (born && died) return <> · {`${born}–${died}`}</>;
  return born ? (
    <>
      {" · "}
      <Trans comment="a living expert's year of birth">born {born}</Trans>
    </>
  ) : null;
}

export default function Experts({ loaderData }: Route.ComponentProps) {
  const { experts } = loaderData;
  const { t, i18n } = useLingui();
  const eras = [...new Set(experts.map((e) => e.era))];
  return (
    <>
      <PageHeader
        eyebrow={t`Experts`}
        title={t`The people who shaped AI`}
        lede={t`Artificial intelligence was built by people over more than seventy years. Here are some whose work you will meet in our courses: what they did, when, and where to read more.`}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <nav
          aria-label={t({ message: "Eras", comment: "aria-label of the links to the eras of AI history" })}
          className="flex flex-wrap gap-2"
        >
          {eras.map((era) => (
            <a
              key={era}
              href={`#${slugify(era)}`}
              className="rounded-full border border-line px-3 py-1 text-sm hover:bg-raised"
            >
              {i18n._(ERAS[era])}
            </a>
          ))}
        </nav>
        {eras.map((era) => (
          <section key={era} aria-labelledby={slugify(era)} className="mt-12">
            <h2 id={slugify(era)} className="font-bold text-2xl tracking-tight">
              {i18n._(ERAS[era])}
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-2">
              {experts
                .filter((e) => e.era === era)
                .map((expert) => (
                  <li key={expert.slug} id={expert.slug} className="rounded-xl border border-line bg-surface p-6">
                    <h3 className="font-semibold text-xl">{expert.name}</h3>
                    <p className="mt-1 text-muted text-sm">
                      {expert.role}
                      <Lifespan born={expert.born} died={expert.died} />
                    </p>
                    <p className="mt-4">{expert.bio}</p>
                    <h4 className="mt-5 font-semibold text-sm">
                      <Trans>Key contributions</Trans>
                    </h4>
                    <ol className="mt-2 space-y-2">
                      {expert.contributions.map((c) => (
                        <li key={c.text} className="flex gap-3 text-sm">
                          <span className="w-12 shrink-0 font-mono font-semibold text-accent">{c.year}</span>
                          <span className="text-muted">{c.text}</span>
                        </li>
                      ))}
                    </ol>
                    <h4 className="mt-5 font-semibold text-sm">
                      <Trans>Further reading</Trans>
                    </h4>
                    <ul className="mt-2 space-y-1 text-sm">
                      {expert.furtherReading.map((r) => (
                        <li key={r.title}>
                          {r.url ? (
                            <a
                              href={r.url}
                              className="text-link underline underline-offset-2"
                              rel="noopener noreferrer"
                            >
                              {r.title}
                            </a>
                          ) : (
                            <cite className="not-italic">{r.title}</cite>
                          )}{" "}
                          <span className="text-muted">
                            ({i18n._(KINDS[r.kind])}, {r.by}, {r.year})
                          </span>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

function slugify(text: string) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
