import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { ColumnHeader, RowHeader, Table } from "#app/components/ui/table.tsx";
import { Button, ClassMarker, DemoFrame, Slider } from "#app/demos/kit.tsx";
import { formatNumber } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";
import {
  CROWD_STEPS,
  count,
  FPR_STEPS,
  type Inputs,
  iconLayout,
  iconScale,
  nearestStep,
  outcome,
  PRESETS,
  percent,
} from "./logic.ts";

type State = {
  crowdStep: number;
  wanted: number;
  tpr: number;
  fprStep: number;
  preset: string | null;
  message: string;
};

function fromPreset(id: string, i18n: I18n): State {
  const p = PRESETS.find((x) => x.id === id) ?? PRESETS[0];
  const i: Inputs = p?.inputs ?? { crowd: 50_000, wanted: 10, tpr: 0.9, fpr: 0.001 };
  return {
    crowdStep: nearestStep(CROWD_STEPS, i.crowd),
    wanted: i.wanted,
    tpr: i.tpr,
    fprStep: nearestStep(FPR_STEPS, i.fpr),
    preset: p?.id ?? null,
    message: p ? presetMessage(i18n._(p.name), i18n._(p.note), i18n) : "",
  };
}

const presetMessage = (name: string, note: string, i18n: I18n) => i18n._(msg`Preset: ${name}. ${note}`);

const SIZE = 20;

export default function Demo() {
  const { i18n, t } = useLingui();
  const language = useLanguage();
  const pc = (p: number) => percent(p, language);
  const n = (v: number) => count(v, language);
  const [s, setS] = useState<State>(() => fromPreset("stadium", i18n));
  const crowd = CROWD_STEPS[s.crowdStep] ?? 50_000;
  const fpr = FPR_STEPS[s.fprStep] ?? 0.001;
  const o = outcome({ crowd, wanted: s.wanted, tpr: s.tpr, fpr });
  const icons = iconLayout(o);
  const share = o.shareReal === null ? t`no alerts` : pc(o.shareReal);
  const crowdText = formatNumber(crowd, language);
  const wanted = formatNumber(s.wanted, language);
  const trueAlerts = n(o.trueAlerts);
  const falseAlerts = n(o.falseAlerts);
  const misses = n(o.misses);
  const alerts = n(o.alerts);
  const accuracy = pc(o.accuracy);
  const notWanted = formatNumber(crowd - Math.min(crowd, s.wanted), language);
  const summary = t`Crowd ${crowdText}, ${wanted} wanted: about ${trueAlerts} true alerts, ${falseAlerts} false alerts and ${misses} missed. Chance an alert is correct: ${share}.`;
  const set = (patch: Partial<State>, message: string) => setS((p) => ({ ...p, ...patch, preset: null, message }));

  const kinds = [
    ...Array.from({ length: icons.trueIcons }, () => "true" as const),
    ...Array.from({ length: icons.falseIcons }, () => "false" as const),
    ...Array.from({ length: icons.missIcons }, () => "miss" as const),
  ];
  const PER_ROW = kinds.length <= 60 ? 10 : 20;
  const rows = Math.max(1, Math.ceil(kinds.length / PER_ROW));
  const scale = iconScale(icons.perIcon, i18n);
  const { trueIcons, falseIcons, missIcons } = icons;

  return (
    <DemoFrame
      title={t`False-alarm calculator`}
      intro={t`Live face recognition scans a crowd for people on a watch-list. Predict first: if the system raises an alert, how likely is it that the person is really wanted?`}
      status={`${s.message} ${summary}`}
      onReset={() => setS(fromPreset("stadium", i18n))}
    >
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">
          <Trans>Presets</Trans>
        </legend>
        <span className="font-medium text-sm" aria-hidden="true">
          <Trans>Presets:</Trans>
        </span>
        {PRESETS.map((p) => (
          <Button
            key={p.id}
            variant={s.preset === p.id ? "primary" : "secondary"}
            aria-pressed={s.preset === p.id}
            onClick={() => setS(fromPreset(p.id, i18n))}
          >
            {i18n._(p.name)}
          </Button>
        ))}
      </fieldset>
      <p className="mt-1 text-muted text-xs">
        <Trans>Illustrative numbers, not measurements of a real system.</Trans>
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <Slider
          label={t`People in the crowd`}
          value={s.crowdStep}
          min={0}
          max={CROWD_STEPS.length - 1}
          format={(i) => formatNumber(CROWD_STEPS[i] ?? 0, language)}
          onChange={(crowdStep) => {
            const size = formatNumber(CROWD_STEPS[crowdStep] ?? 0, language);
            set({ crowdStep }, t`Crowd set to ${size}.`);
          }}
        />
        <Slider
          label={t`Wanted people in the crowd`}
          value={s.wanted}
          min={0}
          max={100}
          format={(v) => formatNumber(v, language)}
          onChange={(wanted) =>
            set(
              { wanted },
              i18n._(
                msg`${plural(wanted, { one: "# wanted person in the crowd.", other: "# wanted people in the crowd." })}`,
              ),
            )
          }
        />
        <Slider
          label={t`True-positive rate (wanted people flagged)`}
          value={s.tpr}
          min={0.5}
          max={1}
          step={0.01}
          format={pc}
          onChange={(tpr) => {
            const rate = pc(tpr);
            set({ tpr }, t`True-positive rate set to ${rate}.`);
          }}
        />
        <Slider
          label={t`False-positive rate (innocent people flagged)`}
          value={s.fprStep}
          min={0}
          max={FPR_STEPS.length - 1}
          format={(i) => pc(FPR_STEPS[i] ?? 0)}
          onChange={(fprStep) => {
            const rate = pc(FPR_STEPS[fprStep] ?? 0);
            set({ fprStep }, t`False-positive rate set to ${rate}.`);
          }}
        />
      </div>

      <p className="mt-4 rounded-md bg-raised p-3 text-center">
        <span className="block text-muted text-sm">
          <Trans>Chance an alert is correct</Trans>
        </span>
        <strong className="text-3xl">{share}</strong>
        <span className="block text-muted text-sm">
          <Trans>
            {trueAlerts} real ÷ {alerts} alerts · accuracy over the whole crowd {accuracy}
          </Trans>
        </span>
      </p>

      <figure className="mt-4">
        <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <strong>{icons.perIcon > 1 ? t`${scale} (icon counts rounded):` : t`${scale}:`}</strong>
          <Legend kind="true" text={t`true alert (${trueAlerts})`} />
          <Legend kind="false" text={t`false alert (${falseAlerts})`} />
          <Legend kind="miss" text={t`missed (${misses})`} />
        </figcaption>
        <svg
          viewBox={`0 0 ${PER_ROW * SIZE} ${rows * SIZE}`}
          className={`mt-2 w-full ${PER_ROW === 10 ? "max-w-sm" : "max-w-xl"}`}
          role="img"
          aria-label={t`Icon grid, ${scale}: ${trueIcons} true alerts, ${falseIcons} false alerts, ${missIcons} missed wanted people.`}
        >
          {kinds.map((k, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: icons are interchangeable positions
            <Icon key={i} kind={k} x={(i % PER_ROW) * SIZE + SIZE / 2} y={Math.floor(i / PER_ROW) * SIZE + SIZE / 2} />
          ))}
        </svg>
      </figure>

      <Table
        caption={t`Everyone in the crowd`}
        captionClassName="text-left font-medium"
        className="mt-4 w-full text-left text-sm"
        head={
          <>
            <td />
            <ColumnHeader className="py-1 pr-2 font-medium">
              <Trans>Alert</Trans>
            </ColumnHeader>
            <ColumnHeader className="py-1 font-medium">
              <Trans>No alert</Trans>
            </ColumnHeader>
          </>
        }
        bodyClassName="font-mono"
      >
        <tr className="border-line border-b">
          <RowHeader className="py-1 pr-2 font-sans font-medium">
            <Trans>Wanted ({wanted})</Trans>
          </RowHeader>
          <td className="py-1 pr-2">{trueAlerts}</td>
          <td className="py-1">{misses}</td>
        </tr>
        <tr className="border-line border-b">
          <RowHeader className="py-1 pr-2 font-sans font-medium">
            <Trans>Not wanted ({notWanted})</Trans>
          </RowHeader>
          <td className="py-1 pr-2">{falseAlerts}</td>
          <td className="py-1">{n(o.correctRejections)}</td>
        </tr>
      </Table>
    </DemoFrame>
  );
}

function Icon({ kind, x, y }: { kind: "true" | "false" | "miss"; x: number; y: number }) {
  if (kind === "true") return <ClassMarker cls={0} x={x} y={y} size={7} />;
  if (kind === "false") return <ClassMarker cls={1} x={x} y={y + 1} size={6} />;
  return <circle cx={x} cy={y} r={6} className="fill-none stroke-ink" strokeWidth={1.5} strokeDasharray="3 2" />;
}

function Legend({ kind, text }: { kind: "true" | "false" | "miss"; text: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
        <Icon kind={kind} x={10} y={10} />
      </svg>
      {text}
    </span>
  );
}
