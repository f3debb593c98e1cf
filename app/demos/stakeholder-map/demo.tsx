import { Trans, useLingui } from "@lingui/react/macro";
import { type DragEvent, useState } from "react";
import { Button, DemoFrame, Select } from "#app/demos/kit.tsx";
import { formatAlternatives, formatList } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";
import {
  AMOUNT_NAMES,
  type Amount,
  compare,
  isPlaced,
  type Placements,
  REQUIREMENTS,
  type RequirementId,
  ROLE_NAMES,
  SCENARIOS,
  type Stakeholder,
} from "./logic.ts";

type State = {
  scenario: string;
  placements: Record<string, Placements>;
  picked: string | null;
  compared: boolean;
  message: string;
};
const initial = (message: string): State => ({
  scenario: "proctoring",
  placements: {},
  picked: null,
  compared: false,
  message,
});
const LEVELS: Amount[] = [0, 1, 2];

export default function Demo() {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const fresh = () => initial(t`Pick a group, then choose where it goes on the grid.`);
  const amount = (a: Amount) => i18n._(AMOUNT_NAMES[a]);
  const requirement = (r: RequirementId) => i18n._(REQUIREMENTS[r]);
  const tagOptions = [
    { value: "", label: t`Choose a requirement…` },
    ...(Object.keys(REQUIREMENTS) as RequirementId[]).map((r) => ({ value: r, label: requirement(r) })),
  ];
  const spot = (b: Amount, h: Amount) => {
    const benefit = amount(b);
    const harm = amount(h);
    return t`benefit ${benefit}, harm ${harm}`;
  };
  const [s, setS] = useState<State>(fresh);
  const scenario = SCENARIOS.find((x) => x.id === s.scenario) ?? SCENARIOS[0];
  if (!scenario) return null;
  const placements = s.placements[scenario.id] ?? {};
  const name = (id: string) => {
    const found = scenario.stakeholders.find((x) => x.id === id);
    return found ? i18n._(found.name) : id;
  };
  const placedCount = scenario.stakeholders.filter((x) => isPlaced(placements[x.id])).length;
  const result = compare(scenario, placements);

  const setPlacements = (next: Placements, message: string) =>
    setS((p) => ({
      ...p,
      placements: { ...p.placements, [scenario.id]: next },
      picked: null,
      compared: false,
      message,
    }));
  const placedMessage = (id: string, benefit: Amount, harm: Amount) => {
    const group = name(id);
    const where = spot(benefit, harm);
    return t`Placed ${group} at ${where}.`;
  };
  const place = (id: string, benefit: Amount, harm: Amount) =>
    setPlacements({ ...placements, [id]: { ...placements[id], benefit, harm } }, placedMessage(id, benefit, harm));
  const unplace = (id: string) => {
    const group = name(id);
    setPlacements({ ...placements, [id]: {} }, t`${group} moved back to the tray.`);
  };
  const onDrop = (benefit: Amount, harm: Amount) => (e: DragEvent<HTMLFieldSetElement>) => {
    e.preventDefault();
    const id = e.dataTransfer.getData("text/plain");
    if (scenario.stakeholders.some((x) => x.id === id)) place(id, benefit, harm);
  };

  const stName = (st: Stakeholder) => i18n._(st.name);
  const pickedMessage = (st: Stakeholder) => {
    const group = stName(st);
    return t`Picked up ${group}: now choose a “Place here” button.`;
  };
  const chip = (st: Stakeholder) => (
    <button
      key={st.id}
      type="button"
      draggable
      onDragStart={(e) => e.dataTransfer.setData("text/plain", st.id)}
      aria-pressed={s.picked === st.id}
      onClick={() =>
        setS((p) => ({
          ...p,
          picked: p.picked === st.id ? null : st.id,
          message: p.picked === st.id ? t`Put down.` : pickedMessage(st),
        }))
      }
      className={`max-w-full rounded-full border px-2 py-0.5 text-left text-xs ${
        s.picked === st.id ? "border-accent bg-accent text-on-accent" : "border-line bg-canvas"
      }`}
    >
      {stName(st)}
    </button>
  );

  const tray = scenario.stakeholders.filter((x) => !isPlaced(placements[x.id]));
  const risks = scenario.stakeholders.filter((x) => (placements[x.id]?.harm ?? 0) > 0);
  const { exact, tagsRight, tagsExpected } = result;
  const tagMessage = (st: Stakeholder, tag: string) => {
    const group = stName(st);
    const chosen = tag ? requirement(tag as RequirementId) : "";
    return tag ? t`Tagged ${group}: ${chosen}.` : t`Tag removed from ${group}.`;
  };
  const placeHere = (id: string, benefit: Amount, harm: Amount) => {
    const group = name(id);
    const where = spot(benefit, harm);
    return t`Place ${group} here: ${where}`;
  };
  const riskLabel = (st: Stakeholder) => {
    const group = stName(st);
    const harm = amount(placements[st.id]?.harm ?? 0);
    return t`${group} (harm ${harm})`;
  };
  const mostHarmed = formatList(result.mostHarmed.map(stName), language);
  const notUsers = result.mostHarmedNotUsers;
  const harmedCount = result.mostHarmed.length;
  const pickedName = s.picked ? name(s.picked) : "";
  const total = scenario.stakeholders.length;
  const overlooked = formatList(result.overlooked.map(stName), language);
  const status = s.compared
    ? `${t`Compared: ${exact} of ${total} on the expert's cell, ${tagsRight} of ${tagsExpected} requirement tags match.`} ${
        result.overlooked.length ? t`Overlooked: ${overlooked}.` : t`No highly harmed group overlooked.`
      }`
    : `${s.message} ${t`${placedCount} of ${total} groups placed.`}`;

  return (
    <DemoFrame
      title={t`Who gains, who is harmed? A stakeholder map`}
      intro={t`Place each group on the grid by how much it benefits and how much it could be harmed, tag each risk with a trustworthy-AI requirement, then compare with an expert's map. Predict first: who is most at risk?`}
      status={status}
      onReset={() => setS(fresh())}
    >
      <div className="[&_select]:w-full">
        <Select
          label={t`Scenario`}
          value={scenario.id}
          options={SCENARIOS.map((x) => ({ value: x.id, label: i18n._(x.name) }))}
          onChange={(id) => {
            const chosen = SCENARIOS.find((x) => x.id === id);
            const title = chosen ? i18n._(chosen.name) : "";
            setS((p) => ({
              ...p,
              scenario: id,
              picked: null,
              compared: false,
              message: t`Scenario: ${title}.`,
            }));
          }}
        />
      </div>
      <p className="mt-2 text-sm">{i18n._(scenario.description)}</p>

      <div className="mt-3">
        <p className="font-medium text-sm">
          <Trans>Not placed yet</Trans>
        </p>
        <div className="mt-1 flex min-h-8 flex-wrap gap-1">
          {tray.length ? (
            tray.map(chip)
          ) : (
            <span className="text-muted text-xs">
              <Trans>All placed.</Trans>
            </span>
          )}
        </div>
      </div>

      <div className="mt-3 grid grid-cols-[1.25rem_repeat(3,minmax(0,1fr))] gap-1 text-xs">
        <div className="row-span-3 flex items-center justify-center">
          <span className="-rotate-90 whitespace-nowrap font-medium">
            <Trans>Harm ↑</Trans>
          </span>
        </div>
        {([2, 1, 0] as Amount[]).map((harm) =>
          LEVELS.map((benefit) => {
            const here = scenario.stakeholders.filter(
              (x) => placements[x.id]?.harm === harm && placements[x.id]?.benefit === benefit,
            );
            return (
              <fieldset
                key={`${harm}-${benefit}`}
                aria-label={spot(benefit, harm)}
                onDragOver={(e) => e.preventDefault()}
                onDrop={onDrop(benefit, harm)}
                className={`flex min-h-20 min-w-0 flex-col gap-1 rounded-md border border-line p-1 ${harm === 2 ? "bg-warn-soft" : "bg-raised"}`}
              >
                <span className="text-[10px] text-muted">
                  <Cell benefit={amount(benefit)} harm={amount(harm)} />
                </span>
                <div className="flex flex-wrap gap-1">{here.map(chip)}</div>
                {s.picked ? (
                  <button
                    type="button"
                    onClick={() => s.picked && place(s.picked, benefit, harm)}
                    className="mt-auto rounded border border-accent border-dashed px-1 py-0.5 text-[11px]"
                    aria-label={placeHere(s.picked, benefit, harm)}
                  >
                    <Trans>Place here</Trans>
                  </button>
                ) : null}
              </fieldset>
            );
          }),
        )}
        <div />
        <div className="col-span-3 text-center font-medium">
          <Trans>Benefit →</Trans>
        </div>
      </div>
      {s.picked && isPlaced(placements[s.picked]) ? (
        <Button variant="secondary" className="mt-2" onClick={() => s.picked && unplace(s.picked)}>
          <Trans>Move {pickedName} back to the tray</Trans>
        </Button>
      ) : null}

      {risks.length ? (
        <div className="mt-4">
          <p className="font-medium text-sm">
            <Trans>Tag each risk with the requirement it most concerns</Trans>
          </p>
          <ul className="mt-2 grid gap-3 sm:grid-cols-2 [&_select]:w-full">
            {risks.map((st) => (
              <li key={st.id}>
                <Select
                  label={riskLabel(st)}
                  value={placements[st.id]?.tag ?? ""}
                  options={tagOptions}
                  onChange={(tag) =>
                    setPlacements(
                      {
                        ...placements,
                        [st.id]: { ...placements[st.id], tag: tag ? (tag as RequirementId) : undefined },
                      },
                      tagMessage(st, tag),
                    )
                  }
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => setS((p) => ({ ...p, compared: true, picked: null }))}>
          <Trans>Compare with expert map</Trans>
        </Button>
      </div>

      {s.compared ? (
        <div className="mt-4 text-sm">
          <p>
            <Trans>
              The groups the expert sees as most harmed: {mostHarmed}.{" "}
              <strong>
                {notUsers} of {harmedCount}
              </strong>{" "}
              neither buy nor operate the system.
            </Trans>
          </p>
          <ul className="mt-3 flex flex-col gap-2">
            {result.rows.map((r) => {
              const p = placements[r.stakeholder.id];
              const ex = r.stakeholder.expert;
              return (
                <li
                  key={r.stakeholder.id}
                  className={`rounded-md border p-2 ${r.overlooked ? "border-bad" : "border-line"}`}
                >
                  <p className="font-medium">
                    {stName(r.stakeholder)}{" "}
                    <span className="font-normal text-muted">({i18n._(ROLE_NAMES[r.stakeholder.role])})</span>
                    {r.overlooked ? (
                      <span className="ml-1 text-bad">
                        <Trans>⚠ Overlooked</Trans>
                      </span>
                    ) : null}
                  </p>
                  <p>
                    <Trans comment="The learner's own placement">You:</Trans>{" "}
                    {r.placed && p?.benefit !== undefined && p.harm !== undefined
                      ? `${spot(p.benefit, p.harm)}${p.tag ? `; ${requirement(p.tag)}` : ""}`
                      : t`not placed`}
                    {r.tagOk === true ? " ✓" : r.tagOk === false && p?.tag ? " ✗" : ""}
                  </p>
                  <p>
                    <Trans>Expert:</Trans> {spot(ex.benefit, ex.harm)}
                    {ex.tags.length ? `; ${formatAlternatives(ex.tags.map(requirement), language)}` : ""}
                  </p>
                  <p className="text-muted">{i18n._(r.stakeholder.note)}</p>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </DemoFrame>
  );
}

/** A grid cell's corner label: its benefit and harm, abbreviated. */
function Cell({ benefit, harm }: { benefit: string; harm: string }) {
  return (
    <Trans comment="Corner of a grid cell: B = benefit, H = harm">
      B {benefit} · H {harm}
    </Trans>
  );
}
