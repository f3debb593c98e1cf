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

export const courseSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  order: z.number().int().min(1),
  title: text(80),
  shortTitle: text(40),
  tagline: text(200),
  description: text(1200),
  level: z.enum(courseLevels),
  hours: z.number().positive().max(20),
});
export type CourseSummary = z.infer<typeof courseSchema>;

/** Which schema checks which file, by path relative to the project root. */
export const contentFiles: ReadonlyArray<{ match: RegExp; schema: z.ZodType }> = [
  { match: /^content\/pages\/[a-z0-9-]+\.md$/, schema: pageFrontMatterSchema },
  { match: /^content\/experts\.json$/, schema: expertsSchema },
  { match: /^content\/faq\.json$/, schema: faqSchema },
  { match: /^content\/partnerships\.json$/, schema: partnershipsSchema },
  { match: /^content\/courses\/[a-z0-9-]+\/course\.json$/, schema: courseSchema },
];
