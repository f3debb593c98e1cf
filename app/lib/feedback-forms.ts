// The contact, partnership and survey forms' input rules, shared by the browser (limits,
// choices) and the server (checks). Every message here is shown next to its field.
import { z } from "zod";
import { emailField, nameField } from "./account-forms";

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

type Choice = { readonly value: string; readonly label: string };

export function labelOf(choices: readonly Choice[], value: string | null | undefined): string {
  return choices.find((c) => c.value === value)?.label ?? "";
}

function choice<T extends readonly Choice[]>(choices: T, message: string) {
  const values = choices.map((c) => c.value) as [T[number]["value"], ...T[number]["value"][]];
  return z.enum(values, { error: message });
}

/** Free text: trimmed, within a limit, without control characters other than line breaks. */
function text(label: string, max: number, options: { required: boolean }) {
  const base = z
    .string({ error: `Enter ${label}.` })
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .refine((v) => v.length <= max, `Use ${max.toLocaleString("en-US")} characters or fewer for ${label}.`)
    .refine((v) => !/(?![\n\t])\p{Cc}/u.test(v), `Remove unusual control characters from ${label}.`);
  return options.required ? base.refine((v) => v.length > 0, `Enter ${label}.`) : base.default("");
}

// The honeypot: a field hidden from people that form-filling bots fill in.
const honeypot = z.string().optional();

export const contactForm = z.object({
  name: nameField,
  email: emailField,
  topic: choice(CONTACT_TOPICS, "Choose what your message is about."),
  message: text("your message", MESSAGE_MAX, { required: true }),
  website: honeypot,
});
export type ContactInput = z.infer<typeof contactForm>;

export const partnershipForm = z.object({
  organization: text("your organization's name", 120, { required: true }),
  kind: choice(ORGANIZATION_KINDS, "Choose the kind of organization."),
  contactName: nameField,
  email: emailField,
  size: choice(ORGANIZATION_SIZES, "Choose roughly how many learners you have."),
  message: text("your message", MESSAGE_MAX, { required: true }),
  website: honeypot,
});
export type PartnershipInput = z.infer<typeof partnershipForm>;

export type SurveyCourse = { slug: string; title: string; lessons: { slug: string; title: string }[] };

const rating = (question: string) =>
  z
    .string({ error: `Choose a number from 1 to 5 for ${question}.` })
    .regex(/^[1-5]$/, `Choose a number from 1 to 5 for ${question}.`)
    .transform(Number);

/** The survey's rules; the course and lesson choices come from the content. */
export function surveyFormFor(courses: SurveyCourse[]) {
  const courseSlugs = new Set(courses.map((c) => c.slug));
  return z
    .object({
      course: z
        .string({ error: "Choose the course you finished, or “I haven't finished a course yet”." })
        .refine(
          (v) => v === NO_COURSE || courseSlugs.has(v),
          "Choose the course you finished, or “I haven't finished a course yet”.",
        ),
      clarity: rating("how clear it was"),
      demos: rating("how useful the demos were"),
      pace: choice(PACES, "Choose whether the pace was too slow, about right or too fast."),
      hardestLesson: z.string().optional().default(""),
      topicWish: text("the topic you would like", TOPIC_WISH_MAX, { required: false }),
      background: z
        .union([z.literal(""), choice(BACKGROUNDS, "Choose a background from the list, or leave it blank.")])
        .optional()
        .default(""),
      website: honeypot,
    })
    .superRefine((value, ctx) => {
      if (!value.hardestLesson) return;
      const [course, lesson] = value.hardestLesson.split("/");
      const known = courses.find((c) => c.slug === course)?.lessons.some((l) => l.slug === lesson);
      if (!known || (value.course !== NO_COURSE && course !== value.course)) {
        ctx.addIssue({
          code: "custom",
          path: ["hardestLesson"],
          message:
            value.course === NO_COURSE || !known
              ? "Choose a lesson from the list, or leave it blank."
              : "Choose a lesson from the course you picked, or leave it blank.",
        });
      }
    });
}
export type SurveyInput = z.infer<ReturnType<typeof surveyFormFor>>;
