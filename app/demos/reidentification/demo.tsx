import { useId, useState } from "react";
import { ColumnHeader, Table } from "#app/components/ui/table.tsx";
import { DemoFrame, Select, Toggle } from "#app/demos/kit.tsx";
import { plural } from "#app/site/plural.ts";
import {
  type Facts,
  FULL_DETAIL,
  GENDER_LEVELS,
  groupSizes,
  matches,
  PATIENTS,
  privacy,
  release,
  type Settings,
  TARGETS,
  usefulness,
  YEAR_LEVELS,
  ZIP_LEVELS,
} from "./logic.ts";

const levelOptions = (labels: readonly string[]) => labels.map((label, i) => ({ value: String(i), label }));
const ZIP_TEXT = ["full ZIP codes", "4-digit ZIP codes", "3-digit ZIP codes", "ZIP codes hidden"];
const YEAR_TEXT = ["exact birth years", "5-year birth bands", "10-year birth bands", "birth years hidden"];
const GENDER_TEXT = ["gender shown", "gender hidden"];
const genderWord = (g: "F" | "M") => (g === "F" ? "female" : "male");

function Meter({ label, value, text, tone }: { label: string; value: number; text: string; tone: string }) {
  return (
    <div className="text-sm">
      <div className="flex justify-between gap-2">
        <span className="font-medium">{label}</span>
        <span className="whitespace-nowrap font-mono">{text}</span>
      </div>
      <div className="mt-1 h-2.5 overflow-hidden rounded-full bg-raised" aria-hidden="true">
        <div className={`h-full ${tone}`} style={{ width: `${Math.round(value * 100)}%` }} />
      </div>
    </div>
  );
}

export default function Demo() {
  const attackerId = useId();
  const protectorId = useId();
  const [settings, setSettings] = useState<Settings>(FULL_DETAIL);
  const [targetIndex, setTargetIndex] = useState(0);
  const [use, setUse] = useState({ zip: false, year: false, gender: false });
  const [onlyMatches, setOnlyMatches] = useState(false);

  const target = TARGETS[targetIndex] ?? TARGETS[0];
  const person = target ? PATIENTS[target.row] : undefined;
  if (!target || !person) return null;

  const facts: Facts = {
    zip: use.zip ? person.zip : null,
    birthYear: use.year ? person.birthYear : null,
    gender: use.gender ? person.gender : null,
  };
  const factsUsed = Object.values(use).filter(Boolean).length;
  const found = matches(PATIENTS, facts, settings);
  const foundSet = new Set(found);
  const diagnoses = [...new Set(found.map((i) => PATIENTS[i]?.diagnosis ?? ""))];
  const sizes = groupSizes(PATIENTS, settings);
  const p = privacy(PATIENTS, settings);
  const useful = usefulness(settings);

  const verdict =
    factsUsed === 0
      ? `Tick a fact to start filtering: for now, any of the 40 rows could be ${target.name}.`
      : found.length === 1
        ? `Re-identified: only one row matches, and it says “${diagnoses[0]}”. No name was needed.`
        : diagnoses.length === 1
          ? `${found.length} rows match, but every one says “${diagnoses[0]}”: the attacker learns it anyway.`
          : `${found.length} rows match, with ${diagnoses.length} different diagnoses: the attacker cannot be sure.`;

  const settingsText = `${ZIP_TEXT[settings.zip]}, ${YEAR_TEXT[settings.year]}, ${GENDER_TEXT[settings.gender]}`;
  const status =
    `Published with ${settingsText}: k = ${p.k}, ${p.unique} people unique, usefulness ${Math.round(useful * 100)}%. ` +
    `Attacker looking for ${target.name} using ${plural(factsUsed, { one: "# fact", other: "# facts" })}: ${verdict}`;

  function reset() {
    setSettings(FULL_DETAIL);
    setTargetIndex(0);
    setUse({ zip: false, year: false, gender: false });
    setOnlyMatches(false);
  }

  const shown = PATIENTS.map((patient, i) => ({ patient, i })).filter(({ i }) => !onlyMatches || foundSet.has(i));

  return (
    <DemoFrame
      title="Re-identification challenge"
      intro="A clinic publishes 40 fictional patient records with the names removed. First play the attacker: use what you know about someone to find their row. Then play the protector: blur the columns until nobody can be singled out."
      status={status}
      onReset={reset}
    >
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <section aria-labelledby={attackerId} className="rounded-md border border-line p-3">
          <h4 id={attackerId} className="font-semibold">
            1. The attacker
          </h4>
          <div className="mt-2">
            <Select
              label="Target"
              value={String(targetIndex)}
              options={TARGETS.map((t, i) => ({ value: String(i), label: t.name }))}
              onChange={(v) => {
                setTargetIndex(Number(v));
                setUse({ zip: false, year: false, gender: false });
              }}
            />
          </div>
          <p className="mt-2 text-sm">
            {target.name}: {target.how}. You know: ZIP code {person.zip}, born {person.birthYear},{" "}
            {genderWord(person.gender)}.
          </p>
          <fieldset className="mt-2 flex flex-col gap-1.5">
            <legend className="font-medium text-sm">Filter the published table by</legend>
            <Toggle label={`ZIP code ${person.zip}`} checked={use.zip} onChange={(c) => setUse({ ...use, zip: c })} />
            <Toggle
              label={`Birth year ${person.birthYear}`}
              checked={use.year}
              onChange={(c) => setUse({ ...use, year: c })}
            />
            <Toggle
              label={`Gender: ${genderWord(person.gender)}`}
              checked={use.gender}
              onChange={(c) => setUse({ ...use, gender: c })}
            />
          </fieldset>
          <p className={`mt-3 font-medium text-sm ${found.length === 1 ? "text-bad" : ""}`}>
            <span aria-hidden="true">{found.length === 1 ? "⚠ " : "◆ "}</span>
            {verdict}
          </p>
        </section>

        <section aria-labelledby={protectorId} className="rounded-md border border-line p-3">
          <h4 id={protectorId} className="font-semibold">
            2. The data protector
          </h4>
          <div className="mt-2 grid grid-cols-1 gap-2">
            <Select
              label="ZIP code"
              value={String(settings.zip)}
              options={levelOptions(ZIP_LEVELS)}
              onChange={(v) => setSettings({ ...settings, zip: Number(v) as Settings["zip"] })}
            />
            <Select
              label="Birth year"
              value={String(settings.year)}
              options={levelOptions(YEAR_LEVELS)}
              onChange={(v) => setSettings({ ...settings, year: Number(v) as Settings["year"] })}
            />
            <Select
              label="Gender"
              value={String(settings.gender)}
              options={levelOptions(GENDER_LEVELS)}
              onChange={(v) => setSettings({ ...settings, gender: Number(v) as Settings["gender"] })}
            />
          </div>
          <div className="mt-3 space-y-2">
            <Meter
              label="k-anonymity (smallest group)"
              value={Math.min(1, Math.log2(p.k + 1) / Math.log2(41))}
              text={`k = ${p.k}`}
              tone="bg-good"
            />
            <Meter
              label="Usefulness (detail kept)"
              value={useful}
              text={`${Math.round(useful * 100)}%`}
              tone="bg-accent"
            />
          </div>
          <p className="mt-2 text-muted text-xs">
            {plural(p.groups, { one: "# group", other: "# groups" })};{" "}
            {plural(p.unique, {
              one: "# person is alone in their group.",
              other: "# people are alone in their group.",
            })}{" "}
            k = 1 means someone can be singled out. Usefulness is one minus the average share of each column blurred.
          </p>
        </section>
      </div>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-sm">Published table ({found.length} of 40 rows match the attacker's filters)</p>
        <Toggle label="Show only matching rows" checked={onlyMatches} onChange={setOnlyMatches} />
      </div>
      <Table
        scroll={{
          className: "mt-2 max-h-80 overflow-auto rounded-md border border-line",
          label: "Published patient table (scrolls)",
        }}
        caption="Published records; rows matching the attacker's filters are marked"
        className="w-full border-collapse text-left text-xs"
        headClassName="sticky top-0 bg-raised"
        headRowClassName=""
        head={["Row", "ZIP", "Born", "Gender", "Diagnosis", "Group size", "Match"].map((h) => (
          <ColumnHeader key={h} className="whitespace-nowrap px-2 py-1 font-semibold">
            {h}
          </ColumnHeader>
        ))}
        bodyClassName="font-mono"
      >
        {shown.map(({ patient, i }) => {
          const r = release(patient, settings);
          const hit = factsUsed > 0 && foundSet.has(i);
          const size = sizes[i] ?? 0;
          return (
            <tr key={i} className={`border-line border-t ${hit ? "bg-warn-soft" : ""}`}>
              <td className="px-2 py-0.5">{i + 1}</td>
              <td className="px-2 py-0.5">{r.zip}</td>
              <td className="whitespace-nowrap px-2 py-0.5">{r.year}</td>
              <td className="px-2 py-0.5">{r.gender}</td>
              <td className="whitespace-nowrap px-2 py-0.5 font-sans">{r.diagnosis}</td>
              <td className={`px-2 py-0.5 ${size === 1 ? "font-bold text-bad" : ""}`}>
                {size}
                {size === 1 ? " (unique)" : ""}
              </td>
              <td className="whitespace-nowrap px-2 py-0.5 font-sans">{hit ? "◆ match" : ""}</td>
            </tr>
          );
        })}
      </Table>
    </DemoFrame>
  );
}
