// Valid submissions of the contact, partnership and survey forms, and fast-check generators
// of invalid ones, for the integration and end-to-end suites.
import fc from "fast-check";
import { uniqueEmail } from "./client.ts";

export const FOUNDATIONS = "the-foundations-of-ai";

export function validContact(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: "Ada Lovelace",
    email: uniqueEmail("contact"),
    topic: "course",
    message: "Which lesson explains the perceptron? I would like to read it again.",
    ...overrides,
  };
}

export function validPartnership(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    organization: "Northfield Secondary School",
    kind: "school",
    contactName: "Mary Somerville",
    email: uniqueEmail("partner"),
    size: "250-999",
    message: "We would like our final-year class to take the ethics course this spring.",
    ...overrides,
  };
}

export function validSurvey(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    course: FOUNDATIONS,
    clarity: "4",
    demos: "5",
    pace: "right",
    hardestLesson: `${FOUNDATIONS}/how-machines-learn`,
    topicWish: "How recommendation systems decide what I see",
    background: "working-adult",
    ...overrides,
  };
}

/** Values that no field accepts in place of a required one. */
const brokenText = (max: number) =>
  fc.oneof(
    fc.constant(""),
    fc.constantFrom(" ", "\n\t "),
    fc.string({ minLength: max + 1, maxLength: max + 40 }).filter((s) => s.trim().length > max),
    fc.string({ minLength: 1, maxLength: 20 }).map((s) => `${s}\u0000${s}`),
    fc.string({ minLength: 1, maxLength: 20 }).map((s) => `${s}\u001b[31m`),
  );

const brokenEmail = fc.oneof(
  fc.constant(""),
  fc.string({ maxLength: 40 }).filter((s) => !s.includes("@")),
  fc.constantFrom("a@", "@b.com", "a b@c.com", "<script>@x.com", `${"x".repeat(250)}@example.com`),
);

const brokenName = fc.oneof(brokenText(80), fc.constantFrom("<b>Ada</b>", "Ada <script>", "Mallory>"));

/** Anything but one of the allowed choices. */
const brokenChoice = (allowed: readonly string[]) =>
  fc.oneof(fc.constant(""), fc.string({ maxLength: 30 })).filter((s) => !allowed.includes(s));

/** How to break each field; an optional field is only ever given a wrong value, never left out. */
type FieldBreakers = Record<string, { wrong: fc.Arbitrary<string>; optional?: boolean }>;

/**
 * An invalid submission: a valid one with at least one field broken (a wrong value, or a
 * required field missing), other fields sometimes broken too, and sometimes extra junk fields.
 */
function brokenForm(valid: () => Record<string, string>, breakers: FieldBreakers) {
  const names = Object.keys(breakers);
  return fc
    .record({
      broken: fc.subarray(names, { minLength: 1 }),
      values: fc.record(
        Object.fromEntries(
          Object.entries(breakers).map(([name, { wrong, optional }]) => [
            name,
            optional ? wrong : fc.oneof(wrong, fc.constant(undefined)),
          ]),
        ) as Record<string, fc.Arbitrary<string | undefined>>,
      ),
      extra: fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.string({ maxLength: 40 }), { maxKeys: 3 }),
    })
    .map(({ broken, values, extra }) => {
      const form: Record<string, string> = { ...extra, ...valid() };
      for (const name of broken) {
        const value = values[name];
        if (value === undefined) delete form[name];
        else form[name] = value;
      }
      return form;
    });
}

const TOPICS = ["course", "mistake", "account", "accessibility", "privacy", "other"];
const KINDS = ["school", "company", "non-profit", "other"];
const SIZES = ["1-49", "50-249", "250-999", "1000+"];

export const badContact = brokenForm(validContact, {
  name: { wrong: brokenName },
  email: { wrong: brokenEmail },
  topic: { wrong: brokenChoice(TOPICS) },
  message: { wrong: brokenText(2000) },
});

export const badPartnership = brokenForm(validPartnership, {
  organization: { wrong: brokenText(120) },
  kind: { wrong: brokenChoice(KINDS) },
  contactName: { wrong: brokenName },
  email: { wrong: brokenEmail },
  size: { wrong: brokenChoice(SIZES) },
  message: { wrong: brokenText(2000) },
});

const brokenRating = fc.oneof(
  fc.constantFrom("", "0", "6", "3.5", "-1", "1e0", " 3", "five"),
  fc.string({ maxLength: 4 }).filter((s) => !/^[1-5]$/.test(s)),
);

export const badSurvey = brokenForm(validSurvey, {
  course: { wrong: brokenChoice(["none"]).filter((s) => !s.includes("-")) },
  clarity: { wrong: brokenRating },
  demos: { wrong: brokenRating },
  pace: { wrong: brokenChoice(["too-slow", "right", "too-fast"]) },
  // A lesson of another course, or one that does not exist.
  hardestLesson: {
    optional: true,
    wrong: fc.constantFrom("ai-in-our-everyday-world/ai-in-a-day", `${FOUNDATIONS}/no-such-lesson`, "nonsense", "/"),
  },
  topicWish: {
    optional: true,
    wrong: fc.string({ minLength: 301, maxLength: 340 }).filter((s) => s.trim().length > 300),
  },
  background: {
    optional: true,
    wrong: brokenChoice(["student", "working-adult", "educator", "other"]).filter((s) => s !== ""),
  },
});
