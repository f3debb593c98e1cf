import { useId } from "react";
import { inputClass } from "./text-field";

type Option = { readonly value: string; readonly label: string };
type Group = { label: string; options: readonly Option[] };

type Props = {
  name: string;
  label: string;
  /** Flat options, or option groups (shown as <optgroup>). */
  options: readonly Option[] | readonly Group[];
  /** The first, empty choice ("Choose…"); leave out when a value is always chosen. */
  placeholder?: string;
  defaultValue?: string;
  error?: string;
  hint?: string;
  required?: boolean;
};

const isGroup = (o: Option | Group): o is Group => "options" in o;

/** A labelled <select> with its hint and error tied to it for screen readers. */
export function SelectField({ name, label, options, placeholder, defaultValue, error, hint, required = true }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-muted text-sm">
          {hint}
        </p>
      ) : null}
      <select
        id={id}
        name={name}
        defaultValue={defaultValue ?? ""}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        className={inputClass}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) =>
          isGroup(o) ? (
            <optgroup key={o.label} label={o.label}>
              {o.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ) : (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ),
        )}
      </select>
      {error ? (
        <p id={errorId} className="mt-1 text-bad text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
