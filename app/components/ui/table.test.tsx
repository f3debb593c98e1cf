import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ColumnHeader, RowHeader, Table } from "./table.tsx";

const people = (scroll?: { className: string; id?: string; label?: string }) =>
  renderToStaticMarkup(
    <Table
      caption="Everyone in the group"
      scroll={scroll}
      head={
        <>
          <ColumnHeader>Name</ColumnHeader>
          <ColumnHeader>Role</ColumnHeader>
        </>
      }
    >
      <tr>
        <RowHeader>Ada</RowHeader>
        <td>Leader</td>
      </tr>
    </Table>,
  );

describe("a table", () => {
  it("names itself with a caption and scopes its header cells", () => {
    const html = people();
    expect(html).toMatch(
      /^<table class="w-full text-left text-sm"><caption id="[^"]+" class="sr-only">Everyone in the group<\/caption>/,
    );
    expect(html).toContain(
      '<thead><tr class="border-line border-b"><th scope="col" class="py-2 pr-4 font-semibold">Name</th><th scope="col" class="py-2 pr-4 font-semibold">Role</th></tr></thead>',
    );
    expect(html).toContain(
      '<tbody><tr><th scope="row" class="py-2 pr-4 font-medium">Ada</th><td>Leader</td></tr></tbody>',
    );
  });

  it("scrolls a wide table inside a region the keyboard can reach, named by its caption", () => {
    const html = people({ className: "overflow-x-auto", id: "people" });
    const region = html.match(
      /^<section id="people" aria-labelledby="([^"]+)" class="overflow-x-auto" tabindex="0"><table/,
    );
    expect(region).not.toBeNull();
    expect(html).toContain(`<caption id="${region?.[1]}" class="sr-only">Everyone in the group</caption>`);
  });

  it("takes a label for the scrolling region when the caption is not the right name for it", () => {
    expect(people({ className: "overflow-auto", label: "People (scrolls sideways)" })).toMatch(
      /^<section aria-label="People \(scrolls sideways\)" class="overflow-auto" tabindex="0"><table/,
    );
  });
});

// Every table goes through <Table>, so each has a caption and scoped headers; lesson tables
// come from Markdown and are not in app/.
describe("tables in app/", () => {
  const root = join(import.meta.dirname, "../../..");
  const sources = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "+types" ? [] : sources(path);
      return entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx") ? [path] : [];
    });

  it("are all drawn with the Table component", () => {
    const found = sources("app")
      .filter((file) => file !== join("app", "components", "ui", "table.tsx"))
      .flatMap((file) =>
        readFileSync(join(root, file), "utf8")
          .split("\n")
          .flatMap((line, i) =>
            /<(table|thead|caption|th)[\s>]/.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(found).toEqual([]);
  });
});
