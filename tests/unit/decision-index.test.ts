import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** docs/decisions/README.md lists every decision record, once, by its number and file. */
describe("the index of decision records", () => {
  const dir = path.resolve("docs/decisions");
  const records = fs
    .readdirSync(dir)
    .filter((name) => /^\d{3}-.+\.md$/.test(name))
    .sort();
  const index = fs.readFileSync(path.join(dir, "README.md"), "utf8");
  const rows = [...index.matchAll(/^\| \[(\d{3})\]\(([^)]+)\) \| ([^|]+) \| ([^|]+) \|$/gm)];

  it("has one row per record, in order, linking its file", () => {
    expect(records.length).toBeGreaterThan(30);
    expect(rows.map((row) => row[2])).toEqual(records);
    for (const row of rows) expect(row[2]!.startsWith(`${row[1]}-`), row[2]).toBe(true);
  });

  it("names each record by its own title", () => {
    for (const row of rows) {
      const title = fs.readFileSync(path.join(dir, row[2]!), "utf8").split("\n")[0]!;
      expect(title.replace(/^#\s*\d{3}\s*[—-]\s*/, "").trim(), row[2]).toBe(row[3]!.trim());
    }
  });
});
