import { useState } from "react";
import { ColumnHeader, Table } from "#app/components/ui/table.tsx";
import { Button, DemoFrame, Select, Toggle } from "#app/demos/kit.tsx";
import { plural } from "#app/site/plural.ts";
import { FILMS, NEIGHBOURS, recommend, START_RATINGS, similarities, VIEWERS } from "./logic.ts";

type RatingValue = "0" | "1" | "2" | "3" | "4" | "5";
const RATING_OPTIONS: readonly { value: RatingValue; label: string }[] = [
  { value: "0", label: "Haven't seen" },
  { value: "1", label: "★ 1 star" },
  { value: "2", label: "★★ 2 stars" },
  { value: "3", label: "★★★ 3 stars" },
  { value: "4", label: "★★★★ 4 stars" },
  { value: "5", label: "★★★★★ 5 stars" },
];

const stars = (r: number) => (r > 0 ? `${r}★` : "–");
const two = (v: number) => v.toFixed(2);

export default function Demo() {
  const [mine, setMine] = useState<number[]>([...START_RATINGS]);
  const [showMatrix, setShowMatrix] = useState(false);
  const [note, setNote] = useState("");

  const sims = similarities(mine);
  const recs = recommend(mine);
  const rated = mine.filter((r) => r > 0).length;
  const ranked = [...sims].sort((a, b) => b.similarity - a.similarity);
  const top = ranked[0];

  const rate = (index: number, value: number) => {
    setMine((m) => m.map((r, i) => (i === index ? value : r)));
    const film = FILMS[index]?.title ?? "";
    setNote(
      value > 0
        ? plural(value, { one: `You rated ${film} # star.`, other: `You rated ${film} # stars.` })
        : `${film}: marked as not seen.`,
    );
  };

  const status =
    rated === 0
      ? "New user: no ratings yet, so no viewer looks similar and nothing can be recommended (the cold-start problem)."
      : `${note ? `${note} ` : ""}${plural(rated, { one: "You have rated # film.", other: "You have rated # films." })} Most similar viewer: ${top?.viewer.name} (${two(
          top?.similarity ?? 0,
        )}). ${
          recs[0]
            ? `Top recommendation: ${recs[0].film.title}, predicted ${recs[0].predicted.toFixed(1)} stars.`
            : "Nothing left to recommend."
        }`;

  return (
    <DemoFrame
      title="Mini movie recommender"
      intro="Rate the films you “have seen” (they are all made up). The recommender compares your ratings with six other viewers and suggests films that the viewers most like you enjoyed."
      status={status}
      onReset={() => {
        setMine([...START_RATINGS]);
        setShowMatrix(false);
        setNote("Reset to the starting ratings.");
      }}
    >
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <h4 className="font-medium text-sm">Your ratings</h4>
          <ul className="mt-2 flex flex-col gap-2">
            {FILMS.map((f, i) => (
              <li key={f.id}>
                <Select
                  label={f.title}
                  value={String(mine[i] ?? 0) as RatingValue}
                  options={RATING_OPTIONS}
                  onChange={(v) => rate(i, Number(v))}
                />
                <p className="mt-0.5 text-muted text-xs">{f.blurb}</p>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() => {
                setMine(FILMS.map(() => 0));
                setNote("");
              }}
            >
              New user (no ratings)
            </Button>
          </div>
        </div>

        <div className="flex flex-col gap-5">
          <div>
            <h4 className="font-medium text-sm">Viewers like you</h4>
            <p className="text-muted text-xs">
              Cosine similarity of your ratings and theirs: 1 means the same taste, 0 nothing in common. The{" "}
              {NEIGHBOURS} most similar (★) make the predictions.
            </p>
            <ul className="mt-2 flex flex-col gap-1.5">
              {sims.map((s) => (
                <li
                  key={s.viewer.name}
                  className="grid grid-cols-[4.5rem_minmax(0,1fr)_2.5rem] items-center gap-2 text-sm"
                >
                  <span className={s.neighbor ? "font-semibold" : ""}>
                    {s.neighbor ? "★ " : ""}
                    {s.viewer.name}
                  </span>
                  <span className="h-3 rounded-sm bg-raised" aria-hidden="true">
                    <span
                      className={`block h-3 rounded-sm motion-safe:transition-all ${s.neighbor ? "bg-accent" : "bg-muted"}`}
                      style={{ width: `${Math.max(0, s.similarity) * 100}%` }}
                    />
                  </span>
                  <span className="text-right font-mono">{two(s.similarity)}</span>
                </li>
              ))}
            </ul>
          </div>

          <div>
            <h4 className="font-medium text-sm">Predicted ratings for films you haven't seen</h4>
            {rated === 0 ? (
              <p className="mt-2 rounded-md bg-warn-soft p-3 text-sm">
                Cold start: with no ratings, you are not similar to anyone yet, so collaborative filtering has nothing
                to go on. Rate a film or two.
              </p>
            ) : recs.length === 0 ? (
              <p className="mt-2 text-sm">You have rated every film the nearest viewers have seen.</p>
            ) : (
              <ol className="mt-2 flex flex-col gap-2">
                {recs.map((r, i) => (
                  <li
                    key={r.film.id}
                    className={`rounded-md p-2 text-sm ${i === 0 ? "border-2 border-accent bg-accent-soft" : "bg-raised"}`}
                  >
                    <p>
                      {i === 0 ? <span className="font-semibold">Recommended: </span> : null}
                      <strong>{r.film.title}</strong> — predicted{" "}
                      <span className="font-mono">{r.predicted.toFixed(1)}★</span>
                    </p>
                    <p className="text-muted text-xs">
                      Because viewers like you rated it:{" "}
                      {r.because
                        .map((b) => `${b.name} (similarity ${two(b.similarity)}) ${stars(b.rating)}`)
                        .join(", ")}
                      .
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </div>
      </div>

      <div className="mt-4">
        <Toggle label="Show everyone's ratings" checked={showMatrix} onChange={setShowMatrix} />
        {showMatrix ? (
          <div className="mt-2">
            <Table
              caption="All ratings (– = not seen). The recommender sees only these numbers, never what a film is about."
              captionClassName="text-left text-muted"
              className="w-full text-left text-[11px] sm:text-xs"
              headRowClassName=""
              head={
                <>
                  <ColumnHeader className="py-1 pr-1 font-medium">Film</ColumnHeader>
                  <ColumnHeader className="px-0.5 font-medium">You</ColumnHeader>
                  {VIEWERS.map((v) => (
                    <ColumnHeader key={v.name} className="px-0.5 font-medium">
                      {v.name}
                    </ColumnHeader>
                  ))}
                </>
              }
              bodyClassName="font-mono"
            >
              {FILMS.map((f, i) => (
                <tr key={f.id} className="border-line border-t">
                  <td className="py-1 pr-1 font-sans">{f.title}</td>
                  <td className="px-0.5 font-semibold">{stars(mine[i] ?? 0)}</td>
                  {VIEWERS.map((v) => (
                    <td key={v.name} className="px-0.5">
                      {stars(v.ratings[i] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </Table>
          </div>
        ) : null}
      </div>
    </DemoFrame>
  );
}
