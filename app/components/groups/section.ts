import { formatDay } from "#app/site/dates.ts";
import type { Language } from "#app/site/locale.ts";

/** The frame every section of a group's page is drawn in. */
export const sectionClass = "rounded-xl border border-line bg-surface p-5 sm:p-6";

/** A day (`YYYY-MM-DD`) as the page writes dates, in its language. */
export const day = (iso: string, language: Language) => formatDay(iso, language);

/** A form the leader sent back with errors: which one, what was wrong, and what they typed. */
export type FormFailure = {
  intent: string;
  /** By field name, and `form` for the form as a whole. */
  errors: Partial<Record<string, string>>;
  values: Record<string, string>;
};
