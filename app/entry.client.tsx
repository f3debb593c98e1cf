import { I18nProvider } from "@lingui/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { browserI18n } from "#app/site/browser-i18n.ts";

// By now the root's and the page's route modules have run, each after its words in the page's
// language were in (scripts/page-messages-vite.ts): the app starts with every message it can show.
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
