// The choices and limits of the contact, partnership and survey forms: plain data that the
// pages, the server and the operators' area share. Labels are message descriptors, translated
// where they are shown (`labelOf(choices, value, i18n)`, `translated(choices, i18n)`).
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export const MESSAGE_MAX = 2000;
export const TOPIC_WISH_MAX = 300;

export const CONTACT_TOPICS = [
  { value: "course", label: msg`A question about a course` },
  { value: "mistake", label: msg`A mistake in a lesson or quiz` },
  { value: "account", label: msg`My account or certificate` },
  { value: "accessibility", label: msg`Accessibility` },
  { value: "privacy", label: msg`Privacy and my data` },
  { value: "other", label: msg`Something else` },
] as const;

export const ORGANIZATION_KINDS = [
  { value: "school", label: msg`School, college or university` },
  { value: "company", label: msg`Company` },
  { value: "non-profit", label: msg`Non-profit or public body` },
  { value: "other", label: msg`Other` },
] as const;

export const ORGANIZATION_SIZES = [
  { value: "1-49", label: msg`Fewer than 50 learners` },
  { value: "50-249", label: msg`50 to 249 learners` },
  { value: "250-999", label: msg`250 to 999 learners` },
  { value: "1000+", label: msg`1,000 learners or more` },
] as const;

export const PACES = [
  { value: "too-slow", label: msg`Too slow` },
  { value: "right", label: msg`About right` },
  { value: "too-fast", label: msg`Too fast` },
] as const;

export const BACKGROUNDS = [
  { value: "student", label: msg`Student` },
  { value: "working-adult", label: msg`Working adult` },
  { value: "educator", label: msg`Educator` },
  { value: "other", label: msg`Other` },
] as const;

/** Where an operator is with a message or inquiry. */
export const INBOX_STATUSES = ["new", "in-progress", "done"] as const;

/** The survey's answer for someone who has not finished a course. */
export const NO_COURSE = "none";

export type Choice = { readonly value: string; readonly label: MessageDescriptor };

/** The label of a choice's value in the instance's language ("" for an unknown value). */
export function labelOf(choices: readonly Choice[], value: string | null | undefined, i18n: I18n): string {
  const label = choices.find((c) => c.value === value)?.label;
  return label ? i18n._(label) : "";
}

/** The choices with their labels in the instance's language, for a form's options. */
export const translated = (choices: readonly Choice[], i18n: I18n) =>
  choices.map((c) => ({ value: c.value, label: i18n._(c.label) }));
