// Zod schemas for everything under content/. The Vite content plugin checks each file
// against these while building, so a broken content file fails the build, not a learner.
import { z } from "zod";

const text = (max: number) => z.string().trim().min(1).max(max);

export const pageFrontMatterSchema = z.strictObject({
  title: text(60),
  description: text(160),
  updated: z.iso.date().optional(),
});
export type PageFrontMatter = z.infer<typeof pageFrontMatterSchema>;

const readingSchema = z.strictObject({
  title: text(200),
  by: text(200),
  year: z.number().int().min(1800).max(2100),
  kind: z.enum(["paper", "book", "article", "lecture"]),
  url: z.url({ protocol: /^https$/ }).optional(),
});

export const expertSchema = z
  .strictObject({
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    name: text(80),
    // Left out where no reliable source gives the year.
    born: z.number().int().min(1800).max(2010).optional(),
    died: z.number().int().min(1800).max(2100).optional(),
    role: text(60),
    era: z.enum(["Foundations", "Symbolic AI", "Machine learning", "Deep learning", "Robotics", "Ethics and society"]),
    bio: text(800),
    contributions: z
      .array(z.strictObject({ year: z.number().int().min(1900).max(2100), text: text(300) }))
      .min(1)
      .max(5),
    furtherReading: z.array(readingSchema).min(1).max(4),
  })
  .refine((e) => e.died === undefined || e.born === undefined || e.died > e.born, {
    message: "died must be after born",
  });
export type Expert = z.infer<typeof expertSchema>;

export const expertsSchema = z
  .array(expertSchema)
  .min(1)
  .refine((list) => new Set(list.map((e) => e.slug)).size === list.length, {
    message: "expert slugs must be unique",
  });

const faqItemSchema = z.strictObject({ question: text(200), answer: text(800) });
export type FaqItem = z.infer<typeof faqItemSchema>;
export const faqSchema = z.array(faqItemSchema).min(1);

export const partnershipsSchema = z.strictObject({
  intro: text(400),
  programmes: z
    .array(
      z.strictObject({
        id: z.enum(["schools", "companies", "non-profits"]),
        title: text(80),
        audience: text(300),
        summary: text(500),
        includes: z.array(text(300)).min(1),
      }),
    )
    .length(3),
  howItWorks: z.array(text(300)).min(1),
  faq: faqSchema,
});
export type Partnerships = z.infer<typeof partnershipsSchema>;

export const courseLevels = ["Beginner", "Beginner to intermediate", "Intermediate"] as const;

export const courseSlugs = [
  "the-foundations-of-ai",
  "ai-in-our-everyday-world",
  "data-the-fuel-that-drives-artificial-intelligence",
  "ai-in-robotics-machines-that-think",
  "ethical-ai-building-a-responsible-future",
] as const;
export type CourseSlug = (typeof courseSlugs)[number];

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "expected a kebab-case slug");
/** Lesson slugs share the URL space with the course's quiz and finish pages. */
const lessonSlug = slug.refine((s) => s !== "quiz" && s !== "finish", {
  message: '"quiz" and "finish" are reserved for the course\'s own pages',
});

export const courseSchema = z
  .strictObject({
    slug: z.enum(courseSlugs),
    order: z.number().int().min(1),
    title: text(80),
    shortTitle: text(40),
    tagline: text(200),
    description: text(1200),
    level: z.enum(courseLevels),
    hours: z.number().positive().max(20),
    prerequisites: text(300),
    objectives: z.array(text(300)).min(3).max(6),
    lessons: z.array(lessonSlug).min(1),
    takeaways: z.array(text(300)).min(2).max(5),
  })
  .refine((c) => new Set(c.lessons).size === c.lessons.length, { message: "lesson slugs must be unique" });
export type Course = z.infer<typeof courseSchema>;

export const lessonFrontMatterSchema = z.strictObject({
  title: text(100),
  summary: text(240),
  minutes: z.number().int().min(10).max(120),
  objectives: z.array(text(300)).min(2).max(5),
});
export type LessonFrontMatter = z.infer<typeof lessonFrontMatterSchema>;

// Questions follow the curriculum brief's schema. For ordering questions the options are
// listed in the correct order (and shown shuffled); `answer` is then that order of indices.
const questionBase = {
  id: slug,
  lesson: lessonSlug,
  prompt: text(600),
  explanation: text(600),
  difficulty: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** The idea the question tests, in a learner's words (shown when it was answered wrong). */
  idea: text(80).optional(),
  /** The heading (`## …`) of its lesson's section that teaches the idea. */
  section: text(100).optional(),
};
const options = z.array(text(300)).min(2).max(8);

export const questionSchema = z
  .discriminatedUnion("type", [
    z.strictObject({ ...questionBase, type: z.literal("single"), options, answer: z.number().int().min(0) }),
    z.strictObject({
      ...questionBase,
      type: z.literal("multi"),
      options,
      answer: z.array(z.number().int().min(0)).min(1),
    }),
    z.strictObject({ ...questionBase, type: z.literal("truefalse"), answer: z.boolean() }),
    z.strictObject({
      ...questionBase,
      type: z.literal("ordering"),
      options,
      answer: z.array(z.number().int().min(0)).min(2),
    }),
    z.strictObject({
      ...questionBase,
      type: z.literal("numeric"),
      answer: z.strictObject({
        value: z.number(),
        tolerance: z.number().min(0),
        unit: text(20).optional(),
      }),
    }),
  ])
  .superRefine((q, ctx) => {
    const count = "options" in q ? q.options.length : 0;
    const indices = q.type === "single" ? [q.answer] : q.type === "multi" || q.type === "ordering" ? q.answer : [];
    if (indices.some((i) => i >= count)) ctx.addIssue({ code: "custom", message: "answer refers to a missing option" });
    if (new Set(indices).size !== indices.length) ctx.addIssue({ code: "custom", message: "answer repeats an option" });
    if (q.type === "ordering" && q.answer.length !== count) {
      ctx.addIssue({ code: "custom", message: "an ordering answer must place every option" });
    }
  });
export type Question = z.infer<typeof questionSchema>;
export type QuestionType = Question["type"];

export const questionBankSchema = z
  .array(questionSchema)
  .min(1)
  .refine((list) => new Set(list.map((q) => q.id)).size === list.length, { message: "question ids must be unique" });

export const placementTestSchema = z
  .array(z.object({ course: z.enum(courseSlugs), question: questionSchema }))
  .length(10);

/** Which schema checks which file, by path relative to the project root. */
// The glossary: every term the lessons define. Which lessons use a term is not written here:
// the build finds it, by linking each term's first use in every lesson (scripts/content/glossary.ts).
const glossaryTermSchema = z.strictObject({
  term: text(60),
  slug,
  /** A plain definition for a beginner; it does not start with the term itself. */
  definition: text(280),
  /** Other forms the lessons write it in (an acronym, a spelling); a plural "s" needs none. */
  aliases: z.array(text(60)).max(6),
});
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;

export const glossarySchema = z
  .array(glossaryTermSchema)
  .min(1)
  .superRefine((list, ctx) => {
    const seen = new Map<string, string>();
    for (const [index, entry] of list.entries()) {
      for (const form of [entry.term, ...entry.aliases]) {
        const key = form.toLowerCase();
        const owner = seen.get(key);
        if (owner !== undefined && owner !== entry.slug) {
          ctx.addIssue({ code: "custom", path: [index], message: `"${form}" also names the term "${owner}"` });
        }
        seen.set(key, entry.slug);
      }
    }
    if (new Set(list.map((t) => t.slug)).size !== list.length) {
      ctx.addIssue({ code: "custom", message: "glossary slugs must be unique" });
    }
  });

export const contentFiles: ReadonlyArray<{ match: RegExp; schema: z.ZodType }> = [
  { match: /^content\/pages\/[a-z0-9-]+\.md$/, schema: pageFrontMatterSchema },
  { match: /^content\/experts\.json$/, schema: expertsSchema },
  { match: /^content\/faq\.json$/, schema: faqSchema },
  { match: /^content\/partnerships\.json$/, schema: partnershipsSchema },
  { match: /^content\/courses\/[a-z0-9-]+\/course\.json$/, schema: courseSchema },
  { match: /^content\/courses\/[a-z0-9-]+\/(quiz|checks)\.json$/, schema: questionBankSchema },
  { match: /^content\/courses\/[a-z0-9-]+\/(?!course\.)[a-z0-9-]+\.md$/, schema: lessonFrontMatterSchema },
  { match: /^content\/placement\.json$/, schema: placementTestSchema },
  { match: /^content\/glossary\.json$/, schema: glossarySchema },
];
