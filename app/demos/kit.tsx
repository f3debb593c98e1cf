// Building blocks every lesson demo uses, so they look, sound and behave alike: a frame with
// a title, a reset button and a live status line; labeled controls; class markers that use
// color and shape; and a reduced-motion switch.
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { type KeyboardEvent, type PointerEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";

export function DemoFrame({
  title,
  intro,
  status,
  onReset,
  children,
}: {
  title: string;
  /** One or two sentences: what to do here. */
  intro?: ReactNode;
  /** A plain-text summary of the current state, announced politely to screen readers. */
  status: string;
  onReset: () => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="not-prose my-8 rounded-xl border border-line bg-surface p-4 sm:p-6">
      <p className="font-semibold text-accent text-xs uppercase tracking-wide">
        <Trans>Interactive demo</Trans>
      </p>
      <h3 id={id} className="mt-1 font-semibold text-lg">
        {title}
      </h3>
      {intro ? <div className="mt-2 text-muted text-sm">{intro}</div> : null}
      <div className="mt-4">{children}</div>
      <div className="mt-4 flex flex-wrap items-center gap-3 border-line border-t pt-4">
        <p role="status" aria-live="polite" className="flex-1 text-sm">
          {status}
        </p>
        <Button variant="secondary" onClick={onReset}>
          <Trans comment="Button that puts a lesson demo back to its starting state">Reset</Trans>
        </Button>
      </div>
    </section>
  );
}

export function Button({
  variant = "primary",
  className = "",
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { variant?: "primary" | "secondary" }) {
  const look =
    variant === "primary"
      ? "bg-accent text-on-accent hover:opacity-90"
      : "border border-line bg-canvas hover:bg-raised";
  return (
    <button
      type="button"
      className={`rounded-md px-3 py-1.5 font-medium text-sm disabled:cursor-not-allowed disabled:opacity-50 ${look} ${className}`}
      {...props}
    />
  );
}

export function Slider({
  label,
  value,
  min,
  max,
  step = 1,
  onChange,
  format = String,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
  format?: (value: number) => string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="flex justify-between gap-2 font-medium">
        <span>{label}</span>
        {/* The range input announces its own value (aria-valuetext); this is for the eye. */}
        <output htmlFor={id} aria-hidden="true" className="font-mono text-muted">
          {format(value)}
        </output>
      </label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={format(value)}
        onChange={(e) => onChange(Number(e.currentTarget.value))}
        className="w-full accent-accent"
      />
    </div>
  );
}

export function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        className="size-4 accent-accent"
      />
      {label}
    </label>
  );
}

export function Select<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value as T)}
        className="rounded-md border border-line bg-canvas px-2 py-1.5"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The tab row of a demo with several parts. Tabs get the ids `${idBase}-tab-${value}` and
 * control `${idBase}-panel-${value}`, which the demo gives its panels (role="tabpanel").
 * Arrow keys, Home and End move between tabs, as the ARIA tabs pattern asks.
 */
export function TabList<T extends string>({
  idBase,
  label,
  tabs,
  selected,
  onSelect,
}: {
  idBase: string;
  label: string;
  tabs: readonly { value: T; label: string }[];
  selected: T;
  onSelect: (value: T) => void;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((t) => t.value === selected);
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.value);
    document.getElementById(`${idBase}-tab-${next.value}`)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="flex gap-2 border-line border-b">
      {tabs.map((t) => (
        <button
          key={t.value}
          id={`${idBase}-tab-${t.value}`}
          type="button"
          role="tab"
          aria-selected={selected === t.value}
          aria-controls={`${idBase}-panel-${t.value}`}
          tabIndex={selected === t.value ? 0 : -1}
          onClick={() => onSelect(t.value)}
          onKeyDown={onKeyDown}
          className={`-mb-px rounded-t-md border px-3 py-1.5 font-medium text-sm ${
            selected === t.value ? "border-line border-b-surface bg-surface" : "border-transparent text-muted"
          }`}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

export type GridCell = { col: number; row: number };

/** The cell of a `size`×`size` grid drawn by an SVG under the pointer, clamped to the grid. */
export function cellFromPointer(event: PointerEvent<SVGSVGElement>, size: number): GridCell {
  const box = event.currentTarget.getBoundingClientRect();
  const clamp = (n: number) => Math.min(size - 1, Math.max(0, Math.floor(n * size)));
  return { col: clamp((event.clientX - box.left) / box.width), row: clamp((event.clientY - box.top) / box.height) };
}

/**
 * Pointer handlers for painting on a grid: press and drag calls `onCell` for every cell
 * crossed. Spread them on the SVG; the keyboard path (a cursor moved with arrow keys) is
 * the demo's own.
 */
export function useGridPainter(size: number, onCell: (cell: GridCell) => void) {
  const drawing = useRef(false);
  const stop = () => {
    drawing.current = false;
  };
  return {
    onPointerDown(event: PointerEvent<SVGSVGElement>) {
      event.currentTarget.setPointerCapture(event.pointerId);
      drawing.current = true;
      onCell(cellFromPointer(event, size));
    },
    onPointerMove(event: PointerEvent<SVGSVGElement>) {
      if (drawing.current) onCell(cellFromPointer(event, size));
    },
    onPointerUp: stop,
    onPointerCancel: stop,
  };
}

/**
 * Names for the two classes in two-class demos; always paired with shape, never color alone.
 * Descriptors: show them with `i18n._(CLASS_NAMES[cls])`.
 */
export const CLASS_NAMES = [
  msg({ message: "blue circle", comment: "Class 0 of a two-class demo, drawn as a blue circle" }),
  msg({ message: "orange triangle", comment: "Class 1 of a two-class demo, drawn as an orange triangle" }),
] as const;

/**
 * A class marker drawn in SVG user units: class 0 is a blue circle, class 1 an orange
 * triangle (Okabe–Ito colors, readable in both themes and for color-blind learners).
 */
export function ClassMarker({
  cls,
  x,
  y,
  size = 6,
  highlight = false,
}: {
  cls: 0 | 1;
  x: number;
  y: number;
  size?: number;
  highlight?: boolean;
}) {
  const stroke = highlight ? "stroke-ink" : "stroke-surface";
  const strokeWidth = highlight ? 2.5 : 1;
  if (cls === 0) {
    return <circle cx={x} cy={y} r={size} className={`fill-class-a ${stroke}`} strokeWidth={strokeWidth} />;
  }
  const h = size * 1.9;
  const points = `${x},${y - h * 0.6} ${x - h * 0.55},${y + h * 0.4} ${x + h * 0.55},${y + h * 0.4}`;
  return <polygon points={points} className={`fill-class-b ${stroke}`} strokeWidth={strokeWidth} />;
}

/** True when the learner asked the system for less motion: skip animations, jump to results. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return reduced;
}
