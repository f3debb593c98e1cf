import type { ComponentProps } from "react";
import { href } from "react-router";
import { GroupGrid } from "#app/components/group-grid.tsx";
import { sectionClass } from "./section.ts";

/** The grid of members × assigned courses, with its follow-ups, hardest questions and CSV download. */
export function ProgressSection({
  groupId,
  grid,
}: {
  groupId: string;
  grid: Omit<ComponentProps<typeof GroupGrid>, "groupId">;
}) {
  return (
    <section id="progress" aria-labelledby="progress-heading" className={sectionClass}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="progress-heading" className="font-bold text-2xl">
          Progress
        </h2>
        {grid.courses.length > 0 && grid.place.total > 0 ? (
          <a
            href={href("/groups/:group/progress.csv", { group: groupId })}
            className="font-medium text-link underline"
            download
          >
            Download as CSV
          </a>
        ) : null}
      </div>
      <GroupGrid groupId={groupId} {...grid} />
    </section>
  );
}
