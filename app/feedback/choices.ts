// The choices and limits of the contact, partnership and survey forms: plain data that the
// pages, the server and the operators' area share.

export const MESSAGE_MAX = 2000;
export const TOPIC_WISH_MAX = 300;

export const CONTACT_TOPICS = [
  { value: "course", label: "A question about a course" },
  { value: "mistake", label: "A mistake in a lesson or quiz" },
  { value: "account", label: "My account or certificate" },
  { value: "accessibility", label: "Accessibility" },
  { value: "privacy", label: "Privacy and my data" },
  { value: "other", label: "Something else" },
] as const;

export const ORGANIZATION_KINDS = [
  { value: "school", label: "School, college or university" },
  { value: "company", label: "Company" },
  { value: "non-profit", label: "Non-profit or public body" },
  { value: "other", label: "Other" },
] as const;

export const ORGANIZATION_SIZES = [
  { value: "1-49", label: "Fewer than 50 learners" },
  { value: "50-249", label: "50 to 249 learners" },
  { value: "250-999", label: "250 to 999 learners" },
  { value: "1000+", label: "1,000 learners or more" },
] as const;

export const PACES = [
  { value: "too-slow", label: "Too slow" },
  { value: "right", label: "About right" },
  { value: "too-fast", label: "Too fast" },
] as const;

export const BACKGROUNDS = [
  { value: "student", label: "Student" },
  { value: "working-adult", label: "Working adult" },
  { value: "educator", label: "Educator" },
  { value: "other", label: "Other" },
] as const;

/** Where an operator is with a message or inquiry. */
export const INBOX_STATUSES = ["new", "in-progress", "done"] as const;

/** The survey's answer for someone who has not finished a course. */
export const NO_COURSE = "none";

export type Choice = { readonly value: string; readonly label: string };

export function labelOf(choices: readonly Choice[], value: string | null | undefined): string {
  return choices.find((c) => c.value === value)?.label ?? "";
}
