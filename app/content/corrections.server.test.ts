// Facts a careful review of the lessons found misleading (issue 28), held corrected: the
// rendered lesson, its graded checks, the course quiz and the glossary must all say the same.
import { describe, expect, it } from "vitest";
import { glossary, lessonsByCourse, quizBanks } from "./content.server.ts";
import type { CourseSlug, Question } from "./schemas.ts";

/** What a learner reads in a lesson: its text and its graded checks (prompts, options, explanations). */
function lessonText(course: CourseSlug, slug: string): string {
  const lesson = lessonsByCourse.get(course)?.find((l) => l.slug === slug);
  if (!lesson) throw new Error(`No lesson ${course}/${slug}`);
  const html = lesson.parts
    .join(" ")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
  return [html, ...lesson.checks.map(questionText)].join("\n").replace(/\s+/g, " ");
}

function questionText(q: Question): string {
  return [q.prompt, ...("options" in q ? q.options : []), q.explanation].join(" ");
}

function quizText(course: CourseSlug): string {
  return (quizBanks.get(course) ?? []).map(questionText).join("\n");
}

function definition(slug: string): string {
  const entry = glossary.find((t) => t.slug === slug);
  if (!entry) throw new Error(`No glossary entry ${slug}`);
  return entry.definition;
}

const ROBOTICS = "ai-in-robotics-machines-that-think";
const EVERYDAY = "ai-in-our-everyday-world";
const ETHICS = "ethical-ai-building-a-responsible-future";
const FOUNDATIONS = "the-foundations-of-ai";
const DATA = "data-the-fuel-that-drives-artificial-intelligence";

describe("facts the review found misleading", () => {
  it("says a gyroscope measures how fast a robot turns, and a big lidar millions of points a second", () => {
    const lesson = lessonText(ROBOTICS, "how-robots-sense");
    for (const text of [lesson, quizText(ROBOTICS), definition("imu")]) {
      expect(text).not.toMatch(/gyroscopes? (that )?measures? rotation/i);
    }
    expect(lesson).toContain("gyroscopes measure how fast the robot is turning");
    expect(lesson).toMatch(/heading drift/);
    expect(definition("imu")).toContain("how fast it is turning");
    for (const text of [lesson, definition("lidar")]) {
      expect(text).not.toMatch(/(often|measure) thousands of points/i);
      expect(text).toMatch(/millions/);
    }
  });

  it("says an ordinary color image has 8 bits per channel (24-bit color), not 8-bit color", () => {
    const lesson = lessonText(EVERYDAY, "seeing-machines");
    for (const text of [lesson, quizText(EVERYDAY)]) expect(text).not.toMatch(/8-bit colou?r/i);
    expect(lesson).toContain("8 bits per channel");
    expect(lesson).toContain("24-bit color");
  });

  it("denies general background knowledge only to narrow systems, as the chatbot lessons agree", () => {
    const lesson = lessonText(EVERYDAY, "ai-in-a-day");
    expect(lesson).not.toContain("An AI system has no such general background knowledge");
    expect(lesson).toContain(
      "A narrow system such as a spam filter or face unlock has no such general background knowledge",
    );
  });

  it("shows how an average rating gap becomes the similarity score the prediction uses", () => {
    const lesson = lessonText(EVERYDAY, "recommender-systems");
    expect(lesson).toContain("divide the average gap by 4 and take the result away from 1");
    expect(lesson).toContain("You and Ana: 1 − (0.3 ÷ 4) ≈ 1 − 0.1 = 0.9");
    expect(lesson).toContain("You and Ben: 1 − (3.3 ÷ 4) ≈ 1 − 0.8 = 0.2");
    expect(lesson).toContain("4.7 ÷ 1.1 ≈ 4.3 stars");
  });

  it("counts two more years on the fictional scorecard as 6 points, not the missing 5", () => {
    const lesson = lessonText(ETHICS, "transparency-and-explainability");
    expect(lesson).not.toContain("each add the missing 5 points");
    expect(lesson).toContain("Working two more years adds 6");
  });

  it("gives a cheap calculator a product its display can show", () => {
    const lesson = lessonText(FOUNDATIONS, "what-is-ai");
    expect(lesson).not.toContain("twelve-digit numbers");
    expect(lesson).toContain("4,837 × 9,265");
    expect(4837 * 9265).toBe(44_814_805);
    expect(lesson).toContain("44,814,805");
  });

  it("splits before cleaning, so values that fill gaps are learned from the training rows only", () => {
    const lesson = lessonText(DATA, "training-testing-and-overfitting");
    const steps = [
      "Collect data.",
      "Split it into training and test sets.",
      "Clean and prepare the data.",
      "Train the model.",
    ];
    const at = steps.map((step) => lesson.indexOf(step));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(lesson).toContain("learn such values from the training rows only");
    expect(lessonText(DATA, "cleaning-messy-data")).toContain("work out the typical value from the training rows only");
    // The ordering question lists its options in the right order (docs/content-guide.md).
    const order = quizBanks.get(DATA)?.find((q) => q.id === "data-q05");
    const options = order && "options" in order ? order.options : [];
    expect(options.findIndex((o) => o.startsWith("Split"))).toBeLessThan(
      options.findIndex((o) => o.startsWith("Clean")),
    );
    expect(order?.explanation).toMatch(/training rows alone/);
  });

  it("guarantees human intervention under GDPR Article 22(3) only for the contract and consent exceptions", () => {
    const check = lessonsByCourse
      .get(DATA)
      ?.flatMap((l) => l.checks)
      .find((q) => q.id === "data-privacy-and-protection-check-2");
    expect(check?.explanation).not.toContain("(contract, law, explicit consent), safeguards are required, such as");
    expect(check?.explanation).toContain(
      "If the decision is necessary for a contract or based on your explicit consent, they include at least the right to obtain human intervention",
    );
    expect(check?.explanation).toContain(
      "if a law authorizes it, that law must set out suitable safeguards of its own",
    );
  });

  it("does not assert a date for the AI Act's machine-readable marking duty that the adopted text does not give", () => {
    const lesson = lessonText(ETHICS, "the-eu-ai-act-and-ai-rules");
    expect(lesson).not.toMatch(/machine-readable way gets until/);
    expect(lesson).toContain("The Act applies the transparency duties of Article 50 from 2 August 2026");
    expect(lesson).toContain("accounts of the amendment differ on whether machine-readable marking gets extra time");
  });
});
