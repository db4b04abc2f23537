// Writes app/components/ui/icons.svg: one <symbol> per name of ICON_NAMES, drawn as lucide-react
// draws that icon (its own node data), so public pages reference the drawings instead of carrying
// them in their JavaScript (components/ui/icon.tsx). `npm run icons` after changing the list.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ICON_NAMES } from "../app/components/ui/icon-names";

type IconNode = [tag: string, attributes: Record<string, string | number>][];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SPRITE_FILE = path.join(root, "app/components/ui/icons.svg");

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function element([tag, attributes]: IconNode[number]) {
  const text = Object.entries(attributes)
    .filter(([name]) => name !== "key")
    .map(([name, value]) => ` ${kebab(name)}="${escapeAttribute(String(value))}"`)
    .join("");
  return `<${tag}${text}/>`;
}

/** lucide's data of an icon; an alias name's file re-exports another icon's, which is followed. */
async function lucideIcon(name: string): Promise<{ node: IconNode; size?: number }> {
  const file = path.join(root, "node_modules/lucide-react/dist/esm/icons", `${name}.mjs`);
  const module = (await import(pathToFileURL(file).href)) as { __iconData?: { node: IconNode; size?: number } };
  if (module.__iconData) return module.__iconData;
  const alias = /export \{ default \} from '\.\/([a-z0-9-]+)\.mjs'/.exec(fs.readFileSync(file, "utf8"));
  if (!alias?.[1]) throw new Error(`${name}: not a lucide icon`);
  return lucideIcon(alias[1]);
}

/** The sprite's text for these icon names (lucide's stroke on each symbol; the fill stays on the icon). */
export async function buildIconSprite(names: readonly string[] = ICON_NAMES): Promise<string> {
  const symbols: string[] = [];
  for (const name of names) {
    const __iconData = await lucideIcon(name);
    const size = __iconData.size ?? 24;
    symbols.push(
      `<symbol id="${name}" viewBox="0 0 ${size} ${size}" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${__iconData.node.map(element).join("")}</symbol>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n<!-- lucide icons (ISC licence), written by scripts/icon-sprite.ts -->\n${symbols.join("\n")}\n</svg>\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(SPRITE_FILE, await buildIconSprite());
  console.log(`${path.relative(root, SPRITE_FILE)}: ${ICON_NAMES.length} icons`);
}
