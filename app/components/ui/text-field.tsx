import { Field, useFieldIds } from "./field.tsx";

type Props = {
  name: string;
  label: string;
  type?: "text" | "email" | "password" | "date" | "number";
  defaultValue?: string;
  error?: string;
  hint?: string;
  autoComplete?: string;
  required?: boolean;
  maxLength?: number;
  /** For a date or number: the smallest and largest values the browser offers (the server checks). */
  min?: string;
  max?: string;
};

export const inputClass =
  "mt-1 block w-full rounded-md border border-line bg-surface px-3 py-2 text-ink aria-invalid:border-bad focus-visible:outline-2 focus-visible:outline-focus";

/** A labelled input with its hint and its error message, both tied to it for screen readers. */
export function TextField({
  name,
  label,
  type = "text",
  defaultValue,
  error,
  hint,
  autoComplete,
  required = true,
  maxLength,
  min,
  max,
}: Props) {
  const { id, hintId, errorId, describedBy } = useFieldIds(Boolean(hint), Boolean(error));
  return (
    <Field id={id} label={label} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        required={required}
        maxLength={maxLength}
        min={min}
        max={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
      />
    </Field>
  );
}

export const buttonClass =
  "inline-flex items-center justify-center rounded-md bg-accent px-4 py-2 font-semibold text-on-accent hover:opacity-90 disabled:opacity-60";
export const secondaryButtonClass =
  "inline-flex items-center justify-center rounded-md border border-line bg-surface px-4 py-2 font-medium hover:bg-raised";
