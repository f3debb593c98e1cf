// The groups' forms as the server checks them. Every message is shown next to its field, and
// what was typed comes back with it. Limits and the words of consent are in rules.ts.
import { z } from "zod";
import { DATE_AHEAD_MAX_DAYS, dayAfter, GROUP_NAME_MAX, isCalendarDay, MEMBER_CAP_MAX } from "./rules.ts";

export const groupName = z
  .string({ error: "Give the group a name." })
  .transform((v) => v.trim())
  .superRefine((name, ctx) => {
    const problem =
      name.length === 0
        ? "Give the group a name, such as “Year 10 computing” or “Support team”."
        : name.length > GROUP_NAME_MAX
          ? `Keep the name to ${GROUP_NAME_MAX} characters: this one has ${name.length}.`
          : /\p{Cc}/u.test(name)
            ? "The name contains characters that cannot be shown. Type it again without them."
            : null;
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const createGroupForm = z.object({ name: groupName });

/** A day from `today` up to about two years ahead, or nothing ("" when the field was left empty). */
function dayFrom(today: string, what: string) {
  return z
    .string()
    .trim()
    .default("")
    .refine((v) => v === "" || isCalendarDay(v), `Enter the ${what} as a date, such as ${dayAfter(today, 30)}.`)
    .refine((v) => v === "" || !isCalendarDay(v) || v >= today, `Choose a ${what} from today on.`)
    .refine(
      (v) => v === "" || !isCalendarDay(v) || v <= dayAfter(today, DATE_AHEAD_MAX_DAYS),
      `Choose a ${what} within the next two years.`,
    )
    .transform((v) => (v === "" ? null : v));
}

/** The joining settings: when the code stops working, and how many members the group takes. */
export function joiningFormFor(today: string) {
  return z.object({
    expiresOn: dayFrom(today, "last day the code works"),
    memberCap: z
      .string()
      .trim()
      .default("")
      .refine(
        (v) => v === "" || (/^\d{1,6}$/.test(v) && Number(v) >= 1 && Number(v) <= MEMBER_CAP_MAX),
        `Enter a number of members from 1 to ${MEMBER_CAP_MAX}, or leave it empty for no limit.`,
      )
      .transform((v) => (v === "" ? null : Number(v))),
  });
}

/** A course to assign to the group, with an optional due date. */
export function assignFormFor(courses: readonly string[], today: string) {
  return z.object({
    course: z.string().refine((v) => courses.includes(v), "Choose one of the courses."),
    dueOn: dayFrom(today, "due date"),
  });
}

/** A member named by a leader's form: an account id as the page wrote it. */
export const memberForm = z.object({
  member: z.string().min(1).max(200),
});
