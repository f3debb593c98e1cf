import { Field, useFieldIds } from "./field.tsx";
import { inputClass } from "./text-field.tsx";

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
  const { id, hintId, errorId, describedBy } = useFieldIds(Boolean(hint), Boolean(error));
  return (
    <Field id={id} label={label} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue ?? ""}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
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
    </Field>
  );
}
