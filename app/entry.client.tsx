import { I18nProvider } from "@lingui/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { browserI18n, loadWholeCatalog } from "#app/site/browser-i18n.ts";

// The page is painted and usable without JavaScript; the app takes over once the page
// language's whole catalog is in, so a message a click shows (and keeps in state) is never
// a bare id. Should the catalog not load, the app starts with the page's own messages.
await loadWholeCatalog();

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
