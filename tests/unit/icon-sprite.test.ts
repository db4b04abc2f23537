import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "~/components/ui/icon-names";
import { SPRITE_FILE, buildIconSprite } from "../../scripts/icon-sprite";

/** The icon sprite (components/ui/icons.svg) is lucide's drawings of exactly the icons the pages name. */
describe("the icon sprite", () => {
  it("is what `npm run icons` writes from the list and the installed lucide-react", async () => {
    expect(fs.readFileSync(SPRITE_FILE, "utf8")).toBe(await buildIconSprite());
  });

  it("has one symbol per name, each drawing something", () => {
    const sprite = fs.readFileSync(SPRITE_FILE, "utf8");
    const symbols = [...sprite.matchAll(/<symbol id="([a-z0-9-]+)"[^>]*>(.*?)<\/symbol>/g)];
    expect(symbols.map((symbol) => symbol[1])).toEqual([...ICON_NAMES]);
    for (const [, name, body] of symbols) expect(body, name).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse) /);
  });

  it("holds no icon that no page names", () => {
    const sources = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) return sources(file);
        return /\.tsx?$/.test(entry.name) && !file.endsWith("icon-names.ts") ? [fs.readFileSync(file, "utf8")] : [];
      });
    const code = sources(path.resolve("app")).join("\n");
    expect(ICON_NAMES.filter((name) => !code.includes(`"${name}"`))).toEqual([]);
  });
});
