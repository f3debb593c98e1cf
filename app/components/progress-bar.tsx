import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

/** A labelled progress bar: "3 of 6 lessons complete" for screen readers and on screen. */
export function ProgressBar({ done, total, label }: { done: number; total: number; label: string }) {
  const { t } = useLingui();
  const percent = total > 0 ? Math.floor((done / total) * 100) : 0;
  const text = t`${plural(total, { one: `${done} of # lesson complete`, other: `${done} of # lessons complete` })}`;
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted">{text}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
        className="mt-1 h-2.5 overflow-hidden rounded-full bg-raised ring-1 ring-line ring-inset"
      >
        <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
