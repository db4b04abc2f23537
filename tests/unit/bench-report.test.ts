import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { commandLine, writeMarkedBlock } from "../../bench/report";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kk-report-"));
afterEach(() => {
  delete process.env.DATABASE_URL;
});

describe("benchmark reports", () => {
  it("replaces the block between its markers and leaves the rest of the document alone", () => {
    const doc = path.join(dir, "a.md");
    fs.writeFileSync(doc, "# Doc\n\nintro\n\n<!-- x:start -->\nold figures\n<!-- x:end -->\n\nafter\n");
    writeMarkedBlock(doc, "x", "new figures", () => {
      throw new Error("the markers exist: no insertion");
    });
    expect(fs.readFileSync(doc, "utf8")).toBe("# Doc\n\nintro\n\n<!-- x:start -->\nnew figures\n<!-- x:end -->\n\nafter\n");
  });

  it("lets the caller place a block whose markers are missing", () => {
    const doc = path.join(dir, "b.md");
    fs.writeFileSync(doc, "# Doc\n");
    writeMarkedBlock(doc, "y", "figures", (current, block) => `${current.trimEnd()}\n\n## Load\n\n${block}\n`);
    expect(fs.readFileSync(doc, "utf8")).toBe("# Doc\n\n## Load\n\n<!-- y:start -->\nfigures\n<!-- y:end -->\n");
  });

  it("names the exact command without the database password", () => {
    process.env.DATABASE_URL = "postgres://bench:secret@db.example:5432/kk";
    const line = commandLine("bench", ["--listings", "1000"]);
    expect(line).toContain("DATABASE_URL=postgres://bench@db.example:5432/kk");
    expect(line).not.toContain("secret");
    expect(line).toMatch(/npm run bench -- --listings 1000$/);
  });
});
