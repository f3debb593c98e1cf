import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import type { Heading } from "#app/content/document.ts";
import { formatDay } from "#app/site/dates.ts";
import { useLanguage } from "#app/site/use-language.ts";
import { ContentsList } from "./contents-list.tsx";
import { PageHeader } from "./page-header.tsx";

// Shown only on a translation whose English has changed since: its code loads only then.
const TranslationNotice = lazy(() =>
  import("./translation-notice.tsx").then((m) => ({ default: m.TranslationNotice })),
);

/** A long-form page rendered from content/pages/*.md: heading, optional contents, prose. */
export function ContentPage({
  title,
  lede,
  html,
  headings,
  updated,
  outdated = false,
  before,
}: {
  title: string;
  lede?: string;
  html: string;
  headings?: Heading[];
  updated?: string;
  /** A translation whose English text has changed since: the page says so, linking to it. */
  outdated?: boolean;
  /** Shown above the text, such as who runs the site on the terms page. */
  before?: React.ReactNode;
}) {
  const contents = (headings ?? []).filter((h) => h.level === 2);
  const { t } = useLingui();
  const language = useLanguage();
  const day = updated ? formatDay(updated, language) : "";
  return (
    <>
      <PageHeader title={title} lede={lede} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8">
        {contents.length > 2 ? (
          <nav aria-label={t`On this page`} className="lg:sticky lg:top-24 lg:self-start">
            <h2 className="font-semibold text-sm">
              <Trans>On this page</Trans>
            </h2>
            <ContentsList headings={contents} className="mt-3 space-y-2 border-line border-l pl-4 text-sm" />
          </nav>
        ) : (
          <div className="hidden lg:block" />
        )}
        <div>
          {outdated ? (
            <Suspense>
              <TranslationNotice className="mb-6" />
            </Suspense>
          ) : null}
          {updated ? (
            <p className="mb-6 text-muted text-sm">
              <Trans>
                Last updated <time dateTime={updated}>{day}</time>
              </Trans>
            </p>
          ) : null}
          {before}
          <article
            className="prose prose-synapse max-w-3xl prose-headings:scroll-mt-24 prose-a:underline-offset-2"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered at build time.
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </div>
      </div>
    </>
  );
}
