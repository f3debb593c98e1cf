// A long list shown a page at a time: which page a link asked for, and which items it holds.
// Links carry the page in the query string (`?page=3`), so paging works without JavaScript.

/** Where a page sits in its list: what a pager needs. */
export type PagePlace = {
  /** 1-based; always a page that exists (1 for an empty list). */
  page: number;
  pages: number;
  total: number;
  /** 1-based positions of the first and last item shown (0 and 0 for an empty list). */
  first: number;
  last: number;
};

export type Paged<T> = PagePlace & { items: T[] };

/**
 * The page of a list of `total` items that `requested` (a query-string value) asks for, `size`
 * to a page, and the offset of its first item, for a query that reads only that page. Anything
 * but a whole number from 1 gives the first page, and a page past the end gives the last: a
 * link kept from before items went still shows something.
 */
export function placeIn(
  total: number,
  requested: string | null | undefined,
  size: number,
): PagePlace & { offset: number } {
  const pages = Math.max(1, Math.ceil(total / size));
  const asked = /^\d{1,9}$/.test(requested ?? "") ? Number(requested) : 1;
  const page = Math.min(Math.max(asked, 1), pages);
  const offset = (page - 1) * size;
  const shown = Math.max(0, Math.min(size, total - offset));
  return { page, pages, total, first: shown ? offset + 1 : 0, last: offset + shown, offset };
}

/** The page of `items` that `requested` asks for, `size` to a page (see `placeIn`). */
export function pageOf<T>(items: readonly T[], requested: string | null | undefined, size: number): Paged<T> {
  const { offset, ...place } = placeIn(items.length, requested, size);
  return { items: items.slice(offset, offset + size), ...place };
}

/**
 * The page numbers a pager links to: the first, the last, and the two either side of the
 * current one; `null` where numbers are left out. 1 … 4 5 6 … 20.
 */
export function pageLinks(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages);
  shown.sort((a, b) => a - b);
  const links: (number | null)[] = [];
  for (const [i, n] of shown.entries()) {
    const before = shown[i - 1];
    if (before !== undefined && n - before === 2) links.push(before + 1);
    else if (before !== undefined && n - before > 2) links.push(null);
    links.push(n);
  }
  return links;
}
