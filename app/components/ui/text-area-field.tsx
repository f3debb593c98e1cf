import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { Field, useFieldIds } from "./field.tsx";
import { inputClass } from "./text-field.tsx";

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
  const { id, hintId, errorId, describedBy } = useFieldIds(true, Boolean(error));
  const hydrated = useHydrated();
  const [length, setLength] = useState(defaultValue.length);
  const { t } = useLingui();
  const left = maxLength - length;
  const leftText = t`${plural(left, { one: "# character left", other: "# characters left" })}`;
  const limit = t`${plural(maxLength, { one: "Up to # character.", other: "Up to # characters." })}`;
  return (
    <Field
      id={id}
      label={label}
      hint={hint ? `${hint} ${limit}` : limit}
      hintId={hintId}
      error={error}
      errorId={errorId}
    >
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        defaultValue={defaultValue}
        required={required}
        onChange={(event) => setLength(event.currentTarget.value.length)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClass} resize-y`}
      />
      {/* Its line is kept from the first paint wherever scripts run (the "js" class, theme.tsx), so the
          count appears without moving what follows, such as the button a learner is about to press. */}
      <p
        className={`mt-1 hidden h-5 text-right text-sm in-[.js]:block ${left <= ANNOUNCE_WITHIN ? "font-medium text-ink" : "text-muted"}`}
      >
        {hydrated ? (
          <>
            <span aria-hidden="true">{leftText}</span>
            <span role="status" className="sr-only">
              {left <= ANNOUNCE_WITHIN ? leftText : ""}
            </span>
          </>
        ) : null}
      </p>
    </Field>
  );
}
