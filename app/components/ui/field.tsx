import { useId } from "react";

/** The ids a labelled control and its hint and error message share, for aria-describedby. */
export function useFieldIds(hasHint: boolean, hasError: boolean) {
  const id = useId();
  const hintId = hasHint ? `${id}-hint` : undefined;
  const errorId = hasError ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(" ") || undefined };
}

/** A field's label, its hint above the control, and its error message below it. */
export function Field({
  id,
  label,
  hint,
  hintId,
  error,
  errorId,
  children,
}: {
  id: string;
  label: string;
  hint?: React.ReactNode;
  hintId?: string;
  error?: string;
  errorId?: string;
  children: React.ReactNode;
}) {
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
      {children}
      {error ? (
        <p id={errorId} className="mt-1 text-bad text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
