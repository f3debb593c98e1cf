import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { ColumnHeader, Table } from "#app/components/ui/table.tsx";
import { DemoFrame, Select, Toggle } from "#app/demos/kit.tsx";
import { numberFormat } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";
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

const ZIP_TEXT = [msg`full ZIP codes`, msg`4-digit ZIP codes`, msg`3-digit ZIP codes`, msg`ZIP codes hidden`];
const YEAR_TEXT = [msg`exact birth years`, msg`5-year birth bands`, msg`10-year birth bands`, msg`birth years hidden`];
const GENDER_TEXT = [msg`gender shown`, msg`gender hidden`];
const GENDER_WORD = { F: msg`female`, M: msg`male` };
const GENDER_SHORT = {
  F: msg({ message: "F", comment: "Gender column: female, one letter" }),
  M: msg({ message: "M", comment: "Gender column: male, one letter" }),
};
/** The diagnoses as the data holds them (English keys), shown in the learner's language. */
const DIAGNOSIS_WORDS: Record<string, MessageDescriptor> = {
  Asthma: msg`Asthma`,
  Diabetes: msg`Diabetes`,
  Migraine: msg`Migraine`,
  Eczema: msg`Eczema`,
  "High blood pressure": msg`High blood pressure`,
  "Back pain": msg`Back pain`,
};

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
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const percent = (v: number) => numberFormat(language, { style: "percent", maximumFractionDigits: 0 }).format(v);
  const levelOptions = (labels: readonly MessageDescriptor[]) =>
    labels.map((label, i) => ({ value: String(i), label: i18n._(label) }));
  const diagnosisWord = (d: string) => {
    const word = DIAGNOSIS_WORDS[d];
    return word ? i18n._(word) : d;
  };
  const genderWord = (g: "F" | "M") => i18n._(GENDER_WORD[g]);
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

  const name = target.name;
  const how = i18n._(target.how);
  const zip = person.zip;
  const born = person.birthYear;
  const gender = genderWord(person.gender);
  const diagnosis = diagnosisWord(diagnoses[0] ?? "");
  const rows = found.length;
  const different = diagnoses.length;
  const verdict =
    factsUsed === 0
      ? t`Tick a fact to start filtering: for now, any of the 40 rows could be ${name}.`
      : rows === 1
        ? t`Re-identified: only one row matches, and it says “${diagnosis}”. No name was needed.`
        : different === 1
          ? t`${rows} rows match, but every one says “${diagnosis}”: the attacker learns it anyway.`
          : t`${rows} rows match, with ${different} different diagnoses: the attacker cannot be sure.`;

  const zipText = i18n._(ZIP_TEXT[settings.zip] ?? msg`full ZIP codes`);
  const yearText = i18n._(YEAR_TEXT[settings.year] ?? msg`exact birth years`);
  const genderText = i18n._(GENDER_TEXT[settings.gender] ?? msg`gender shown`);
  const k = p.k;
  const groups = p.groups;
  const unique = p.unique;
  const usefulText = percent(useful);
  const status = `${t`Published with ${zipText}, ${yearText}, ${genderText}: k = ${k}, ${unique} people unique, usefulness ${usefulText}.`} ${t`${plural(factsUsed, { one: `Attacker looking for ${name} using # fact:`, other: `Attacker looking for ${name} using # facts:` })}`} ${verdict}`;

  function reset() {
    setSettings(FULL_DETAIL);
    setTargetIndex(0);
    setUse({ zip: false, year: false, gender: false });
    setOnlyMatches(false);
  }

  const shown = PATIENTS.map((patient, i) => ({ patient, i })).filter(({ i }) => !onlyMatches || foundSet.has(i));

  return (
    <DemoFrame
      title={t`Re-identification challenge`}
      intro={t`A clinic publishes 40 fictional patient records with the names removed. First play the attacker: use what you know about someone to find their row. Then play the protector: blur the columns until nobody can be singled out.`}
      status={status}
      onReset={reset}
    >
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <section aria-labelledby={attackerId} className="rounded-md border border-line p-3">
          <h4 id={attackerId} className="font-semibold">
            <Trans>1. The attacker</Trans>
          </h4>
          <div className="mt-2">
            <Select
              label={t`Target`}
              value={String(targetIndex)}
              options={TARGETS.map((t, i) => ({ value: String(i), label: t.name }))}
              onChange={(v) => {
                setTargetIndex(Number(v));
                setUse({ zip: false, year: false, gender: false });
              }}
            />
          </div>
          <p className="mt-2 text-sm">
            <Trans>
              {name}: {how}. You know: ZIP code {zip}, born {born}, {gender}.
            </Trans>
          </p>
          <fieldset className="mt-2 flex flex-col gap-1.5">
            <legend className="font-medium text-sm">
              <Trans>Filter the published table by</Trans>
            </legend>
            <Toggle label={t`ZIP code ${zip}`} checked={use.zip} onChange={(c) => setUse({ ...use, zip: c })} />
            <Toggle label={t`Birth year ${born}`} checked={use.year} onChange={(c) => setUse({ ...use, year: c })} />
            <Toggle label={t`Gender: ${gender}`} checked={use.gender} onChange={(c) => setUse({ ...use, gender: c })} />
          </fieldset>
          <p className={`mt-3 font-medium text-sm ${found.length === 1 ? "text-bad" : ""}`}>
            <span aria-hidden="true">{found.length === 1 ? "⚠ " : "◆ "}</span>
            {verdict}
          </p>
        </section>

        <section aria-labelledby={protectorId} className="rounded-md border border-line p-3">
          <h4 id={protectorId} className="font-semibold">
            <Trans>2. The data protector</Trans>
          </h4>
          <div className="mt-2 grid grid-cols-1 gap-2">
            <Select
              label={t`ZIP code`}
              value={String(settings.zip)}
              options={levelOptions(ZIP_LEVELS)}
              onChange={(v) => setSettings({ ...settings, zip: Number(v) as Settings["zip"] })}
            />
            <Select
              label={t`Birth year`}
              value={String(settings.year)}
              options={levelOptions(YEAR_LEVELS)}
              onChange={(v) => setSettings({ ...settings, year: Number(v) as Settings["year"] })}
            />
            <Select
              label={t`Gender`}
              value={String(settings.gender)}
              options={levelOptions(GENDER_LEVELS)}
              onChange={(v) => setSettings({ ...settings, gender: Number(v) as Settings["gender"] })}
            />
          </div>
          <div className="mt-3 space-y-2">
            <Meter
              label={t`k-anonymity (smallest group)`}
              value={Math.min(1, Math.log2(p.k + 1) / Math.log2(41))}
              text={`k = ${p.k}`}
              tone="bg-good"
            />
            <Meter label={t`Usefulness (detail kept)`} value={useful} text={usefulText} tone="bg-accent" />
          </div>
          <p className="mt-2 text-muted text-xs">
            {t`${plural(groups, { one: "# group;", other: "# groups;" })}`}{" "}
            {t`${plural(unique, { one: "# person is alone in their group.", other: "# people are alone in their group." })}`}{" "}
            <Trans>
              k = 1 means someone can be singled out. Usefulness is one minus the average share of each column blurred.
            </Trans>
          </p>
        </section>
      </div>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-sm">
          <Trans>Published table ({rows} of 40 rows match the attacker's filters)</Trans>
        </p>
        <Toggle label={t`Show only matching rows`} checked={onlyMatches} onChange={setOnlyMatches} />
      </div>
      <Table
        scroll={{
          className: "mt-2 max-h-80 overflow-auto rounded-md border border-line",
          label: t`Published patient table (scrolls)`,
        }}
        caption={t`Published records; rows matching the attacker's filters are marked`}
        className="w-full border-collapse text-left text-xs"
        headClassName="sticky top-0 bg-raised"
        headRowClassName=""
        head={[
          t`Row`,
          t({ message: "ZIP", comment: "Column: ZIP code" }),
          t({ message: "Born", comment: "Column: birth year" }),
          t`Gender`,
          t`Diagnosis`,
          t`Group size`,
          t({ message: "Match", comment: "Column: does the row match the attacker's filters" }),
        ].map((h) => (
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
              <td className="px-2 py-0.5">
                {r.gender === "F" || r.gender === "M" ? i18n._(GENDER_SHORT[r.gender]) : r.gender}
              </td>
              <td className="whitespace-nowrap px-2 py-0.5 font-sans">{diagnosisWord(r.diagnosis)}</td>
              <td className={`px-2 py-0.5 ${size === 1 ? "font-bold text-bad" : ""}`}>
                {size}
                {size === 1 ? ` ${t`(unique)`}` : ""}
              </td>
              <td className="whitespace-nowrap px-2 py-0.5 font-sans">{hit ? t`◆ match` : ""}</td>
            </tr>
          );
        })}
      </Table>
    </DemoFrame>
  );
}
