/**
 * Simple category illustrations for the demo content, drawn as SVG and rasterised by sharp.
 * Nothing is downloaded: every picture is composed from shapes whose colours, positions and
 * details come from a seeded PRNG, so each listing gets its own distinct set of pictures.
 */
import type { ListingArt } from "./listings";
import { type Random, chance, int, pick, randomFor } from "./random";

const LISTING_IMAGE_SIZE = { width: 1200, height: 800 } as const;
const W = LISTING_IMAGE_SIZE.width;
const H = LISTING_IMAGE_SIZE.height;

/** Fonts tried for the few texts (logos, avatars); DejaVu/Liberation exist on most Linux hosts. */
const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";

const SKIES: readonly [string, string][] = [
  ["#6cb8e6", "#d9f0fb"],
  ["#89c9f0", "#f4f1de"],
  ["#4f9fd9", "#bfe3f7"],
  ["#f6a66b", "#fde7c8"],
  ["#7aa8d8", "#f7d9c4"],
  ["#9ed2f0", "#eef8fc"],
];
const SEAS = ["#1f8fbf", "#2a9dc4", "#157a9c", "#3bb0c9", "#1b6f9c"];
const WALLS = ["#f4efe6", "#efe2cf", "#fff8ee", "#e8dccb", "#f2e8dc", "#f6f1ea", "#e9e4da"];
const ROOFS = ["#c0563b", "#a8442e", "#d0693f", "#8c3b2a", "#b35a3c"];
const ACCENTS = ["#0f766e", "#1d4ed8", "#b45309", "#be123c", "#6d28d9", "#15803d", "#0e7490", "#c2410c"];
const GREENS = ["#4d7c0f", "#3f7d3a", "#5a8f29", "#2f6b3a", "#6b8e23"];
const HILLS = ["#8aa67a", "#9bae84", "#7d9a72", "#a3b18a"];
const GLASS = ["#9fd3ec", "#a9cfe0", "#8cc2dd", "#b4dcef"];
const INTERIOR_WALLS = ["#f3ede4", "#e8efe9", "#efe6dc", "#e6ecf2", "#f4eadf", "#ece4f1"];
const FLOORS = ["#c89f74", "#b8875a", "#d9c2a3", "#a67c52", "#cfc6b8"];
const FABRICS = ["#5b7db1", "#7a9a6b", "#c47a5a", "#8a6fb0", "#d4a24c", "#4f8a8b", "#b55d6d"];

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}" ${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${fill}" ${extra}/>`;
const poly = (points: [number, number][], fill: string, extra = "") =>
  `<polygon points="${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ")}" fill="${fill}" ${extra}/>`;

function doc(body: string, defs = "", width: number = W, height: number = H) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

// --- Landscape pieces --------------------------------------------------------------------------

function sky(random: Random, id: string, horizon: number) {
  const [top, bottom] = pick(random, SKIES);
  const defs = `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
  const sunX = int(random, 120, W - 120);
  const sunY = int(random, 80, Math.max(100, horizon - 220));
  let body = rect(0, 0, W, horizon + 2, `url(#${id})`);
  body += circle(sunX, sunY, int(random, 40, 70), pick(random, ["#ffd36b", "#ffe08a", "#fff1b8", "#ffc457"]), 'opacity="0.95"');
  const clouds = int(random, 1, 4);
  for (let index = 0; index < clouds; index++) {
    const cx = int(random, 60, W - 60);
    const cy = int(random, 50, Math.max(80, horizon - 260));
    const s = 0.6 + random() * 0.8;
    body += `<g fill="#ffffff" opacity="${(0.55 + random() * 0.35).toFixed(2)}">${circle(cx, cy, 26 * s, "#ffffff")}${circle(cx + 30 * s, cy - 12 * s, 34 * s, "#ffffff")}${circle(cx + 66 * s, cy, 26 * s, "#ffffff")}${rect(cx, cy, 66 * s, 26 * s, "#ffffff")}</g>`;
  }
  return { defs, body };
}

function mountains(random: Random, baseY: number, color: string, peak = 220) {
  const points: [number, number][] = [[0, baseY]];
  let x = 0;
  while (x < W) {
    x += int(random, 60, 160);
    points.push([Math.min(x, W), baseY - int(random, peak * 0.3, peak)]);
  }
  points.push([W, baseY]);
  return poly(points, color);
}

function sea(random: Random, top: number, bottom: number) {
  const color = pick(random, SEAS);
  let body = rect(0, top, W, bottom - top, color);
  const waves = int(random, 3, 6);
  for (let index = 0; index < waves; index++) {
    const y = top + 8 + random() * (bottom - top - 12);
    const x = int(random, 0, W - 200);
    body += rect(x, y, int(random, 60, 220), 3, "#ffffff", 'opacity="0.35" rx="1.5"');
  }
  return body;
}

function palm(x: number, groundY: number, scale: number, lean: number) {
  const top: [number, number] = [x + lean * 40 * scale, groundY - 230 * scale];
  const trunk = `<path d="M${x - 7 * scale},${groundY} Q${x + lean * 10 * scale},${groundY - 120 * scale} ${top[0] - 5 * scale},${top[1]} L${top[0] + 5 * scale},${top[1]} Q${x + lean * 18 * scale + 8 * scale},${groundY - 120 * scale} ${x + 7 * scale},${groundY} Z" fill="#8b6b47"/>`;
  const leaves = [-150, -115, -70, -30, 10, 45]
    .map((angle) => {
      const radians = (angle * Math.PI) / 180;
      const ex = top[0] + Math.cos(radians) * 95 * scale;
      const ey = top[1] + Math.sin(radians) * 60 * scale + 40 * scale;
      const cx = top[0] + Math.cos(radians) * 50 * scale;
      const cy = top[1] - 30 * scale;
      return `<path d="M${top[0]},${top[1]} Q${cx},${cy} ${ex},${ey} Q${cx},${cy + 22 * scale} ${top[0]},${top[1]} Z" fill="#3f7d3a"/>`;
    })
    .join("");
  return trunk + leaves;
}

function tree(x: number, groundY: number, size: number, color: string, fruit?: string, random?: Random) {
  let body = rect(x - size * 0.08, groundY - size * 0.9, size * 0.16, size * 0.9, "#7a5a3a");
  body += circle(x, groundY - size * 1.05, size * 0.55, color);
  body += circle(x - size * 0.35, groundY - size * 0.85, size * 0.38, color);
  body += circle(x + size * 0.35, groundY - size * 0.85, size * 0.38, color);
  if (fruit && random) {
    for (let index = 0; index < 7; index++) {
      body += circle(x + (random() - 0.5) * size * 0.9, groundY - size * (0.75 + random() * 0.6), size * 0.06, fruit);
    }
  }
  return body;
}

function windows(x: number, y: number, cols: number, rows: number, w: number, h: number, gapX: number, gapY: number, glass: string) {
  let body = "";
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      body += rect(x + col * (w + gapX), y + row * (h + gapY), w, h, glass, 'stroke="#ffffff" stroke-width="3"');
    }
  }
  return body;
}

function pool(x: number, y: number, w: number, h: number) {
  return `${rect(x - 14, y - 10, w + 28, h + 20, "#e9e1d3", 'rx="8"')}${rect(x, y, w, h, "#38bdf8", 'rx="6"')}${rect(x + 18, y + h * 0.3, w * 0.45, 4, "#e0f7ff", 'opacity="0.8" rx="2"')}${rect(x + w * 0.5, y + h * 0.65, w * 0.35, 4, "#e0f7ff", 'opacity="0.7" rx="2"')}`;
}

function lounger(x: number, y: number, color: string) {
  return `${rect(x, y, 90, 14, color, 'rx="5"')}<path d="M${x},${y + 4} L${x - 22},${y - 26}" stroke="${color}" stroke-width="12" stroke-linecap="round"/>${rect(x + 8, y + 14, 4, 16, "#6b7280")}${rect(x + 78, y + 14, 4, 16, "#6b7280")}`;
}

function umbrella(x: number, groundY: number, color: string) {
  return `${rect(x - 3, groundY - 120, 6, 120, "#6b7280")}<path d="M${x - 70},${groundY - 110} Q${x},${groundY - 170} ${x + 70},${groundY - 110} Z" fill="${color}"/>`;
}

function landscape(random: Random, id: string, horizon: number, coastal: boolean) {
  const s = sky(random, id, horizon);
  let body = s.body;
  if (coastal) {
    body += mountains(random, horizon - 40, pick(random, HILLS), 160);
    body += sea(random, horizon - 40, horizon + 40);
  } else {
    body += mountains(random, horizon, pick(random, HILLS), 200);
  }
  return { defs: s.defs, body };
}

// --- Buildings ---------------------------------------------------------------------------------

function villa(random: Random, groundY: number) {
  const wall = pick(random, WALLS);
  const glass = pick(random, GLASS);
  const x = int(random, 260, 420);
  const width = int(random, 460, 560);
  const lower = 170;
  const upperX = x + int(random, 40, 140);
  const upperW = width - int(random, 140, 220);
  let body = rect(x, groundY - lower, width, lower, wall);
  body += rect(upperX, groundY - lower - 130, upperW, 130, wall);
  body += rect(x - 16, groundY - lower - 12, width + 32, 14, "#5b5b5b");
  body += rect(upperX - 14, groundY - lower - 142, upperW + 28, 14, "#5b5b5b");
  const spread = (span: number, cols: number, w: number) => (cols > 1 ? (span - cols * w) / (cols - 1) : 0);
  const lowerCols = Math.floor((width - 60) / 120);
  const upperCols = Math.max(1, Math.floor((upperW - 48) / 110));
  body += windows(x + 30, groundY - lower + 40, lowerCols, 1, 96, 110, spread(width - 60, lowerCols, 96), 0, glass);
  body += windows(upperX + 24, groundY - lower - 105, upperCols, 1, 86, 80, spread(upperW - 48, upperCols, 86), 0, glass);
  return { body, x, width };
}

function pitchedHouse(x: number, groundY: number, width: number, height: number, wall: string, roof: string, glass: string, door: string) {
  let body = rect(x, groundY - height, width, height, wall);
  body += poly(
    [
      [x - 20, groundY - height],
      [x + width / 2, groundY - height - height * 0.55],
      [x + width + 20, groundY - height],
    ],
    roof,
  );
  const cols = Math.max(1, Math.floor((width - 40) / 90));
  body += windows(
    x + 24,
    groundY - height + 30,
    cols,
    height > 180 ? 2 : 1,
    56,
    60,
    (width - 48 - cols * 56) / Math.max(1, cols - 1),
    30,
    glass,
  );
  body += rect(x + width / 2 - 24, groundY - 90, 48, 90, door, 'rx="4"');
  return body;
}

function apartmentBlock(
  random: Random,
  x: number,
  groundY: number,
  width: number,
  floors: number,
  floorHeight: number,
  options: { penthouse?: boolean; balconies?: boolean } = {},
) {
  const wall = pick(random, WALLS);
  const accent = pick(random, ACCENTS);
  const glass = pick(random, GLASS);
  const height = floors * floorHeight;
  let body = rect(x, groundY - height, width, height, wall);
  const cols = Math.max(2, Math.floor(width / 90));
  const cellW = width / cols;
  for (let floor = 0; floor < floors; floor++) {
    const y = groundY - (floor + 1) * floorHeight;
    for (let col = 0; col < cols; col++) {
      body += rect(
        x + col * cellW + cellW * 0.2,
        y + floorHeight * 0.18,
        cellW * 0.6,
        floorHeight * 0.55,
        glass,
        'stroke="#ffffff" stroke-width="2"',
      );
    }
    if (options.balconies !== false && floor > 0) body += rect(x - 6, y + floorHeight * 0.72, width + 12, 8, accent, 'opacity="0.85"');
  }
  body += rect(x - 10, groundY - height - 10, width + 20, 12, "#6b6b6b");
  if (options.penthouse) {
    body += rect(
      x + width * 0.2,
      groundY - height - 10 - floorHeight,
      width * 0.6,
      floorHeight,
      pick(random, GLASS),
      'stroke="#ffffff" stroke-width="3"',
    );
    body += rect(x + width * 0.15, groundY - height - 18 - floorHeight, width * 0.7, 10, "#4b4b4b");
  }
  body += rect(x + width / 2 - 30, groundY - floorHeight * 0.8, 60, floorHeight * 0.8, "#4b5563");
  return body;
}

// --- Scenes ------------------------------------------------------------------------------------

function homeExterior(art: ListingArt, random: Random) {
  const horizon = int(random, 430, 500);
  const coastal = art.coastal ?? chance(random, 0.4);
  const land = landscape(random, "sky", horizon, coastal);
  let body = land.body;
  const groundY = 700;
  body += rect(0, coastal ? horizon + 40 : horizon, W, H, pick(random, ["#c9b38a", "#b9c48f", "#a9bb7e", "#d8c7a0"]));
  body += rect(0, groundY + 20, W, H - groundY - 20, pick(random, ["#d6cbb8", "#cfc3ad", "#bfb59f"]));
  const scene = art.scene;
  if (scene === "villa") {
    const v = villa(random, groundY - 40);
    body += v.body;
    body += pool(v.x + 40, groundY - 10, v.width - 80, 60);
    body += palm(v.x - 80, groundY + 20, 1.1, -1);
    body += palm(v.x + v.width + 70, groundY + 10, 0.95, 1);
  } else if (scene === "twin") {
    const wall = pick(random, WALLS);
    const roof = pick(random, ROOFS);
    const glass = pick(random, GLASS);
    const x = int(random, 220, 320);
    body += pitchedHouse(x, groundY, 300, 200, wall, roof, glass, pick(random, ACCENTS));
    body += pitchedHouse(x + 300, groundY, 300, 200, wall, roof, glass, pick(random, ACCENTS));
    body += rect(0, groundY, W, 24, pick(random, GREENS));
    body += tree(x - 80, groundY, 110, pick(random, GREENS));
    body += tree(x + 700, groundY, 95, pick(random, GREENS));
  } else if (scene === "stone") {
    const x = int(random, 250, 400);
    body += pitchedHouse(
      x,
      groundY,
      int(random, 420, 520),
      190,
      pick(random, ["#d9c6a5", "#cdb48e", "#e0cfae"]),
      pick(random, ROOFS),
      pick(random, GLASS),
      "#7a4f2a",
    );
    for (let index = 0; index < 3; index++) {
      body += tree(
        int(random, 60, 220) + index * 340 + (index === 1 ? 560 : 0),
        groundY + 40,
        int(random, 80, 110),
        pick(random, GREENS),
        art.pool ? "#f59e0b" : "#b91c1c",
        random,
      );
    }
  } else if (scene === "bungalow") {
    const count = int(random, 1, 2);
    for (let index = 0; index < count; index++) {
      const x = 260 + index * 380 + int(random, 0, 60);
      body += pitchedHouse(
        x,
        groundY,
        280,
        150,
        pick(random, WALLS),
        pick(random, ["#8b6b47", "#a0522d", "#6b4f2f"]),
        pick(random, GLASS),
        pick(random, ACCENTS),
      );
      body += rect(x - 30, groundY - 14, 340, 14, "#a0754f");
    }
    body += palm(int(random, 80, 180), groundY + 30, 1.15, 1);
    body += palm(int(random, 1000, 1120), groundY + 30, 1, -1);
  } else {
    const floors = Math.min(art.floors ?? 5, scene === "tower" ? 12 : 8);
    const floorHeight = Math.min(70, Math.floor(520 / (floors + 1)));
    const width = scene === "tower" ? int(random, 300, 380) : int(random, 380, 520);
    const x = int(random, 200, W - width - 200);
    body += apartmentBlock(random, x, groundY, width, floors, floorHeight, { penthouse: scene === "penthouse" });
    if (scene === "studentblock" || scene === "cityblock") {
      body += apartmentBlock(random, x + width + 60, groundY, int(random, 200, 260), Math.max(2, floors - 1), floorHeight);
    }
    body += tree(x - 90, groundY, 100, pick(random, GREENS));
    if (art.pool) body += pool(x + width + 40, groundY - 20, 200, 50);
    if (coastal) body += palm(x + width + 120, groundY + 20, 1, 1);
    else body += tree(x + width + 110, groundY, 90, pick(random, GREENS));
  }
  return doc(body, land.defs);
}

function interior(random: Random, kind: "living" | "bedroom" | "studio" | "kitchen") {
  const wall = pick(random, INTERIOR_WALLS);
  const floor = pick(random, FLOORS);
  const fabric = pick(random, FABRICS);
  const floorY = int(random, 540, 590);
  let body = rect(0, 0, W, floorY, wall);
  body += rect(0, floorY, W, H - floorY, floor);
  for (let x = int(random, 0, 60); x < W; x += 120) body += rect(x, floorY, 2, H - floorY, "#000000", 'opacity="0.08"');
  // Window with a view (the kitchen has wall cabinets instead).
  const wx = kind === "kitchen" ? int(random, 820, 900) : int(random, 120, 620);
  const ww = kind === "kitchen" ? int(random, 200, 260) : int(random, 360, 460);
  const [top, bottom] = pick(random, SKIES);
  body += `<linearGradient id="view" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
  body += rect(wx, 90, ww, 300, "url(#view)", 'stroke="#ffffff" stroke-width="14"');
  body += rect(wx, 300, ww, 90, pick(random, SEAS));
  body += rect(wx + ww / 2 - 5, 90, 10, 300, "#ffffff");
  body += rect(wx - 40, 80, 34, 340, pick(random, FABRICS), 'opacity="0.8"');
  body += rect(wx + ww + 6, 80, 34, 340, pick(random, FABRICS), 'opacity="0.8"');
  if (kind === "living") {
    const sx = int(random, 150, 560);
    body += rect(sx, floorY - 150, 460, 110, fabric, 'rx="22"');
    body += rect(sx + 20, floorY - 210, 420, 80, fabric, 'rx="20" opacity="0.85"');
    body += rect(sx + 40, floorY - 180, 100, 60, pick(random, FABRICS), 'rx="14"');
    body += rect(sx + 320, floorY - 180, 100, 60, pick(random, FABRICS), 'rx="14"');
    body += `<ellipse cx="${sx + 230}" cy="${floorY + 110}" rx="330" ry="60" fill="${pick(random, FABRICS)}" opacity="0.6"/>`;
    body += rect(sx + 130, floorY + 30, 200, 24, "#7a5a3a", 'rx="6"');
    body += rect(int(random, 960, 1080), floorY - 260, 8, 260, "#444444");
    body += `<path d="M${1000 - 40},${floorY - 260} L${1000 + 40},${floorY - 260} L${1000 + 20},${floorY - 320} L${1000 - 20},${floorY - 320} Z" fill="#f5deb3" transform="translate(${int(random, -40, 80)},0)"/>`;
  } else if (kind === "bedroom" || kind === "studio") {
    const bx = int(random, 200, 560);
    body += rect(bx, floorY - 260, 420, 130, pick(random, ["#6b4f3a", "#8b6b4a", "#4b5563"]), 'rx="10"');
    body += rect(bx - 20, floorY - 140, 460, 120, "#ffffff", 'rx="12"');
    body += rect(bx - 20, floorY - 110, 460, 90, fabric, 'rx="12"');
    body += rect(bx + 30, floorY - 175, 150, 45, "#f5f5f4", 'rx="14"');
    body += rect(bx + 240, floorY - 175, 150, 45, "#f5f5f4", 'rx="14"');
    body += rect(bx - 110, floorY - 90, 70, 90, "#7a5a3a");
    body += circle(bx - 75, floorY - 120, 22, "#fde68a");
    if (kind === "studio") {
      body += rect(900, floorY - 120, 220, 16, "#7a5a3a");
      body += rect(910, floorY - 104, 12, 104, "#7a5a3a");
      body += rect(1096, floorY - 104, 12, 104, "#7a5a3a");
      body += rect(960, floorY - 190, 110, 70, "#1f2937", 'rx="6"');
    }
  } else {
    const kx = int(random, 40, 120);
    body += rect(kx, floorY - 200, 700, 200, pick(random, ["#f5f5f4", "#e7e5e4", "#d6d3d1"]));
    body += rect(kx - 10, floorY - 210, 720, 16, "#57534e");
    const doors = pick(random, FABRICS);
    for (let index = 0; index < 4; index++) body += rect(kx + 20 + index * 170, floorY - 170, 150, 150, doors, 'opacity="0.6" rx="6"');
    for (let index = 0; index < 4; index++) body += rect(kx + 20 + index * 170, 110, 150, 150, doors, 'opacity="0.6" rx="6"');
    body += rect(kx, floorY - 330, 700, 120, pick(random, ["#e0f2fe", "#f1f5f9", "#fef3c7"]), 'opacity="0.9"');
    body += circle(kx + 520, floorY - 228, 16, "#9ca3af");
  }
  body += `<g transform="translate(${int(random, 40, 100)},${floorY - 150})">${rect(0, 90, 70, 60, "#b45309", 'rx="8"')}${circle(35, 60, 50, pick(random, GREENS))}${circle(10, 30, 30, pick(random, GREENS))}${circle(60, 25, 34, pick(random, GREENS))}</g>`;
  return doc(body);
}

function poolView(art: ListingArt, random: Random) {
  const horizon = int(random, 330, 400);
  const s = sky(random, "sky", horizon);
  let body = s.body + sea(random, horizon, horizon + 90);
  body += rect(0, horizon + 90, W, H, pick(random, ["#e9e1d3", "#efe6d6", "#e2d6c2"]));
  const px = int(random, 150, 300);
  body += pool(px, horizon + 170, int(random, 600, 780), int(random, 170, 230));
  const color = pick(random, ACCENTS);
  for (let index = 0; index < int(random, 2, 4); index++) body += lounger(px + 40 + index * 150, H - 60, "#ffffff");
  body += umbrella(int(random, 80, 140), H - 30, color);
  body += umbrella(int(random, 1000, 1120), H - 30, pick(random, ACCENTS));
  body += palm(int(random, 1030, 1130), horizon + 160, 0.9, -1);
  if (art.category === "hotels") body += rect(0, horizon + 120, 60, 300, pick(random, WALLS));
  return doc(body, s.defs);
}

function carBody(body: NonNullable<ListingArt["body"]>, paint: string) {
  const glass = "#2b3a4a";
  const shapes: Record<typeof body, { path: string; windows: string; wheels: [number, number]; r: number }> = {
    hatch: {
      path: "M12,70 L52,36 Q62,30 76,30 L300,30 Q318,30 330,40 L392,88 L470,98 Q505,104 506,130 L504,150 Q504,158 494,158 L14,158 Q4,158 4,146 L6,96 Q6,80 12,70 Z",
      windows: `<path d="M70,44 L178,44 L178,88 L40,88 Z" fill="${glass}"/><path d="M190,44 L300,44 Q312,44 320,52 L364,88 L190,88 Z" fill="${glass}"/>`,
      wheels: [104, 400],
      r: 44,
    },
    sedan: {
      path: "M8,96 L120,86 L170,40 Q180,32 196,32 L340,32 Q356,32 366,42 L414,88 L500,98 Q530,104 530,130 L528,150 Q528,158 518,158 L14,158 Q4,158 4,148 L4,108 Q4,98 8,96 Z",
      windows: `<path d="M182,44 L262,44 L262,86 L136,86 Z" fill="${glass}"/><path d="M274,44 L338,44 Q348,44 356,52 L386,86 L274,86 Z" fill="${glass}"/>`,
      wheels: [118, 424],
      r: 44,
    },
    suv: {
      path: "M8,56 L36,18 Q44,10 58,10 L352,10 Q368,10 378,20 L428,74 L500,84 Q528,90 528,120 L526,158 Q526,166 516,166 L14,166 Q4,166 4,156 L4,70 Q4,62 8,56 Z",
      windows: `<path d="M52,26 L190,26 L190,72 L24,72 Z" fill="${glass}"/><path d="M202,26 L346,26 Q356,26 364,34 L398,72 L202,72 Z" fill="${glass}"/>`,
      wheels: [112, 424],
      r: 50,
    },
    van: {
      path: "M6,20 Q6,4 24,4 L420,4 Q436,4 444,14 L486,66 L516,80 Q530,88 530,112 L528,164 Q528,172 518,172 L14,172 Q4,172 4,162 L4,24 Z",
      windows: `<path d="M24,22 L140,22 L140,70 L24,70 Z" fill="${glass}"/><path d="M152,22 L290,22 L290,70 L152,70 Z" fill="${glass}"/><path d="M302,22 L420,22 Q430,22 436,30 L466,70 L302,70 Z" fill="${glass}"/>`,
      wheels: [104, 430],
      r: 46,
    },
  };
  const shape = shapes[body];
  const wheel = (x: number) =>
    `${circle(x, 158, shape.r, "#1f2937")}${circle(x, 158, shape.r * 0.55, "#d1d5db")}${circle(x, 158, shape.r * 0.18, "#6b7280")}`;
  return `<path d="${shape.path}" fill="${paint}" stroke="#111827" stroke-opacity="0.25" stroke-width="3"/>${shape.windows}${rect(250, 100, 36, 6, "#111827", 'opacity="0.4" rx="3"')}${rect(470, 104, 34, 14, "#fef3c7", 'rx="5"')}${rect(6, 104, 16, 16, "#dc2626", 'rx="4"')}${wheel(shape.wheels[0])}${wheel(shape.wheels[1])}`;
}

function carScene(art: ListingArt, random: Random, frame: number) {
  const paint = art.paint ?? "#6b7280";
  const body = art.body ?? "sedan";
  if (frame === 2) {
    // Dashboard and steering wheel.
    let scene = rect(0, 0, W, H, pick(random, ["#cfe3ef", "#d8e8f2", "#f1e3cf"]));
    scene += mountains(random, 420, pick(random, HILLS), 120);
    scene += rect(0, 420, W, 80, "#9ca3af");
    scene += `<path d="M0,430 Q600,340 1200,430 L1200,800 L0,800 Z" fill="#1f2937"/>`;
    scene += rect(0, 430, W, 24, paint, 'opacity="0.9"');
    scene += circle(int(random, 380, 460), 640, 150, "none", 'stroke="#111827" stroke-width="34"');
    scene += rect(700, 540, 260, 150, "#0f172a", 'rx="14"');
    scene += rect(716, 556, 228, 118, pick(random, ["#1d4ed8", "#0f766e", "#334155"]), 'rx="8" opacity="0.85"');
    scene += rect(1000, 580, 120, 40, "#374151", 'rx="10"');
    return doc(scene);
  }
  const horizon = int(random, 400, 460);
  const s = sky(random, "sky", horizon);
  let scene = s.body;
  const coastal = frame === 1;
  if (coastal) {
    scene += sea(random, horizon, horizon + 70);
    scene += rect(0, horizon + 70, W, H, "#d9c7a0");
  } else {
    scene += mountains(random, horizon, pick(random, HILLS), 220);
    scene += rect(0, horizon, W, H, pick(random, ["#b9c48f", "#c9b38a", "#a9bb7e"]));
  }
  scene += rect(0, 560, W, 200, "#4b5563");
  for (let x = int(random, 0, 80); x < W; x += 160) scene += rect(x, 655, 90, 10, "#f9fafb");
  scene += palm(int(random, 60, 200), 560, 1, 1);
  scene += palm(int(random, 1000, 1140), 560, 0.85, -1);
  const scale = body === "van" || body === "suv" ? 1.25 : 1.3;
  const x = int(random, 180, 330);
  const flip = frame === 1;
  const transform = flip
    ? `translate(${x + 530 * scale},${700 - 200 * scale}) scale(${-scale},${scale})`
    : `translate(${x},${700 - 200 * scale}) scale(${scale})`;
  scene += `<ellipse cx="${x + 265 * scale}" cy="${700}" rx="${290 * scale}" ry="18" fill="#000000" opacity="0.25"/>`;
  scene += `<g transform="${transform}">${carBody(body, paint)}</g>`;
  return doc(scene, s.defs);
}

function shopScene(art: ListingArt, random: Random, frame: number) {
  if (frame === 1) {
    // Inside: shelves or desks or racks.
    let body = rect(0, 0, W, 560, pick(random, INTERIOR_WALLS)) + rect(0, 560, W, 240, pick(random, FLOORS));
    if (art.scene === "warehouse" || art.scene === "factory") {
      body = rect(0, 0, W, 560, "#d4d4d8") + rect(0, 560, W, 240, "#a1a1aa");
      for (let x = 80; x < W; x += 260) {
        body += rect(x, 200, 16, 360, "#f97316") + rect(x + 200, 200, 16, 360, "#f97316");
        for (let y = 260; y < 560; y += 100) {
          body += rect(x, y, 216, 10, "#1d4ed8");
          body += rect(x + 20, y - 60, 80, 60, pick(random, ["#d6b38a", "#c49a6c", "#e0c097"]));
          if (chance(random, 0.7)) body += rect(x + 110, y - 50, 90, 50, pick(random, ["#d6b38a", "#c49a6c", "#e0c097"]));
        }
      }
      for (let x = 60; x < W; x += 220) body += rect(x, 40, 140, 16, "#fef9c3", 'opacity="0.9"');
    } else if (art.scene === "office") {
      for (let index = 0; index < 3; index++) {
        const x = 120 + index * 340;
        body += rect(x, 470, 240, 14, "#f5f5f4") + rect(x + 10, 484, 10, 100, "#9ca3af") + rect(x + 220, 484, 10, 100, "#9ca3af");
        body += rect(x + 70, 390, 110, 75, "#111827", 'rx="6"');
        body += rect(x + 90, 520, 60, 70, pick(random, FABRICS), 'rx="10"');
      }
      body += windows(100, 80, 4, 1, 220, 220, 30, 0, pick(random, GLASS));
    } else {
      for (let x = 60; x < W; x += 280) {
        body += rect(x, 120, 220, 440, "#ffffff", 'stroke="#d4d4d8" stroke-width="4"');
        for (let y = 200; y < 560; y += 90) {
          body += rect(x, y, 220, 8, "#a8a29e");
          for (let item = 0; item < 4; item++) body += rect(x + 14 + item * 50, y - 46, 36, 46, pick(random, FABRICS), 'rx="4"');
        }
      }
    }
    return doc(body);
  }
  const horizon = 380;
  const s = sky(random, "sky", horizon);
  let body = s.body;
  const coastal = art.scene === "cafe";
  if (coastal) body += sea(random, horizon - 10, horizon + 60) + rect(0, horizon + 60, W, H, "#e5d3ae");
  else body += mountains(random, horizon, pick(random, HILLS), 140) + rect(0, horizon, W, H, "#cfc7b8");
  const groundY = 660;
  const accent = pick(random, ACCENTS);
  if (art.scene === "warehouse" || art.scene === "factory") {
    const x = int(random, 150, 260);
    const width = int(random, 760, 880);
    body += rect(x, groundY - 280, width, 280, pick(random, ["#d4d4d8", "#e5e7eb", "#cbd5e1"]));
    if (art.scene === "factory") {
      const teeth = 6;
      for (let index = 0; index < teeth; index++) {
        const tx = x + (index * width) / teeth;
        body += poly(
          [
            [tx, groundY - 280],
            [tx + width / teeth, groundY - 280],
            [tx + width / teeth, groundY - 360],
          ],
          "#9ca3af",
        );
      }
      body += rect(x + width - 90, groundY - 480, 44, 200, "#78716c");
      body += circle(x + width - 60, groundY - 510, 30, "#e5e7eb", 'opacity="0.8"');
    } else {
      body += poly(
        [
          [x - 10, groundY - 280],
          [x + width / 2, groundY - 340],
          [x + width + 10, groundY - 280],
        ],
        "#9ca3af",
      );
    }
    for (let line = x + 20; line < x + width; line += 30) body += rect(line, groundY - 270, 2, 270, "#000000", 'opacity="0.06"');
    for (let index = 0; index < 3; index++) {
      const dx = x + 60 + index * ((width - 120) / 3);
      body += rect(dx, groundY - 190, 180, 190, "#6b7280");
      for (let y = groundY - 180; y < groundY; y += 18) body += rect(dx, y, 180, 3, "#4b5563");
    }
    body += rect(x + 20, groundY - 250, 200, 40, accent);
    body += `<g transform="translate(${int(random, 40, 120)},${groundY - 170})">${rect(0, 0, 260, 130, "#f5f5f4")}${rect(260, 40, 90, 90, accent)}${rect(272, 52, 50, 36, "#2b3a4a")}${circle(60, 140, 26, "#1f2937")}${circle(300, 140, 26, "#1f2937")}</g>`;
  } else if (art.scene === "office") {
    const floors = Math.min(art.floors ?? 6, 9);
    const x = int(random, 320, 520);
    const width = int(random, 320, 400);
    const floorHeight = Math.floor(500 / floors);
    body += rect(x, groundY - floors * floorHeight, width, floors * floorHeight, pick(random, ["#cbd5e1", "#94a3b8", "#e2e8f0"]));
    for (let floor = 0; floor < floors; floor++) {
      body += rect(x + 10, groundY - (floor + 1) * floorHeight + 8, width - 20, floorHeight - 16, pick(random, GLASS), 'opacity="0.9"');
      body += rect(x, groundY - (floor + 1) * floorHeight, width, 4, "#475569");
    }
    body += rect(x + width / 2 - 50, groundY - 90, 100, 90, "#1f2937");
    body += tree(x - 80, groundY, 100, pick(random, GREENS));
    body += tree(x + width + 90, groundY, 90, pick(random, GREENS));
  } else {
    // Storefront or seaside café.
    const x = int(random, 220, 320);
    const width = int(random, 620, 740);
    body += rect(x, groundY - 380, width, 380, pick(random, WALLS));
    body += rect(x, groundY - 380, width, 60, pick(random, ["#57534e", "#44403c", "#78716c"]));
    body += rect(x + 40, groundY - 370, width - 80, 40, accent, 'rx="6"');
    const stripes = 10;
    for (let index = 0; index < stripes; index++) {
      body += poly(
        [
          [x + (index * width) / stripes, groundY - 300],
          [x + ((index + 1) * width) / stripes, groundY - 300],
          [x + ((index + 1) * width) / stripes + 12, groundY - 240],
          [x + (index * width) / stripes + 12, groundY - 240],
        ],
        index % 2 === 0 ? accent : "#ffffff",
      );
    }
    body += rect(x + 30, groundY - 220, width - 190, 200, pick(random, GLASS), 'stroke="#374151" stroke-width="6"');
    body += rect(x + width - 130, groundY - 220, 90, 220, "#374151");
    for (let index = 0; index < 4; index++)
      body += rect(x + 60 + index * 110, groundY - 90, 70, 70, pick(random, FABRICS), 'opacity="0.75"');
    if (coastal) {
      for (let index = 0; index < 3; index++) {
        const tx = x + width + 40 + index * 10 - (index === 0 ? width + 260 : 0);
        body += umbrella(tx + index * 80, groundY + 90, pick(random, ACCENTS));
        body += circle(tx + index * 80, groundY + 70, 30, "#ffffff");
      }
    } else {
      body += rect(x - 90, groundY - 260, 10, 260, "#374151");
      body += circle(x - 85, groundY - 268, 18, "#fde68a");
      body += `<g transform="translate(${x + width + 40},${groundY - 60})">${rect(0, 20, 50, 40, "#b45309", 'rx="6"')}${circle(25, 10, 30, pick(random, GREENS))}</g>`;
    }
  }
  body += rect(0, groundY, W, H - groundY, "#9ca3af");
  body += rect(0, groundY, W, 14, "#e5e7eb");
  return doc(body, s.defs);
}

function hotelScene(art: ListingArt, random: Random, frame: number) {
  if (frame === 1) return poolView(art, random);
  if (frame === 2) return interior(random, "bedroom");
  const horizon = int(random, 360, 420);
  const coastal = art.coastal ?? true;
  const land = landscape(random, "sky", horizon, coastal);
  let body = land.body + rect(0, coastal ? horizon + 40 : horizon, W, H, pick(random, ["#e5d3ae", "#d8c7a0", "#cfc3ad"]));
  const groundY = 640;
  if (art.scene === "bungalows") {
    for (let index = 0; index < 4; index++) {
      body += pitchedHouse(
        80 + index * 280 + int(random, 0, 30),
        groundY,
        200,
        120,
        pick(random, WALLS),
        pick(random, ["#8b6b47", "#a0522d"]),
        pick(random, GLASS),
        pick(random, ACCENTS),
      );
    }
    body += palm(int(random, 40, 120), groundY + 40, 1, 1);
  } else if (art.scene === "boutique") {
    const x = int(random, 240, 360);
    const width = int(random, 560, 680);
    body += rect(x, groundY - 300, width, 300, pick(random, ["#d9c6a5", "#cdb48e", "#e0cfae"]));
    for (let index = 0; index < 5; index++) {
      const ax = x + 40 + index * ((width - 80) / 5);
      body += `<path d="M${ax},${groundY - 20} L${ax},${groundY - 120} Q${ax + 40},${groundY - 170} ${ax + 80},${groundY - 120} L${ax + 80},${groundY - 20} Z" fill="${pick(random, GLASS)}" stroke="#8b6b47" stroke-width="5"/>`;
      body += rect(ax, groundY - 250, 80, 80, pick(random, GLASS), 'stroke="#8b6b47" stroke-width="5"');
      body += rect(ax - 10, groundY - 168, 100, 10, "#8b6b47");
    }
    body += rect(x - 10, groundY - 310, width + 20, 14, pick(random, ROOFS));
    body += `<g fill="#db2777" opacity="0.85">${Array.from({ length: 14 }, () => circle(x + random() * width, groundY - 300 + random() * 60, 10 + random() * 8, "#db2777")).join("")}</g>`;
  } else {
    const floors = Math.min(art.floors ?? 6, 9);
    const width = art.scene === "cityhotel" ? int(random, 380, 460) : int(random, 640, 820);
    const x = int(random, 150, W - width - 150);
    body += apartmentBlock(random, x, groundY, width, floors, Math.floor(420 / floors));
    if (art.pool) body += pool(x + 60, groundY + 30, Math.min(width - 120, 520), 50);
    body += palm(x - 60, groundY + 40, 1.05, -1);
    body += palm(x + width + 60, groundY + 40, 0.95, 1);
  }
  body += rect(0, groundY + 100, W, H - groundY - 100, "#d6cbb8");
  return doc(body, land.defs);
}

/** The SVG of picture `frame` (0, 1, 2) of a listing: exterior first, then details. */
export function listingImageSvg(art: ListingArt, key: string, frame: number): string {
  const random = randomFor(`art:${key}:${frame}`);
  switch (art.category) {
    case "cars":
      return carScene(art, random, frame);
    case "shops":
      return shopScene(art, random, frame);
    case "hotels":
      return hotelScene(art, random, frame);
    case "houses":
      if (frame === 0) return homeExterior(art, random);
      if (frame === 1) return interior(random, art.scene === "block" && art.floors === 3 ? "bedroom" : "living");
      return art.pool ? poolView(art, random) : interior(random, "kitchen");
    case "apartments":
      if (frame === 0) return homeExterior(art, random);
      if (frame === 1) return interior(random, art.scene === "studentblock" ? "studio" : "living");
      return art.pool ? poolView(art, random) : interior(random, art.scene === "studentblock" ? "kitchen" : "bedroom");
  }
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Splits a name into one line, or two lines as even as possible when it is longer than `width`. */
function twoLines(name: string, width: number): string[] {
  const words = name.split(" ");
  if (name.length <= width || words.length < 2) return [name];
  let best: string[] = [name];
  let bestLength = Infinity;
  for (let split = 1; split < words.length; split++) {
    const lines = [words.slice(0, split).join(" "), words.slice(split).join(" ")];
    const longest = Math.max(...lines.map((line) => line.length));
    if (longest < bestLength) {
      best = lines;
      bestLength = longest;
    }
  }
  return best;
}

const LOGO_SIZE = { width: 480, height: 240 } as const;

/** A partner logo: a mark with initials and the company name. */
export function logoSvg(input: {
  name: string;
  initials: string;
  color: string;
  mark: "circle" | "square" | "diamond" | "roof" | "wave";
}): string {
  const { width, height } = LOGO_SIZE;
  const { color } = input;
  const cx = 120;
  const cy = 120;
  const marks = {
    circle: circle(cx, cy, 78, color),
    square: rect(cx - 74, cy - 74, 148, 148, color, 'rx="28"'),
    diamond: poly(
      [
        [cx, cy - 92],
        [cx + 92, cy],
        [cx, cy + 92],
        [cx - 92, cy],
      ],
      color,
    ),
    roof: `${poly(
      [
        [cx - 92, cy - 4],
        [cx, cy - 88],
        [cx + 92, cy - 4],
      ],
      color,
    )}${rect(cx - 70, cy - 10, 140, 90, color, 'rx="10"')}`,
    wave: `${circle(cx, cy, 80, color)}<path d="M${cx - 80},${cy + 30} Q${cx - 40},${cy + 5} ${cx},${cy + 30} T${cx + 80},${cy + 30} L${cx + 70},${cy + 55} Q${cx},${cy + 95} ${cx - 70},${cy + 55} Z" fill="#ffffff" opacity="0.35"/>`,
  };
  const lines = twoLines(input.name, 13);
  // About 0.64 em per bold character; keep the longest line inside the 230 px beside the mark.
  const fontSize = Math.min(30, Math.floor(230 / (Math.max(...lines.map((line) => line.length)) * 0.64)));
  const text = lines
    .map(
      (line, index) =>
        `<text x="232" y="${(lines.length === 1 ? 130 : 112) + index * (fontSize + 10)}" font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="#1f2937">${escapeXml(line)}</text>`,
    )
    .join("");
  const body = `${rect(0, 0, width, height, "#ffffff")}${rect(0, height - 10, width, 10, color)}${marks[input.mark]}<text x="${cx}" y="${cy + 17}" text-anchor="middle" font-family="${FONT}" font-size="50" font-weight="700" fill="#ffffff">${escapeXml(input.initials)}</text>${text}`;
  return doc(body, "", width, height);
}

export const AVATAR_SIZE = { width: 400, height: 400 } as const;

export function avatarSvg(
  avatar: { kind: "initials"; text: string; color: string } | { kind: "portrait"; color: string },
  key: string,
): string {
  const { width, height } = AVATAR_SIZE;
  const random = randomFor(`avatar:${key}`);
  if (avatar.kind === "initials") {
    return doc(
      `${rect(0, 0, width, height, avatar.color)}${circle(320, 80, 120, "#ffffff", 'opacity="0.12"')}<text x="200" y="238" text-anchor="middle" font-family="${FONT}" font-size="150" font-weight="700" fill="#ffffff">${escapeXml(avatar.text)}</text>`,
      "",
      width,
      height,
    );
  }
  const skin = pick(random, ["#f1c8a5", "#e0ac85", "#c68b64", "#f5d3b8"]);
  const hair = pick(random, ["#3b2a20", "#5a3c28", "#1f1a17", "#8b5a2b"]);
  return doc(
    `${rect(0, 0, width, height, pick(random, ["#e0f2fe", "#fce7f3", "#ede9fe", "#dcfce7"]))}<path d="M60,400 Q60,270 200,270 Q340,270 340,400 Z" fill="${avatar.color}"/>${circle(200, 175, 82, hair)}${circle(200, 190, 72, skin)}<path d="M128,170 Q140,100 200,100 Q262,100 272,170 Q240,130 200,135 Q160,130 128,170 Z" fill="${hair}"/>`,
    "",
    width,
    height,
  );
}

const BANNER_SIZE = { width: 1200, height: 600 } as const;

/** A sponsored banner background with a themed motif (the carousel overlays the texts). */
export function bannerSvg(
  theme: "insurance" | "cars" | "moving" | "furniture" | "villas",
  colors: [string, string, string],
  key: string,
): string {
  const { width, height } = BANNER_SIZE;
  const random = randomFor(`banner:${key}`);
  const [strong, soft, pale] = colors;
  let body = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${pale}"/><stop offset="1" stop-color="${soft}"/></linearGradient>`;
  body += rect(0, 0, width, height, "url(#bg)");
  for (let index = 0; index < 6; index++)
    body += circle(int(random, 0, width), int(random, 0, height), int(random, 40, 160), strong, 'opacity="0.07"');
  const at = (inner: string) => `<g transform="translate(720,110)">${inner}</g>`;
  if (theme === "insurance") {
    body += at(
      `<path d="M190,0 L360,60 Q360,280 190,380 Q20,280 20,60 Z" fill="${strong}"/><path d="M120,190 L175,245 L270,140" stroke="#ffffff" stroke-width="30" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  } else if (theme === "cars") {
    body += `<g transform="translate(620,230) scale(1.0)">${carBody("suv", strong)}</g>`;
    body += rect(560, 420, 640, 14, strong, 'opacity="0.3"');
  } else if (theme === "moving") {
    body += at(
      `${rect(0, 120, 260, 170, strong, 'rx="10"')}${rect(260, 180, 110, 110, strong, 'rx="10"')}${rect(280, 196, 60, 44, "#e0f2fe")}${circle(60, 300, 36, "#1f2937")}${circle(300, 300, 36, "#1f2937")}${rect(30, 30, 90, 80, "#d6b38a")}${rect(130, 50, 70, 60, "#c49a6c")}`,
    );
  } else if (theme === "furniture") {
    body += at(
      `${rect(0, 170, 380, 100, strong, 'rx="24"')}${rect(20, 100, 340, 90, strong, 'rx="22" opacity="0.85"')}${rect(30, 270, 20, 50, "#57534e")}${rect(330, 270, 20, 50, "#57534e")}${circle(420, 90, 40, "#fde68a")}${rect(415, 130, 10, 190, "#57534e")}`,
    );
  } else {
    body += at(
      `${rect(20, 140, 320, 160, "#ffffff")}${rect(60, 60, 220, 80, "#ffffff")}${rect(0, 130, 360, 14, "#4b5563")}${rect(40, 50, 260, 12, "#4b5563")}${rect(40, 310, 280, 50, "#38bdf8", 'rx="6"')}${windows(50, 170, 3, 1, 70, 80, 30, 0, soft)}`,
    );
  }
  return doc(body, "", width, height);
}
