import { useId, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { inputClass } from "./text-field";

type Props = {
  name: string;
  label: string;
  maxLength: number;
  defaultValue?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  rows?: number;
};

const count = new Intl.NumberFormat("en-US");
/** How close to the limit before the count is read out to screen readers. */
const ANNOUNCE_WITHIN = 100;

/**
 * A labelled <textarea> with a character counter. Without JavaScript the limit is stated in
 * the hint (and the browser enforces it); with it, the count of characters left is shown,
 * and read out politely only when the writer nears the limit, not on every keystroke.
 */
export function TextAreaField({
  name,
  label,
  maxLength,
  defaultValue = "",
  error,
  hint,
  required = true,
  rows = 6,
}: Props) {
  const id = useId();
  const hydrated = useHydrated();
  const [length, setLength] = useState(defaultValue.length);
  const left = maxLength - length;
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <p id={hintId} className="text-muted text-sm">
        {hint ? `${hint} ` : ""}Up to {count.format(maxLength)} characters.
      </p>
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        defaultValue={defaultValue}
        required={required}
        onChange={(event) => setLength(event.currentTarget.value.length)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ")}
        className={`${inputClass} resize-y`}
      />
      {hydrated ? (
        <p className={`mt-1 text-right text-sm ${left <= ANNOUNCE_WITHIN ? "font-medium text-ink" : "text-muted"}`}>
          <span aria-hidden="true">
            {count.format(left)} character{left === 1 ? "" : "s"} left
          </span>
          <span role="status" className="sr-only">
            {left <= ANNOUNCE_WITHIN ? `${count.format(left)} character${left === 1 ? "" : "s"} left` : ""}
          </span>
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-bad text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
