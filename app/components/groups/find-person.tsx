import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Form, Link } from "react-router";
import { inputClass, secondaryButtonClass } from "#app/components/ui/text-field.tsx";
import { type GridSort, PERSON_QUERY_MAX } from "#app/groups/grid.ts";

/**
 * A search that narrows the grid and the people list to the people whose name (or shared
 * email) contains it: a GET form, so it works without JavaScript, keeping the grid's sort and
 * starting both lists at their first page.
 */
export function FindPerson({ query, sort, found }: { query: string; sort: GridSort; found: number }) {
  const { t } = useLingui();
  const sorted = sort.by !== "name" || sort.direction !== "ascending";
  const everyone = sorted ? `?sort=${encodeURIComponent(sort.by)}&dir=${sort.direction}` : "?";
  return (
    <div className="mt-6">
      <Form
        method="get"
        role="search"
        aria-label={t`Find people in this group`}
        className="flex max-w-lg items-end gap-3"
      >
        {sorted ? (
          <>
            <input type="hidden" name="sort" value={sort.by} />
            <input type="hidden" name="dir" value={sort.direction} />
          </>
        ) : null}
        <div className="min-w-0 flex-1">
          <label htmlFor="find-person" className="font-medium">
            <Trans>Find a person</Trans>
          </label>
          <p id="find-person-hint" className="text-muted text-sm">
            <Trans>By name, or by email where they share it.</Trans>
          </p>
          <input
            key={query}
            id="find-person"
            type="search"
            name="q"
            defaultValue={query}
            maxLength={PERSON_QUERY_MAX}
            aria-describedby="find-person-hint"
            className={inputClass}
          />
        </div>
        <button type="submit" className={secondaryButtonClass}>
          <Trans>Find</Trans>
        </button>
      </Form>
      {query ? (
        <p className="mt-2 text-sm">
          <Plural value={found} one={`# person matches “${query}”.`} other={`# people match “${query}”.`} />{" "}
          <Link to={everyone} className="font-medium text-link underline">
            <Trans>Show everyone</Trans>
          </Link>
        </p>
      ) : null}
    </div>
  );
}
