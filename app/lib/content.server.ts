// The one module that reads content/. Files were checked against their schemas when the
// site was built (scripts/vite-content-plugin.ts); parsing again here gives exact types.
import experts from "../../content/experts.json";
import faq from "../../content/faq.json";
import about from "../../content/pages/about.md";
import tos from "../../content/pages/tos.md";
import partnerships from "../../content/partnerships.json";
import {
  type Course,
  courseSchema,
  expertsSchema,
  faqSchema,
  pageFrontMatterSchema,
  partnershipsSchema,
} from "./content-schemas";
import type { MarkdownDocument } from "./markdown";

function page(doc: MarkdownDocument) {
  return { ...pageFrontMatterSchema.parse(doc.frontMatter), html: doc.html, headings: doc.headings };
}
export type ContentPage = ReturnType<typeof page>;

export const pages = { about: page(about), tos: page(tos) };

export const expertList = expertsSchema.parse(experts);
export const faqList = faqSchema.parse(faq);
export const partnershipProgrammes = partnershipsSchema.parse(partnerships);

const courseFiles = import.meta.glob<unknown>("../../content/courses/*/course.json", {
  eager: true,
  import: "default",
});
export const courseList: Course[] = Object.values(courseFiles)
  .map((c) => courseSchema.parse(c))
  .sort((a, b) => a.order - b.order);
