import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useSearchParams } from "react-router";
import { formatNumber } from "#app/site/locale.ts";
import { pageLinks } from "#app/site/pages.ts";
import { useLanguage } from "#app/site/use-language.ts";

const pageClass = "inline-flex min-h-9 min-w-9 items-center justify-center rounded-md px-2";

/**
 * Links to the other pages of a long list, below it: "51–100 of 1,000 members" and
 * Previous 1 … 4 5 6 … 20 Next. Each link keeps the page's other query parameters (a sort, the
 * other list's page), drops a one-off status message, and goes to `hash`, the list's section.
 * Plain links: paging works without JavaScript. Nothing shows for a list of one page.
 */
export function Pager({
  label,
  param,
  hash,
  page,
  pages,
  first,
  last,
  total,
  noun,
}: {
  /** Names the navigation landmark, e.g. "Pages of the progress grid". */
  label: string;
  /** The query parameter that holds this list's page. */
  param: string;
  hash: string;
  page: number;
  pages: number;
  first: number;
  last: number;
  total: number;
  /**
   * The line that says which items show: a function of the formatted numbers that returns one
   * whole message ("51–100 of 1,000 members"), or, for an English-only page, what the list
   * counts in the plural ("members").
   */
  noun: string | ((range: { first: string; last: string; total: string }) => string);
}) {
  const { t } = useLingui();
  const language = useLanguage();
  const [search] = useSearchParams();
  if (pages <= 1) return null;
  const to = (n: number) => {
    const next = new URLSearchParams(search);
    next.delete("status");
    if (n === 1) next.delete(param);
    else next.set(param, String(n));
    const query = next.toString();
    // This page's path; no stray "?" when the first page leaves no parameter.
    return { search: query ? `?${query}` : "", hash: `#${hash}` };
  };
  const range = {
    first: formatNumber(first, language),
    last: formatNumber(last, language),
    total: formatNumber(total, language),
  };
  const { first: start, last: end, total: count } = range;
  const shown =
    typeof noun === "function"
      ? noun(range)
      : t({
          message: `${start}–${end} of ${count} ${noun}`,
          comment: "the items of a list that a pager shows: 51–100 of 1,000 members",
        });
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted">{shown}</p>
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 ? (
          <li>
            <Link to={to(page - 1)} rel="prev" className={`${pageClass} font-medium text-link underline`}>
              <Trans>
                Previous<span className="sr-only"> page</span>
              </Trans>
            </Link>
          </li>
        ) : null}
        {pageLinks(page, pages).map((n, i) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place.
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className={`${pageClass} bg-accent font-semibold text-on-accent`}>
                  <PageNumber n={n} />
                </span>
              ) : (
                <Link to={to(n)} className={`${pageClass} text-link underline`}>
                  <PageNumber n={n} />
                </Link>
              )}
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link to={to(page + 1)} rel="next" className={`${pageClass} font-medium text-link underline`}>
              <Trans>
                Next<span className="sr-only"> page</span>
              </Trans>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** A page's number, read as "Page 4". */
function PageNumber({ n }: { n: number }) {
  const number = formatNumber(n, useLanguage());
  return (
    <Trans>
      <span className="sr-only">Page </span>
      {number}
    </Trans>
  );
}
