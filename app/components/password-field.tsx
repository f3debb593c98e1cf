import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { describePolicy, type PasswordPolicy, passwordRules } from "#app/accounts/password-policy.ts";
// Types only: the module itself (zxcvbn and its dictionaries) loads on first focus, never with the page.
import type { Strength } from "#app/accounts/password-strength.ts";
import { inputClass } from "#app/components/ui/text-field.tsx";

type StrengthModule = typeof import("#app/accounts/password-strength.ts");

type Props = {
  name: string;
  label: string;
  policy: PasswordPolicy;
  error?: string;
  autoComplete: "new-password";
  /** The learner's email and name, so the meter marks down passwords built from them. */
  userInputs?: string[];
  id?: string;
};

const STRENGTH_WORDS: Record<Strength["score"], string> = { 0: "weak", 1: "weak", 2: "fair", 3: "good", 4: "strong" };

// Long enough for a typing pause, so the label is read out once the learner stops, not per keystroke.
const ANNOUNCE_DELAY_MS = 400;

/**
 * A new-password input. Without JavaScript it is a plain input with the policy as its hint (the
 * server checks everything); with it, it adds a show-password toggle, the rule checklist and a
 * strength meter.
 */
export function PasswordField({ name, label, policy, error, autoComplete, userInputs, id: givenId }: Props) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const input = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState("");
  const [visible, setVisible] = useState(false);

  const [strengthModule, setStrengthModule] = useState<StrengthModule | null>(null);
  const loading = useRef(false);
  const loadStrength = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import("#app/accounts/password-strength.ts").then(
      (module) => setStrengthModule(module),
      () => {
        // Offline or a new deployment: no meter, try again on the next focus. The server still checks.
        loading.current = false;
      },
    );
  }, []);

  // Server HTML and no-JS pages stay simple: the live parts appear only once hydrated. Whatever
  // was typed before then (or restored by the browser) is picked up here.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    setEnhanced(true);
    const typed = input.current?.value ?? "";
    if (typed) {
      setPassword(typed);
      loadStrength();
    }
  }, [loadStrength]);

  const strength = useMemo(() => {
    if (!strengthModule || !password) return null;
    const { estimateStrength, MIN_STRENGTH_SCORE } = strengthModule;
    return { ...estimateStrength(password, userInputs), minScore: MIN_STRENGTH_SCORE };
  }, [strengthModule, password, userInputs]);
  const strengthLabel = strength ? `Strength: ${STRENGTH_WORDS[strength.score]}` : "";

  const [announcement, setAnnouncement] = useState("");
  // biome-ignore lint/correctness/useExhaustiveDependencies: each keystroke restarts the pause, so `password` is a dependency on purpose.
  useEffect(() => {
    const timer = setTimeout(() => setAnnouncement(strengthLabel), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [strengthLabel, password]);

  // The input's maxlength already stops overlong passwords, so that rule shows only when broken.
  const rules = passwordRules(password, policy).filter((rule) => rule.id !== "maxLength" || !rule.met);

  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        {enhanced ? (
          <button
            type="button"
            aria-pressed={visible}
            aria-controls={id}
            onClick={() => setVisible((shown) => !shown)}
            className="text-link text-sm underline underline-offset-2 hover:no-underline"
          >
            Show password
          </button>
        ) : null}
      </div>
      <p id={hintId} className="text-muted text-sm">
        {describePolicy(policy)}
      </p>
      <input
        ref={input}
        id={id}
        name={name}
        type={visible ? "text" : "password"}
        autoComplete={autoComplete}
        required
        minLength={policy.minLength}
        maxLength={policy.maxLength}
        // Shown as text, the password must not go to a spell checker or be "corrected".
        spellCheck={false}
        autoCapitalize="none"
        autoCorrect="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onFocus={loadStrength}
        onChange={(event) => {
          loadStrength();
          setPassword(event.currentTarget.value);
        }}
        className={inputClass}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-bad text-sm">
          {error}
        </p>
      ) : null}
      {enhanced ? (
        <>
          <ul aria-label="Password requirements" className="mt-2 space-y-0.5 text-sm">
            {rules.map((rule) => (
              <li key={rule.id} className={rule.met ? "text-good" : "text-muted"}>
                <span aria-hidden="true">{rule.met ? "✓" : "✗"}</span> {rule.label}
                <span className="sr-only">{rule.met ? ", met" : ", not met"}</span>
              </li>
            ))}
          </ul>
          {strength ? (
            <div className="mt-3 text-sm">
              <div className="flex items-center gap-3">
                <meter
                  min={0}
                  max={4}
                  low={strength.minScore - 0.5}
                  high={strength.minScore + 0.5}
                  optimum={4}
                  value={strength.score}
                  aria-labelledby={`${id}-strength`}
                  className="h-2 flex-1"
                />
                <span id={`${id}-strength`} className="font-medium">
                  {strengthLabel}
                </span>
              </div>
              {strength.score < strength.minScore ? (
                <p className="mt-1 text-muted">
                  {["Too easy to guess.", strength.warning, strength.suggestions[0]].filter(Boolean).join(" ")}
                </p>
              ) : null}
            </div>
          ) : null}
          <p aria-live="polite" className="sr-only">
            {announcement}
          </p>
        </>
      ) : null}
    </div>
  );
}
