import { Trans } from "@lingui/react/macro";
import type { ComponentProps } from "react";
import { href } from "react-router";
import { GroupGrid } from "#app/components/group-grid.tsx";
import { pathIn } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";
import { sectionClass } from "./section.ts";

/** The grid of members × assigned courses, with its follow-ups, hardest questions and CSV download. */
export function ProgressSection({
  groupId,
  grid,
}: {
  groupId: string;
  grid: Omit<ComponentProps<typeof GroupGrid>, "groupId">;
}) {
  const language = useLanguage();
  return (
    <section id="progress" aria-labelledby="progress-heading" className={sectionClass}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="progress-heading" className="font-bold text-2xl">
          <Trans>Progress</Trans>
        </h2>
        {grid.courses.length > 0 && grid.place.total > 0 ? (
          // A plain link (a download, not a page), so its address names the page's language: the CSV's headers are in it.
          <a
            href={pathIn(language, href("/groups/:group/progress.csv", { group: groupId }))}
            className="font-medium text-link underline"
            download
          >
            <Trans>Download as CSV</Trans>
          </a>
        ) : null}
      </div>
      <GroupGrid groupId={groupId} {...grid} />
    </section>
  );
}
