import { I18nProvider } from "@lingui/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { browserI18n, loadWholeCatalog } from "#app/site/browser-i18n.ts";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nProvider i18n={browserI18n}>
        <HydratedRouter />
      </I18nProvider>
    </StrictMode>,
  );
});

// The rest of the page's language, for what a click or the next page may show.
void loadWholeCatalog();
