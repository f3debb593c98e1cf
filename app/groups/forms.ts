// The groups' forms as the server checks them. Every message is shown next to its field, in
// the page's language (each schema is built for the request's i18n instance), and what was
// typed comes back with it. Limits and the words of consent are in rules.ts.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { z } from "zod";
import { DATE_AHEAD_MAX_DAYS, dayAfter, GROUP_NAME_MAX, isCalendarDay, MEMBER_CAP_MAX } from "./rules.ts";

/** A group's name, trimmed, with a message for each way it can be wrong. */
export function groupNameFor(i18n: I18n) {
  return z
    .string({ error: i18n._(msg`Give the group a name.`) })
    .transform((v) => v.trim())
    .superRefine((name, ctx) => {
      const max = GROUP_NAME_MAX;
      const length = name.length;
      const problem =
        length === 0
          ? i18n._(msg`Give the group a name, such as “Year 10 computing” or “Support team”.`)
          : length > max
            ? i18n._(msg`Keep the name to ${max} characters: this one has ${length}.`)
            : /\p{Cc}/u.test(name)
              ? i18n._(msg`The name contains characters that cannot be shown. Type it again without them.`)
              : null;
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}

export const createGroupFormFor = (i18n: I18n) => z.object({ name: groupNameFor(i18n) });

/** What a date field says when it is wrong: each a whole sentence naming the field. */
type DateMessages = {
  notADate: (example: string) => MessageDescriptor;
  past: MessageDescriptor;
  tooFar: MessageDescriptor;
};

/** A day from `today` up to about two years ahead, or nothing ("" when the field was left empty). */
function dayFrom(i18n: I18n, today: string, messages: DateMessages) {
  const example = dayAfter(today, 30);
  return z
    .string()
    .trim()
    .default("")
    .refine((v) => v === "" || isCalendarDay(v), i18n._(messages.notADate(example)))
    .refine((v) => v === "" || !isCalendarDay(v) || v >= today, i18n._(messages.past))
    .refine((v) => v === "" || !isCalendarDay(v) || v <= dayAfter(today, DATE_AHEAD_MAX_DAYS), i18n._(messages.tooFar))
    .transform((v) => (v === "" ? null : v));
}

/** The joining settings: when the code stops working, and how many members the group takes. */
export function joiningFormFor(i18n: I18n, today: string) {
  const max = MEMBER_CAP_MAX;
  return z.object({
    expiresOn: dayFrom(i18n, today, {
      notADate: (example) => msg`Enter the last day the code works as a date, such as ${example}.`,
      past: msg`Choose a last day the code works from today on.`,
      tooFar: msg`Choose a last day the code works within the next two years.`,
    }),
    memberCap: z
      .string()
      .trim()
      .default("")
      .refine(
        (v) => v === "" || (/^\d{1,6}$/.test(v) && Number(v) >= 1 && Number(v) <= MEMBER_CAP_MAX),
        i18n._(msg`Enter a number of members from 1 to ${max}, or leave it empty for no limit.`),
      )
      .transform((v) => (v === "" ? null : Number(v))),
  });
}

/** A course to assign to the group, with an optional due date. */
export function assignFormFor(i18n: I18n, courses: readonly string[], today: string) {
  return z.object({
    course: z.string().refine((v) => courses.includes(v), i18n._(msg`Choose one of the courses.`)),
    dueOn: dayFrom(i18n, today, {
      notADate: (example) => msg`Enter the due date as a date, such as ${example}.`,
      past: msg`Choose a due date from today on.`,
      tooFar: msg`Choose a due date within the next two years.`,
    }),
  });
}

/** A member named by a leader's form: an account id as the page wrote it. */
export const memberForm = z.object({
  member: z.string().min(1).max(200),
});

/** At most this long, a claim's name and its value (providers' own names are short). */
export const CLAIM_MAX = 100;

/**
 * Tying a group to one of the leader's own school sign-ins (`providers`), optionally to a claim
 * and its value: both or neither.
 */
export function schoolFormFor(i18n: I18n, providers: readonly string[]) {
  const max = CLAIM_MAX;
  const tooLong = i18n._(msg`Use at most ${max} characters.`);
  const text = z
    .string()
    .trim()
    .default("")
    .refine((v) => v.length <= CLAIM_MAX, tooLong)
    .refine((v) => !/\p{Cc}/u.test(v), i18n._(msg`Type it again without line breaks or tabs.`));
  return z
    .object({
      provider: z.string().refine((v) => providers.includes(v), i18n._(msg`Choose your school's sign-in.`)),
      claim: text,
      value: text,
    })
    .superRefine((form, ctx) => {
      if (Boolean(form.claim) !== Boolean(form.value))
        ctx.addIssue({
          code: "custom",
          path: [form.claim ? "value" : "claim"],
          message: i18n._(msg`Give the claim and its value together, or leave both empty.`),
        });
    })
    .transform((form) => ({
      providerId: form.provider,
      claim: form.claim || null,
      value: form.value || null,
    }));
}
