import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { fieldName, orderingFieldName, type PublicQuestion } from "#app/learning/quiz.ts";

/** 1, 2, …, n: the places an ordering item can take. */
const positions = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

const typeHint: Record<PublicQuestion["type"], MessageDescriptor> = {
  single: msg`Choose one answer.`,
  multi: msg`Choose every answer that applies.`,
  truefalse: msg`True or false?`,
  ordering: msg`Give each item its place in the order, 1 being first.`,
  numeric: msg`Type a number.`,
};

/**
 * The form controls for one question, as a fieldset whose legend is the prompt. Plain
 * inputs and selects: they work without JavaScript and with any assistive technology.
 */
export function QuestionFields({
  question,
  number,
  values = {},
  error,
}: {
  question: PublicQuestion;
  number?: number;
  /** Values submitted before, to keep what the learner chose when the form comes back with an error. */
  values?: Record<string, string[]>;
  /** A message shown next to the question, e.g. "Answer this question." */
  error?: string;
}) {
  const { i18n } = useLingui();
  const name = fieldName(question.id);
  const hintId = `${name}-hint`;
  const errorId = `${name}-error`;
  const given = values[name] ?? [];
  return (
    <fieldset
      id={`question-${question.id}`}
      aria-describedby={error ? `${errorId} ${hintId}` : hintId}
      aria-invalid={error ? true : undefined}
      className="min-w-0"
    >
      <legend className="font-semibold text-lg">
        {number ? <span className="mr-2 text-muted">{number}.</span> : null}
        {question.prompt}
      </legend>
      <p id={hintId} className="mt-1 text-muted text-sm">
        {i18n._(typeHint[question.type])}
      </p>
      {error ? (
        <p id={errorId} className="mt-2 font-medium text-bad text-sm">
          {error}
        </p>
      ) : null}
      <div className="mt-4 space-y-2">
        {question.type === "single" || question.type === "multi"
          ? question.options.map((option) => (
              <label
                key={option.index}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-line bg-canvas px-4 py-3 hover:bg-raised has-checked:border-accent has-checked:bg-accent-soft"
              >
                <input
                  type={question.type === "single" ? "radio" : "checkbox"}
                  name={name}
                  value={option.index}
                  defaultChecked={given.includes(String(option.index))}
                  className="mt-1 size-4 shrink-0 accent-accent"
                />
                <span>{option.text}</span>
              </label>
            ))
          : null}
        {question.type === "truefalse"
          ? (["true", "false"] as const).map((value) => (
              <label
                key={value}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-line bg-canvas px-4 py-3 hover:bg-raised has-checked:border-accent has-checked:bg-accent-soft"
              >
                <input
                  type="radio"
                  name={name}
                  value={value}
                  defaultChecked={given.includes(value)}
                  className="size-4 accent-accent"
                />
                <span>{value === "true" ? <Trans>True</Trans> : <Trans>False</Trans>}</span>
              </label>
            ))
          : null}
        {question.type === "numeric" ? (
          <label className="flex items-center gap-3">
            <span className="sr-only">
              <Trans>Your answer</Trans>
            </span>
            <input
              type="text"
              inputMode="decimal"
              name={name}
              defaultValue={given[0] ?? ""}
              autoComplete="off"
              className="w-40 rounded-md border border-line bg-canvas px-3 py-2 font-mono"
            />
            {question.unit ? <span className="text-muted">{question.unit}</span> : null}
          </label>
        ) : null}
        {question.type === "ordering"
          ? question.options.map((option) => {
              const id = orderingFieldName(question.id, option.index);
              return (
                <div
                  key={option.index}
                  className="flex items-center gap-3 rounded-lg border border-line bg-canvas px-4 py-3"
                >
                  <select
                    id={id}
                    name={id}
                    defaultValue={values[id]?.[0] ?? ""}
                    className="rounded-md border border-line bg-surface px-2 py-1.5"
                  >
                    <option value="" disabled>
                      {i18n._(
                        msg({
                          message: "Place",
                          comment: "the empty choice of an ordering item's position (1, 2, 3…)",
                        }),
                      )}
                    </option>
                    {positions(question.options.length).map((place) => (
                      <option key={place} value={place}>
                        {place}
                      </option>
                    ))}
                  </select>
                  <label htmlFor={id}>{option.text}</label>
                </div>
              );
            })
          : null}
      </div>
    </fieldset>
  );
}
