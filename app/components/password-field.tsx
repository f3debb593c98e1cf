import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { href } from "react-router";
import { describePolicy, ruleLabel } from "#app/accounts/password-messages.ts";
import { type PasswordPolicy, passwordRules } from "#app/accounts/password-policy.ts";
import { STRENGTH_CHECKED_LENGTH, type StrengthReport } from "#app/accounts/password-strength.ts";
import { inputClass } from "#app/components/ui/text-field.tsx";
import { type Language, pathIn } from "#app/site/locale.ts";
import { useLanguage } from "#app/site/use-language.ts";

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

const STRENGTH_LABELS: Record<StrengthReport["score"], MessageDescriptor> = {
  0: msg`Strength: weak`,
  1: msg`Strength: weak`,
  2: msg`Strength: fair`,
  3: msg`Strength: good`,
  4: msg`Strength: strong`,
};

// Asks the server once typing pauses, not per keystroke.
const CHECK_DELAY_MS = 250;
// Long enough for a typing pause, so the label is read out once the learner stops, not per keystroke.
const ANNOUNCE_DELAY_MS = 400;

/** The server's answer for one password; null when it could not be had (offline, 429, 5xx). */
type Checked = { password: string; report: StrengthReport | null };

/**
 * Scores the password on the server (zxcvbn's dictionaries are too big to send to a phone), with
 * its advice in the page's language. Null on any failure: the meter is a help, and the form's
 * action checks the password anyway.
 */
async function fetchStrength(password: string, userInputs: string[], language: Language, signal: AbortSignal) {
  const response = await fetch(pathIn(language, href("/api/password-strength")), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    // Only the first characters are scored, so a longer password is never sent whole.
    body: JSON.stringify({ password: [...password].slice(0, STRENGTH_CHECKED_LENGTH).join(""), userInputs }),
    credentials: "same-origin",
    signal,
  });
  if (!response.ok) return null;
  const report = (await response.json()) as StrengthReport;
  return typeof report.score === "number" && typeof report.minScore === "number" ? report : null;
}

/**
 * A new-password input. Without JavaScript it is a plain input with the policy as its hint (the
 * server checks everything); with it, it adds a show-password toggle, the rule checklist and a
 * strength meter scored by the server as the learner types.
 */
export function PasswordField({ name, label, policy, error, autoComplete, userInputs, id: givenId }: Props) {
  const { i18n, t } = useLingui();
  const language = useLanguage();
  const autoId = useId();
  const id = givenId ?? autoId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const input = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState("");
  const [visible, setVisible] = useState(false);

  // Without JavaScript the field stays simple; "Show password" and the strength meter appear
  // once hydrated. Whatever was typed before then (or restored by the browser) is picked up here.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    setEnhanced(true);
    const typed = input.current?.value ?? "";
    if (typed) setPassword(typed);
  }, []);

  // Pages pass a new array on every render; its contents are what matter.
  const inputsKey = JSON.stringify(userInputs ?? []);
  const [checked, setChecked] = useState<Checked | null>(null);
  useEffect(() => {
    if (!password) {
      setChecked(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchStrength(password, JSON.parse(inputsKey) as string[], language, controller.signal).then(
        (report) => setChecked({ password, report }),
        () => {
          // Cancelled by the next keystroke, or offline: no meter for this password.
          if (!controller.signal.aborted) setChecked({ password, report: null });
        },
      );
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [password, inputsKey, language]);

  // Until the answer for the new password comes, the meter keeps the last one rather than flicker.
  const strength = password ? (checked?.report ?? null) : null;
  const strengthLabel = strength ? i18n._(STRENGTH_LABELS[strength.score]) : "";

  // Read out only an answer for what is typed now, once the learner has paused.
  const settled = !password || checked?.password === password;
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    if (!settled) return;
    const timer = setTimeout(() => setAnnouncement(strengthLabel), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [settled, strengthLabel]);

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
            <Trans>Show password</Trans>
          </button>
        ) : null}
      </div>
      <p id={hintId} className="text-muted text-sm">
        {describePolicy(i18n, policy)}
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
        onChange={(event) => setPassword(event.currentTarget.value)}
        className={inputClass}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-bad text-sm">
          {error}
        </p>
      ) : null}
      {/* Shown from the first paint wherever scripts run (the "js" class, theme.tsx), not only once
          hydrated, so it never pushes down the button a learner is about to press. */}
      <ul aria-label={t`Password requirements`} className="mt-2 hidden space-y-0.5 text-sm in-[.js]:block">
        {rules.map((rule) => (
          <li key={rule.id} className={rule.met ? "text-good" : "text-muted"}>
            <span aria-hidden="true">{rule.met ? "✓" : "✗"}</span> {i18n._(ruleLabel(rule.id, policy))}
            <span className="sr-only">
              {rule.met
                ? t({ message: ", met", comment: "Read after a password rule by screen readers" })
                : t({ message: ", not met", comment: "Read after a password rule by screen readers" })}
            </span>
          </li>
        ))}
      </ul>
      {enhanced ? (
        <>
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
                  {/* zxcvbn's advice comes in the page's language (the check's address says which). */}
                  {[t`Too easy to guess.`, strength.warning, strength.suggestions[0]].filter(Boolean).join(" ")}
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
