// A module's words join the browser's catalog before the module runs, without making the app
// render again: nothing on the page shows them yet.
import { describe, expect, it, vi } from "vitest";
import { browserI18n, loadMessages } from "./browser-i18n.ts";

describe("the browser's i18n instance", () => {
  it("adds a module's words in the page's language, and tells no one", async () => {
    const changed = vi.fn();
    browserI18n.on("change", changed);
    await loadMessages({
      en: async () => ({ messages: { wordsA: ["Your progress"] } }),
      es: async () => ({ messages: { wordsA: ["Tu progreso"] } }),
    });
    await loadMessages({ en: async () => ({ messages: { wordsB: ["Next"] } }) });
    // Outside a browser the page's language is the default one.
    expect(browserI18n._("wordsA")).toBe("Your progress");
    expect(browserI18n._("wordsB")).toBe("Next");
    expect(changed).not.toHaveBeenCalled();
  });
});
