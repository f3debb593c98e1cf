import { useId } from "react";

type Option = { readonly value: string; readonly label: string };

type Props = {
  name: string;
  legend: string;
  options: readonly Option[];
  defaultValue?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  /** Lay the choices out in a row (for short scales such as 1–5). */
  inline?: boolean;
};

/** A group of radio buttons in a fieldset, with its legend, hint and error read with it. */
export function ChoiceField({ name, legend, options, defaultValue, error, hint, required = true, inline }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}>
      <legend className="font-medium">{legend}</legend>
      {hint ? (
        <p id={hintId} className="text-muted text-sm">
          {hint}
        </p>
      ) : null}
      <div className={`mt-2 ${inline ? "flex flex-wrap gap-2" : "space-y-2"}`}>
        {options.map((o) => (
          <label
            key={o.value}
            className={`flex cursor-pointer items-center gap-2 rounded-md border border-line bg-surface px-3 py-2 has-checked:border-accent has-focus-visible:outline-2 has-focus-visible:outline-focus ${inline ? "min-w-12 justify-center" : ""}`}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              defaultChecked={defaultValue === o.value}
              required={required}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-accent"
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-bad text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
