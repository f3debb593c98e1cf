import { describe, expect, it } from "vitest";
import { i18nFor } from "#app/site/i18n.ts";
import { createGroupFormFor } from "./forms.ts";
import { GROUP_NAME_MAX } from "./rules.ts";

// English, from the messages' source text.
const createGroupForm = createGroupFormFor(i18nFor("en", {}));

describe("a group's name", () => {
  it("takes up to the limit, trimmed", () => {
    const name = "x".repeat(GROUP_NAME_MAX);
    expect(createGroupForm.safeParse({ name: `  ${name} ` }).data?.name).toBe(name);
  });

  it("refuses a longer one, saying the limit and how long it is", () => {
    for (const length of [GROUP_NAME_MAX + 1, 300]) {
      const parsed = createGroupForm.safeParse({ name: "x".repeat(length) });
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
        `Keep the name to ${GROUP_NAME_MAX} characters: this one has ${length}.`,
      ]);
    }
  });
});
