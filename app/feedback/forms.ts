// The contact, partnership and survey forms' input rules, checked by the server. Every
// message here is shown next to its field. The choices and limits the pages show are in
// choices.ts, which pages import without pulling Zod into the browser.
import { z } from "zod";
import { emailField, nameField } from "#app/accounts/forms.ts";
import { formatNumber } from "#app/site/locale.ts";
import {
  BACKGROUNDS,
  type Choice,
  CONTACT_TOPICS,
  MESSAGE_MAX,
  NO_COURSE,
  ORGANIZATION_KINDS,
  ORGANIZATION_SIZES,
  PACES,
  TOPIC_WISH_MAX,
} from "./choices.ts";

function choice<T extends readonly Choice[]>(choices: T, message: string) {
  const values = choices.map((c) => c.value) as [T[number]["value"], ...T[number]["value"][]];
  return z.enum(values, { error: message });
}

/** Free text: trimmed, within a limit, without control characters other than line breaks. */
function text(label: string, max: number, options: { required: boolean }) {
  const base = z
    .string({ error: `Enter ${label}.` })
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .refine((v) => v.length <= max, `Use ${formatNumber(max)} characters or fewer for ${label}.`)
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
