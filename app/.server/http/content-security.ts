import { createHash } from "node:crypto";

/**
 * The Content-Security-Policy of the site (decision 020). Scripts: the site's own files, plus the
 * inline scripts of each document by their SHA-256 hashes, computed from the document itself once
 * it is rendered. No per-request nonce, so a page's whole answer (headers and body) depends only on
 * its URL and a shared cache may keep it; no `'unsafe-inline'` either, so a script injected into a
 * page (whose text no hash names) does not run.
 */

export type Directives = Record<string, string[]>;

/** `script-src` of answers that are not documents (JSON, files, errors), and of documents before their hashes. */
export const SCRIPT_SRC = ["'self'", "'wasm-unsafe-eval'"];

/** The header's text: `name value value; …` (an empty list is a directive without values). */
export function formatPolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/** A script element without `src`: its text is what a hash must name. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Data blocks (JSON-LD, the texts' JSON) are never executed, so CSP does not apply to them. */
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

/** The `'sha256-…'` sources of every inline script of a rendered document, each once, in document order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", code = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The policy of one document: the site's directives with `script-src` naming the document's inline scripts. */
export function documentPolicy(directives: Directives, hashes: string[]): string {
  const [self, ...rest] = SCRIPT_SRC;
  return formatPolicy({ ...directives, "script-src": [self!, ...hashes, ...rest] });
}
