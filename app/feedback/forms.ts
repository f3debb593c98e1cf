// The contact, partnership and survey forms' input rules, checked by the server. Every
// message here is shown next to its field, in the page's language: each form is a function of
// the request's i18n instance. The choices and limits the pages show are in
// choices.ts, which pages import without pulling Zod into the browser.
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { z } from "zod";
import { emailFieldIn, nameFieldIn } from "#app/accounts/account-forms.ts";
import { DEFAULT_LANGUAGE, formatNumber, isLanguage, type Language } from "#app/site/locale.ts";
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

/** A choice from a list; `message` says what to choose. */
function choice<T extends readonly Choice[]>(choices: T, message: string) {
  const values = choices.map((c) => c.value) as [T[number]["value"], ...T[number]["value"][]];
  return z.enum(values, { error: message });
}

/** What a free-text field says when it is empty, too long, or holds control characters: whole sentences each. */
type TextMessages = { empty: string; tooLong: string; control: string };

/** Free text: trimmed, within a limit, without control characters other than line breaks. */
function text(messages: TextMessages, max: number, options: { required: boolean }) {
  const base = z
    .string({ error: messages.empty })
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .refine((v) => v.length <= max, messages.tooLong)
    .refine((v) => !/(?![\n\t])\p{Cc}/u.test(v), messages.control);
  return options.required ? base.refine((v) => v.length > 0, messages.empty) : base.default("");
}

const languageOfI18n = (i18n: I18n): Language => (isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE);

/** The message field of the contact and partnership forms. */
function messageField(i18n: I18n) {
  const max = formatNumber(MESSAGE_MAX, languageOfI18n(i18n));
  return text(
    {
      empty: i18n._(msg`Enter your message.`),
      tooLong: i18n._(msg`Use ${max} characters or fewer for your message.`),
      control: i18n._(msg`Remove unusual control characters from your message.`),
    },
    MESSAGE_MAX,
    { required: true },
  );
}

// The honeypot: a field hidden from people that form-filling bots fill in.
const honeypot = z.string().optional();

/** The contact form's rules, with its messages in the instance's language. */
export const contactForm = (i18n: I18n) =>
  z.object({
    name: nameFieldIn(i18n),
    email: emailFieldIn(i18n),
    topic: choice(CONTACT_TOPICS, i18n._(msg`Choose what your message is about.`)),
    message: messageField(i18n),
    website: honeypot,
  });
export type ContactInput = z.infer<ReturnType<typeof contactForm>>;

/** The partnership inquiry's rules, with its messages in the instance's language. */
export const partnershipForm = (i18n: I18n) => {
  const max = formatNumber(120, languageOfI18n(i18n));
  return z.object({
    organization: text(
      {
        empty: i18n._(msg`Enter your organization's name.`),
        tooLong: i18n._(msg`Use ${max} characters or fewer for your organization's name.`),
        control: i18n._(msg`Remove unusual control characters from your organization's name.`),
      },
      120,
      { required: true },
    ),
    kind: choice(ORGANIZATION_KINDS, i18n._(msg`Choose the kind of organization.`)),
    contactName: nameFieldIn(i18n),
    email: emailFieldIn(i18n),
    size: choice(ORGANIZATION_SIZES, i18n._(msg`Choose roughly how many learners you have.`)),
    message: messageField(i18n),
    website: honeypot,
  });
};
export type PartnershipInput = z.infer<ReturnType<typeof partnershipForm>>;

export type SurveyCourse = { slug: string; title: string; lessons: { slug: string; title: string }[] };

const rating = (message: string) =>
  z
    .string({ error: message })
    .regex(/^[1-5]$/, message)
    .transform(Number);

/** The survey's rules, with its messages in the instance's language; the course and lesson choices come from the content. */
export function surveyFormFor(courses: SurveyCourse[], i18n: I18n) {
  const courseSlugs = new Set(courses.map((c) => c.slug));
  const chooseCourse = i18n._(msg`Choose the course you finished, or “I haven't finished a course yet”.`);
  const max = formatNumber(TOPIC_WISH_MAX, languageOfI18n(i18n));
  return z
    .object({
      course: z.string({ error: chooseCourse }).refine((v) => v === NO_COURSE || courseSlugs.has(v), chooseCourse),
      clarity: rating(i18n._(msg`Choose a number from 1 to 5 for how clear it was.`)),
      demos: rating(i18n._(msg`Choose a number from 1 to 5 for how useful the demos were.`)),
      pace: choice(PACES, i18n._(msg`Choose whether the pace was too slow, about right or too fast.`)),
      hardestLesson: z.string().optional().default(""),
      topicWish: text(
        {
          empty: i18n._(msg`Enter the topic you would like.`),
          tooLong: i18n._(msg`Use ${max} characters or fewer for the topic you would like.`),
          control: i18n._(msg`Remove unusual control characters from the topic you would like.`),
        },
        TOPIC_WISH_MAX,
        { required: false },
      ),
      background: z
        .union([z.literal(""), choice(BACKGROUNDS, i18n._(msg`Choose a background from the list, or leave it blank.`))])
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
              ? i18n._(msg`Choose a lesson from the list, or leave it blank.`)
              : i18n._(msg`Choose a lesson from the course you picked, or leave it blank.`),
        });
      }
    });
}
export type SurveyInput = z.infer<ReturnType<typeof surveyFormFor>>;
