import { Readable } from "node:stream";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { DeferredHydration, PRELOAD_BATCH } from "~/.server/http/deferred-hydration";

async function through(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(new DeferredHydration())) out.push(Buffer.from(chunk));
  return Buffer.concat(out).toString("utf8");
}

const HEAD =
  '<!DOCTYPE html><html lang="tr"><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/entry.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="n"/><title>Kıbrıs — İlanlar</title></head>';
const BODY_START =
  '<body><p>Şifre: <code>&lt;link rel="modulepreload" href="x"&gt;</code></p><script id="t" type="application/json">{"a":"ğ</x"}</script>';
// React Router's inline module script, as <Scripts> writes it.
const MODULE_CODE =
  ';\nimport * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/home.js";\n  window.__reactRouterManifest = {"version":"1"};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.js");';
const SCRIPT = `<script nonce="n" type="module" async="">${MODULE_CODE}</script>`;
const BODY_END = '<script nonce="n">window.__x = "<script type=\\"module\\">"</script></body></html>';
const DOCUMENT = HEAD + BODY_START + SCRIPT + BODY_END;

/** Runs the rewritten module script in a fake window; `fire` dispatches its events. */
function runRewritten(html: string, readyState: string, taps: unknown[] = []) {
  const code = html.slice(html.indexOf('async="">') + 'async="">'.length, html.lastIndexOf("</script><script"));
  const listeners = new Map<string, () => void>();
  const appended: string[] = [];
  const imported: string[] = [];
  const fetched: string[] = [];
  const window: Record<string, unknown> = { __kkTaps: taps };
  Object.assign(window, {
    window,
    fetch: (url: string) => {
      fetched.push(url);
      return Promise.resolve({ ok: true });
    },
    document: {
      readyState,
      documentElement: { dataset: { texts: "/api/texts/tr?v=abc" } },
      createElement: () => ({}),
      head: { appendChild: (link: { rel: string; href: string }) => appended.push(`${link.rel} ${link.href}`) },
    },
    addEventListener: (name: string, listener: () => void) => listeners.set(name, listener),
    setTimeout: (callback: () => void, delay: number) => setTimeout(callback, delay),
    removeEventListener: (name: string) => listeners.delete(name),
    // The rewritten script's dynamic imports are plain calls to the host's import(); vm gives none, so
    // the code is run with `import(` renamed.
    __import: (specifier: string) => {
      imported.push(specifier);
      return Promise.resolve({ specifier });
    },
  });
  runInNewContext(code.replaceAll("import(", "__import("), window);
  return { window, listeners, appended, imported, fetched };
}

describe("deferred hydration", () => {
  it("takes the module preloads out of the head and leaves everything else byte for byte", async () => {
    const html = await through([Buffer.from(DOCUMENT)]);
    const head = html.slice(0, html.indexOf("</head>") + 7);
    expect(head).toBe(HEAD.replace(/<link rel="modulepreload"[^>]*>/g, ""));
    expect(html).toContain(BODY_START);
    expect(html.endsWith(BODY_END)).toBe(true);
    expect(html).not.toMatch(/^\s*import \* as/m);
  });

  it("starts on load: adds the preloads, imports the route modules, then runs React Router's code", async () => {
    const { window, listeners, appended, imported, fetched } = runRewritten(await through([Buffer.from(DOCUMENT)]), "interactive");
    expect(imported).toEqual([]);
    expect(fetched).toEqual([]);
    expect([...listeners.keys()].sort()).toEqual(["keydown", "load", "pointerdown", "touchstart"]);
    listeners.get("load")!();
    expect(appended).toEqual(["modulepreload /assets/entry.js", "modulepreload /assets/root.js"]);
    // The page language's texts are requested at the same moment, for the entry to pick up.
    expect(fetched).toEqual(["/api/texts/tr?v=abc"]);
    expect(window.__kkTexts).toBeInstanceOf(Promise);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(imported).toEqual(["/assets/root.js", "/assets/home.js", "/assets/entry.js"]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { specifier: "/assets/root.js" },
      "routes/home": { specifier: "/assets/home.js" },
    });
    expect(window.__reactRouterManifest).toEqual({ version: "1" });
    expect(listeners.size).toBe(0);
  });

  it("starts at once when the page has loaded already or a tap is waiting, and on the first interaction", async () => {
    const html = await through([Buffer.from(DOCUMENT)]);
    expect(runRewritten(html, "complete").appended).toHaveLength(2);
    expect(runRewritten(html, "interactive", [{}]).appended).toHaveLength(2);
    const early = runRewritten(html, "interactive");
    early.listeners.get("pointerdown")!();
    expect(early.appended).toHaveLength(2);
  });

  it("adds many preloads a batch per task, in their order", async () => {
    const hrefs = Array.from({ length: PRELOAD_BATCH * 2 + 3 }, (_, index) => `/assets/m${index}.js`);
    const head = `<!DOCTYPE html><html lang="tr"><head>${hrefs.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("")}</head>`;
    const { listeners, appended } = runRewritten(await through([Buffer.from(head + BODY_START + SCRIPT + BODY_END)]), "interactive");
    listeners.get("load")!();
    expect(appended).toEqual(hrefs.slice(0, PRELOAD_BATCH).map((href) => `modulepreload ${href}`));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(appended).toHaveLength(PRELOAD_BATCH * 2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(appended).toEqual(hrefs.map((href) => `modulepreload ${href}`));
  });

  it("handles a tag or a multi-byte letter cut between chunks", async () => {
    const whole = Buffer.from(DOCUMENT);
    const expected = await through([whole]);
    for (let cut = 1; cut < whole.length - 1; cut += 5) {
      expect(await through([whole.subarray(0, cut), whole.subarray(cut)])).toBe(expected);
    }
  });

  it("leaves a module script it does not recognise alone and puts the preloads back in front of it", async () => {
    const odd = '<script nonce="n" type="module">import { x } from "/y.js"; x();</script>';
    const html = await through([Buffer.from(HEAD + "<body>" + odd + "</body></html>")]);
    expect(html).toContain(
      '<link rel="modulepreload" href="/assets/entry.js" nonce="n"/><link rel="modulepreload" href="/assets/root.js" nonce="n"/>' + odd,
    );
  });
});
