import { type DragEvent, useState } from "react";
import { Button, DemoFrame, Select } from "#app/demos/kit.tsx";
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
const INITIAL: State = {
  scenario: "proctoring",
  placements: {},
  picked: null,
  compared: false,
  message: "Pick a group, then choose where it goes on the grid.",
};
const LEVELS: Amount[] = [0, 1, 2];
const TAG_OPTIONS = [
  { value: "", label: "Choose a requirement…" },
  ...(Object.keys(REQUIREMENTS) as RequirementId[]).map((r) => ({ value: r, label: REQUIREMENTS[r] })),
];
const spot = (benefit: Amount, harm: Amount) => `benefit ${AMOUNT_NAMES[benefit]}, harm ${AMOUNT_NAMES[harm]}`;

export default function Demo() {
  const [s, setS] = useState<State>(INITIAL);
  const scenario = SCENARIOS.find((x) => x.id === s.scenario) ?? SCENARIOS[0];
  if (!scenario) return null;
  const placements = s.placements[scenario.id] ?? {};
  const name = (id: string) => scenario.stakeholders.find((x) => x.id === id)?.name ?? id;
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
  const place = (id: string, benefit: Amount, harm: Amount) =>
    setPlacements(
      { ...placements, [id]: { ...placements[id], benefit, harm } },
      `Placed ${name(id)} at ${spot(benefit, harm)}.`,
    );
  const unplace = (id: string) => setPlacements({ ...placements, [id]: {} }, `${name(id)} moved back to the tray.`);
  const onDrop = (benefit: Amount, harm: Amount) => (e: DragEvent<HTMLFieldSetElement>) => {
    e.preventDefault();
    const id = e.dataTransfer.getData("text/plain");
    if (scenario.stakeholders.some((x) => x.id === id)) place(id, benefit, harm);
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
          message: p.picked === st.id ? "Put down." : `Picked up ${st.name}: now choose a “Place here” button.`,
        }))
      }
      className={`max-w-full rounded-full border px-2 py-0.5 text-left text-xs ${
        s.picked === st.id ? "border-accent bg-accent text-on-accent" : "border-line bg-canvas"
      }`}
    >
      {st.name}
    </button>
  );

  const tray = scenario.stakeholders.filter((x) => !isPlaced(placements[x.id]));
  const risks = scenario.stakeholders.filter((x) => (placements[x.id]?.harm ?? 0) > 0);
  const status = s.compared
    ? `Compared: ${result.exact} of ${scenario.stakeholders.length} on the expert's cell, ${result.tagsRight} of ${result.tagsExpected} requirement tags match. ${
        result.overlooked.length
          ? `Overlooked: ${result.overlooked.map((x) => x.name).join(", ")}.`
          : "No highly harmed group overlooked."
      }`
    : `${s.message} ${placedCount} of ${scenario.stakeholders.length} groups placed.`;

  return (
    <DemoFrame
      title="Who gains, who is harmed? A stakeholder map"
      intro="Place each group on the grid by how much it benefits and how much it could be harmed, tag each risk with a trustworthy-AI requirement, then compare with an expert's map. Predict first: who is most at risk?"
      status={status}
      onReset={() => setS(INITIAL)}
    >
      <div className="[&_select]:w-full">
        <Select
          label="Scenario"
          value={scenario.id}
          options={SCENARIOS.map((x) => ({ value: x.id, label: x.name }))}
          onChange={(id) =>
            setS((p) => ({
              ...p,
              scenario: id,
              picked: null,
              compared: false,
              message: `Scenario: ${SCENARIOS.find((x) => x.id === id)?.name}.`,
            }))
          }
        />
      </div>
      <p className="mt-2 text-sm">{scenario.description}</p>

      <div className="mt-3">
        <p className="font-medium text-sm">Not placed yet</p>
        <div className="mt-1 flex min-h-8 flex-wrap gap-1">
          {tray.length ? tray.map(chip) : <span className="text-muted text-xs">All placed.</span>}
        </div>
      </div>

      <div className="mt-3 grid grid-cols-[1.25rem_repeat(3,minmax(0,1fr))] gap-1 text-xs">
        <div className="row-span-3 flex items-center justify-center">
          <span className="-rotate-90 whitespace-nowrap font-medium">Harm ↑</span>
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
                  B {AMOUNT_NAMES[benefit]} · H {AMOUNT_NAMES[harm]}
                </span>
                <div className="flex flex-wrap gap-1">{here.map(chip)}</div>
                {s.picked ? (
                  <button
                    type="button"
                    onClick={() => s.picked && place(s.picked, benefit, harm)}
                    className="mt-auto rounded border border-accent border-dashed px-1 py-0.5 text-[11px]"
                    aria-label={`Place ${name(s.picked)} here: ${spot(benefit, harm)}`}
                  >
                    Place here
                  </button>
                ) : null}
              </fieldset>
            );
          }),
        )}
        <div />
        <div className="col-span-3 text-center font-medium">Benefit →</div>
      </div>
      {s.picked && isPlaced(placements[s.picked]) ? (
        <Button variant="secondary" className="mt-2" onClick={() => s.picked && unplace(s.picked)}>
          Move {name(s.picked)} back to the tray
        </Button>
      ) : null}

      {risks.length ? (
        <div className="mt-4">
          <p className="font-medium text-sm">Tag each risk with the requirement it most concerns</p>
          <ul className="mt-2 grid gap-3 sm:grid-cols-2 [&_select]:w-full">
            {risks.map((st) => (
              <li key={st.id}>
                <Select
                  label={`${st.name} (harm ${AMOUNT_NAMES[placements[st.id]?.harm ?? 0]})`}
                  value={placements[st.id]?.tag ?? ""}
                  options={TAG_OPTIONS}
                  onChange={(tag) =>
                    setPlacements(
                      {
                        ...placements,
                        [st.id]: { ...placements[st.id], tag: tag ? (tag as RequirementId) : undefined },
                      },
                      tag
                        ? `Tagged ${st.name}: ${REQUIREMENTS[tag as RequirementId]}.`
                        : `Tag removed from ${st.name}.`,
                    )
                  }
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => setS((p) => ({ ...p, compared: true, picked: null }))}>Compare with expert map</Button>
      </div>

      {s.compared ? (
        <div className="mt-4 text-sm">
          <p>
            The groups the expert sees as most harmed: {result.mostHarmed.map((x) => x.name).join(", ")}.{" "}
            <strong>
              {result.mostHarmedNotUsers} of {result.mostHarmed.length}
            </strong>{" "}
            neither buy nor operate the system.
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
                    {r.stakeholder.name}{" "}
                    <span className="font-normal text-muted">({ROLE_NAMES[r.stakeholder.role]})</span>
                    {r.overlooked ? <span className="ml-1 text-bad">⚠ Overlooked</span> : null}
                  </p>
                  <p>
                    You:{" "}
                    {r.placed && p?.benefit !== undefined && p.harm !== undefined
                      ? `${spot(p.benefit, p.harm)}${p.tag ? `; ${REQUIREMENTS[p.tag]}` : ""}`
                      : "not placed"}
                    {r.tagOk === true ? " ✓" : r.tagOk === false && p?.tag ? " ✗" : ""}
                  </p>
                  <p>
                    Expert: {spot(ex.benefit, ex.harm)}
                    {ex.tags.length ? `; ${ex.tags.map((t) => REQUIREMENTS[t]).join(" or ")}` : ""}
                  </p>
                  <p className="text-muted">{r.stakeholder.note}</p>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </DemoFrame>
  );
}
