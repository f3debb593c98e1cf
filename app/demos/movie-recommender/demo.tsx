import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { ColumnHeader, Table } from "#app/components/ui/table.tsx";
import { Button, DemoFrame, Select, Toggle } from "#app/demos/kit.tsx";
import { formatList, formatNumber } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";
import { FILMS, NEIGHBOURS, recommend, START_RATINGS, similarities, VIEWERS } from "./logic.ts";

type RatingValue = "0" | "1" | "2" | "3" | "4" | "5";
const RATING_OPTIONS = [
  { value: "0", label: msg`Haven't seen` },
  { value: "1", label: msg`★ 1 star` },
  { value: "2", label: msg`★★ 2 stars` },
  { value: "3", label: msg`★★★ 3 stars` },
  { value: "4", label: msg`★★★★ 4 stars` },
  { value: "5", label: msg`★★★★★ 5 stars` },
] as const;

const stars = (r: number) => (r > 0 ? `${r}★` : "–");

function RecLine({ title, predicted }: { title: string; predicted: string }) {
  return (
    <Trans>
      <strong>{title}</strong> — predicted <span className="font-mono">{predicted}</span>
    </Trans>
  );
}

function BecauseLine({ reasons }: { reasons: string }) {
  return <Trans>Because viewers like you rated it: {reasons}.</Trans>;
}

export default function Demo() {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const two = (v: number) => formatNumber(Number(v.toFixed(2)), language);
  const one = (v: number) => formatNumber(Number(v.toFixed(1)), language);
  const reason = ({ name, similarity, rating }: { name: string; similarity: number; rating: number }) => {
    const score = two(similarity);
    const given = stars(rating);
    return t`${name} (similarity ${score}) ${given}`;
  };
  const ratingOptions = RATING_OPTIONS.map((o) => ({ value: o.value as RatingValue, label: i18n._(o.label) }));
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
    const descriptor = FILMS[index]?.title;
    const film = descriptor ? i18n._(descriptor) : "";
    setNote(
      value > 0
        ? t`${plural(value, { one: `You rated ${film} # star.`, other: `You rated ${film} # stars.` })}`
        : t`${film}: marked as not seen.`,
    );
  };

  const viewer = top?.viewer.name ?? "";
  const similarity = two(top?.similarity ?? 0);
  const best = recs[0];
  const bestFilm = best ? i18n._(best.film.title) : "";
  const predicted = best ? one(best.predicted) : "";
  const status =
    rated === 0
      ? t`New user: no ratings yet, so no viewer looks similar and nothing can be recommended (the cold-start problem).`
      : `${note ? `${note} ` : ""}${t`${plural(rated, { one: "You have rated # film.", other: "You have rated # films." })}`} ${t`Most similar viewer: ${viewer} (${similarity}).`} ${
          best ? t`Top recommendation: ${bestFilm}, predicted ${predicted} stars.` : t`Nothing left to recommend.`
        }`;

  return (
    <DemoFrame
      title={t`Mini movie recommender`}
      intro={t`Rate the films you “have seen” (they are all made up). The recommender compares your ratings with six other viewers and suggests films that the viewers most like you enjoyed.`}
      status={status}
      onReset={() => {
        setMine([...START_RATINGS]);
        setShowMatrix(false);
        setNote(t`Reset to the starting ratings.`);
      }}
    >
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <h4 className="font-medium text-sm">
            <Trans>Your ratings</Trans>
          </h4>
          <ul className="mt-2 flex flex-col gap-2">
            {FILMS.map((f, i) => (
              <li key={f.id}>
                <Select
                  label={i18n._(f.title)}
                  value={String(mine[i] ?? 0) as RatingValue}
                  options={ratingOptions}
                  onChange={(v) => rate(i, Number(v))}
                />
                <p className="mt-0.5 text-muted text-xs">{i18n._(f.blurb)}</p>
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
              <Trans>New user (no ratings)</Trans>
            </Button>
          </div>
        </div>

        <div className="flex flex-col gap-5">
          <div>
            <h4 className="font-medium text-sm">
              <Trans>Viewers like you</Trans>
            </h4>
            <p className="text-muted text-xs">
              <Trans>
                Cosine similarity of your ratings and theirs: 1 means the same taste, 0 nothing in common. The{" "}
                {NEIGHBOURS} most similar (★) make the predictions.
              </Trans>
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
            <h4 className="font-medium text-sm">
              <Trans>Predicted ratings for films you haven't seen</Trans>
            </h4>
            {rated === 0 ? (
              <p className="mt-2 rounded-md bg-warn-soft p-3 text-sm">
                <Trans>
                  Cold start: with no ratings, you are not similar to anyone yet, so collaborative filtering has nothing
                  to go on. Rate a film or two.
                </Trans>
              </p>
            ) : recs.length === 0 ? (
              <p className="mt-2 text-sm">
                <Trans>You have rated every film the nearest viewers have seen.</Trans>
              </p>
            ) : (
              <ol className="mt-2 flex flex-col gap-2">
                {recs.map((r, i) => (
                  <li
                    key={r.film.id}
                    className={`rounded-md p-2 text-sm ${i === 0 ? "border-2 border-accent bg-accent-soft" : "bg-raised"}`}
                  >
                    <p>
                      {i === 0 ? (
                        <span className="font-semibold">
                          <Trans>Recommended:</Trans>{" "}
                        </span>
                      ) : null}
                      <RecLine title={i18n._(r.film.title)} predicted={`${one(r.predicted)}★`} />
                    </p>
                    <p className="text-muted text-xs">
                      <BecauseLine reasons={formatList(r.because.map(reason), language)} />
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </div>
      </div>

      <div className="mt-4">
        <Toggle label={t`Show everyone's ratings`} checked={showMatrix} onChange={setShowMatrix} />
        {showMatrix ? (
          <div className="mt-2">
            <Table
              caption={t`All ratings (– = not seen). The recommender sees only these numbers, never what a film is about.`}
              captionClassName="text-left text-muted"
              className="w-full text-left text-[11px] sm:text-xs"
              headRowClassName=""
              head={
                <>
                  <ColumnHeader className="py-1 pr-1 font-medium">
                    <Trans>Film</Trans>
                  </ColumnHeader>
                  <ColumnHeader className="px-0.5 font-medium">
                    <Trans comment="Table column: the learner's own ratings">You</Trans>
                  </ColumnHeader>
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
                  <td className="py-1 pr-1 font-sans">{i18n._(f.title)}</td>
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
