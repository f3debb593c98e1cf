import { describe, expect, it } from "vitest";
import { i18nFor } from "#app/site/i18n.ts";
import { MESSAGE_MAX, NO_COURSE } from "./choices.ts";
import { contactForm as contactFormIn, surveyFormFor } from "./forms.ts";

// English, from the messages' source text.
const i18n = i18nFor("en", {});
const contactForm = contactFormIn(i18n);

const contact = { name: "Ada", email: "ada@example.com", topic: "course" };
const courses = [
  { slug: "a", title: "A", lessons: [{ slug: "one", title: "One" }] },
  { slug: "b", title: "B", lessons: [{ slug: "two", title: "Two" }] },
];
const survey = surveyFormFor(courses, i18n);
const answers = { course: "a", clarity: "3", demos: "4", pace: "right" };

describe("contactForm", () => {
  it("counts a Windows line break as one character, as the counter in the browser does", () => {
    const message = `${"x".repeat(MESSAGE_MAX - 2)}\r\nx`; // 2,001 characters as sent, 2,000 as typed
    const parsed = contactForm.safeParse({ ...contact, message });
    expect(parsed.success && parsed.data.message.length).toBe(MESSAGE_MAX);
  });

  it("keeps line breaks and tabs but refuses other control characters", () => {
    expect(contactForm.safeParse({ ...contact, message: "one\n\ttwo" }).success).toBe(true);
    const bell = contactForm.safeParse({ ...contact, message: "one\u0007two" });
    expect(bell.error?.issues[0]?.message).toBe("Remove unusual control characters from your message.");
  });

  it("says how long a message may be", () => {
    const long = contactForm.safeParse({ ...contact, message: "x".repeat(MESSAGE_MAX + 1) });
    expect(long.error?.issues[0]?.message).toBe("Use 2,000 characters or fewer for your message.");
  });
});

describe("surveyFormFor", () => {
  it("turns ratings into numbers and leaves the optional answers blank", () => {
    expect(survey.parse(answers)).toMatchObject({
      clarity: 3,
      demos: 4,
      hardestLesson: "",
      topicWish: "",
      background: "",
    });
  });

  it("accepts a hardest lesson only from the course picked, or from any course without one", () => {
    expect(survey.safeParse({ ...answers, hardestLesson: "a/one" }).success).toBe(true);
    expect(survey.safeParse({ ...answers, hardestLesson: "b/two" }).error?.issues[0]?.message).toBe(
      "Choose a lesson from the course you picked, or leave it blank.",
    );
    expect(survey.safeParse({ ...answers, course: NO_COURSE, hardestLesson: "b/two" }).success).toBe(true);
    expect(survey.safeParse({ ...answers, hardestLesson: "b/none" }).error?.issues[0]?.message).toBe(
      "Choose a lesson from the list, or leave it blank.",
    );
  });

  it("refuses ratings outside 1 to 5 and courses that do not exist", () => {
    for (const clarity of ["0", "6", "2.5", "", " 3"]) {
      expect(survey.safeParse({ ...answers, clarity }).success).toBe(false);
    }
    expect(survey.safeParse({ ...answers, course: "c" }).success).toBe(false);
  });
});
