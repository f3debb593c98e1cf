import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { allowedMethods } from "./allowed-methods.ts";

const action = async () => null;
const build = {
  routes: {
    root: { id: "root", path: "", module: {} },
    "routes/home": { id: "routes/home", parentId: "root", index: true, module: {} },
    "routes/contact": { id: "routes/contact", parentId: "root", path: "contact", module: { action } },
    "routes/admin": { id: "routes/admin", parentId: "root", path: "admin", module: {} },
    "routes/admin/inbox": { id: "routes/admin/inbox", parentId: "routes/admin", path: "inbox/:id", module: { action } },
  },
} as unknown as ServerBuild;

describe("the methods an address takes", () => {
  const allow = allowedMethods(build);

  it("adds POST where the page's own route has an action", () => {
    expect(allow("/contact")).toBe("GET, HEAD, POST");
    expect(allow("/admin/inbox/7")).toBe("GET, HEAD, POST");
    expect(allow("/admin")).toBe("GET, HEAD");
    expect(allow("/")).toBe("GET, HEAD");
  });

  it("answers for a page's data request as for the page", () => {
    expect(allow("/contact.data")).toBe("GET, HEAD, POST");
    expect(allow("/_root.data")).toBe("GET, HEAD");
  });

  it("knows nothing of an address no route serves", () => {
    expect(allow("/nowhere")).toBeUndefined();
  });
});
