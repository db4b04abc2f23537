import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Right-to-left pages (Persian, Arabic) mirror the layout by themselves only when the page's CSS
 * says "start" and "end", never "left" and "right" (docs/architecture.md). So the interface's
 * Tailwind classes use the logical utilities: `ps-`/`pe-`, `ms-`/`me-`, `inset-s-`/`inset-e-`,
 * `text-start`/`text-end`. The one physical pair allowed centres a box (`left-1/2` with
 * `-translate-x-1/2`), which is the same in both directions.
 */
const PHYSICAL =
  /(?<=[\s"'`:])-?(?:(?:pl|pr|ml|mr|left|right|scroll-pl|scroll-pr|scroll-ml|scroll-mr)-(?:\d+(?:\.\d+)?|px|auto|full|\[[^\]]+\])|text-(?:left|right)|float-(?:left|right)|(?:rounded|border)-(?:l|r|tl|tr|bl|br)(?:-[\w.]+)?)(?=[\s"'`])/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === ".server" ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe("the interface's CSS classes", () => {
  it("say start and end, not left and right", () => {
    const found = sourceFiles(path.resolve("app")).flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(PHYSICAL)].map((match) => `${path.relative(process.cwd(), file)}: ${match[0]}`),
    );
    expect(found).toEqual([]);
  });

  it("finds a physical class where one is written", () => {
    const sample = `<div className="absolute left-2 top-1/2 pl-3 sm:text-right" /> <p className='left-1/2 -translate-x-1/2' />`;
    expect([...sample.matchAll(PHYSICAL)].map((match) => match[0])).toEqual(["left-2", "pl-3", "text-right"]);
  });
});
