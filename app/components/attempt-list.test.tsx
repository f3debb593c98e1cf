// A quiz attempt's score in the list reads as every other score on the site: its percent is
// rounded down (11 of 14 is 78 %, as the dashboard's "best 78 %" says, not 79 %).
import { I18nProvider } from "@lingui/react";
import { prerenderToNodeStream } from "react-dom/static";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { catalogOf } from "#app/site/catalogs.server.ts";
import { i18nFor } from "#app/site/i18n.ts";
import type { Language } from "#app/site/locale.ts";
import { AttemptList } from "./attempt-list.tsx";

async function render(language: Language): Promise<string> {
  const attempt = {
    id: "a1",
    course: "the-foundations-of-ai",
    score: 11,
    max: 14,
    passed: true,
    submittedAt: "2026-11-28T10:00:00.000Z",
  };
  const Stub = createRoutesStub([{ path: "/learn", Component: () => <AttemptList attempts={[attempt]} /> }]);
  const { prelude } = await prerenderToNodeStream(
    <I18nProvider i18n={i18nFor(language, catalogOf(language))}>
      <Stub initialEntries={["/learn"]} />
    </I18nProvider>,
  );
  let html = "";
  for await (const chunk of prelude) html += chunk;
  return html.replaceAll("\u00a0", " ").replaceAll("&nbsp;", " ");
}

describe("the list of quiz attempts", () => {
  it("rounds a score's percent down, in every language", async () => {
    expect(await render("en")).toContain("11 / 14 (78%)");
    expect(await render("es")).toContain("11 / 14 (78 %)");
    expect(await render("de")).toContain("11 / 14 (78 %)");
  });
});
