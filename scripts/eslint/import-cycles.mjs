// An ESLint rule that finds import cycles the way the TypeScript compiler sees the files: every
// `import`/`export … from` counts, type-only ones included (import-x/no-cycle skips those, so a
// cycle closed by a type import passed). It reads the files of the linted tree once per ESLint run,
// builds the import graph of the files under `roots` (relative and `~/` paths), finds its strongly
// connected components (Tarjan; `findCycles`, for tools) and reports every import whose target leads
// back to the importing file: that import closes a cycle. eslint.config.js runs it on app/.server and
// server/ (docs/architecture.md).
import fs from "node:fs";
import path from "node:path";

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^;'"]*?\s+from\s+)?["']([^"']+)["']/g;
const EXTENSIONS = [".ts", ".tsx", ".js", ".mjs"];

/** @param {string} dir @param {string[]} out */
function walk(dir, out) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (EXTENSIONS.includes(path.extname(entry.name)) && !entry.name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

/** @param {string} from @param {string} specifier @param {string} appDir */
function resolveImport(from, specifier, appDir) {
  let base;
  if (specifier.startsWith("~/")) base = path.join(appDir, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  if (/\.js$/.test(base)) candidates.push(base.replace(/\.js$/, ".ts"), base.replace(/\.js$/, ".tsx"));
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

/**
 * The graph of `roots` and the component (index) of each file that lies on a cycle.
 * @param {string[]} roots @param {string} appDir
 */
export function findCycles(roots, appDir = path.resolve("app")) {
  const files = roots.flatMap((root) => (fs.existsSync(root) ? walk(path.resolve(root), []) : []));
  const inside = new Set(files);
  /** @type {Map<string, string[]>} */
  const edges = new Map();
  for (const file of files) {
    const text = fs.readFileSync(file, "utf8");
    const targets = [];
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? "", appDir);
      if (target && inside.has(target) && target !== file) targets.push(target);
    }
    edges.set(file, targets);
  }
  // Tarjan's strongly connected components.
  let index = 0;
  /** @type {Map<string, number>} */
  const order = new Map();
  /** @type {Map<string, number>} */
  const low = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {Map<string, number>} */
  const component = new Map();
  let components = 0;
  /** @param {string} node */
  const connect = (node) => {
    order.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!order.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, order.get(next) ?? 0));
    }
    if (low.get(node) === order.get(node)) {
      const members = [];
      let member;
      do {
        member = /** @type {string} */ (stack.pop());
        onStack.delete(member);
        members.push(member);
      } while (member !== node);
      if (members.length > 1) {
        for (const m of members) component.set(m, components);
        components++;
      }
    }
  };
  for (const file of files) if (!order.has(file)) connect(file);
  return { edges, component, appDir };
}

/** @type {Map<string, ReturnType<typeof findCycles>>} */
const cache = new Map();

/**
 * Whether `from` reaches `to` over the graph's edges (the linted file's own edges are not followed:
 * reaching it at all closes the cycle).
 * @param {Map<string, string[]>} edges @param {string} from @param {string} to
 */
function reaches(edges, from, to) {
  const seen = new Set([from]);
  const queue = [from];
  while (queue.length > 0) {
    const node = /** @type {string} */ (queue.shift());
    if (node === to) return true;
    for (const next of edges.get(node) ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return false;
}

/** @type {import("eslint").Rule.RuleModule} */
export const noImportCycles = {
  meta: {
    type: "problem",
    docs: { description: "No import cycles, type-only imports included." },
    schema: [{ type: "object", properties: { roots: { type: "array", items: { type: "string" } } }, additionalProperties: false }],
    messages: {
      cycle: "This import closes a cycle (type-only imports count): {{target}} leads back here. Move the shared part into its own module.",
    },
  },
  create(context) {
    /** @type {string[]} */
    const roots = context.options[0]?.roots ?? ["app/.server"];
    const absoluteRoots = roots.map((root) => path.resolve(context.cwd, root));
    const file = context.filename;
    if (!absoluteRoots.some((root) => file.startsWith(root + path.sep))) return {};
    const key = `${context.cwd}:${roots.join(",")}`;
    let graph = cache.get(key);
    if (!graph) {
      graph = findCycles(absoluteRoots, path.resolve(context.cwd, "app"));
      cache.set(key, graph);
    }
    const { edges, appDir } = graph;
    /** @param {import("estree").ImportDeclaration | import("estree").ExportNamedDeclaration | import("estree").ExportAllDeclaration} node */
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== "string") return;
      const target = resolveImport(file, specifier, appDir);
      if (target && target !== file && edges.has(target) && reaches(edges, target, file))
        context.report({ node, messageId: "cycle", data: { target: path.relative(context.cwd, target) } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
