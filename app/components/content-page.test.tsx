// A translated page whose English has changed since it was translated says so, in the page's
// language, linking to the English page; an up-to-date one says nothing.
import { I18nProvider } from "@lingui/react";
import { prerenderToNodeStream } from "react-dom/static";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { catalogOf } from "#app/site/catalogs.server.ts";
import { i18nFor } from "#app/site/i18n.ts";
import { ContentPage } from "./content-page.tsx";

async function render(outdated: boolean): Promise<string> {
  const Stub = createRoutesStub([
    {
      path: "/about",
      Component: () => <ContentPage title="Acerca de Synapse" html="<p>Texto.</p>" outdated={outdated} />,
    },
  ]);
  const { prelude } = await prerenderToNodeStream(
    <I18nProvider i18n={i18nFor("es", catalogOf("es"))}>
      <Stub initialEntries={["/about"]} />
    </I18nProvider>,
  );
  let html = "";
  for await (const chunk of prelude) html += chunk;
  return html;
}

describe("a content page in another language", () => {
  it("says when its English has changed since it was translated, linking to the English page", async () => {
    const html = await render(true);
    expect(html).toContain("La versión en inglés de esta página ha cambiado desde que se tradujo.");
    expect(html).toMatch(/<a href="\/about" hrefLang="en"[^>]*>Lee la versión en inglés<\/a>/);
  });

  it("says nothing of the kind when it is up to date", async () => {
    expect(await render(false)).not.toContain("ha cambiado desde que se tradujo");
  });
});
