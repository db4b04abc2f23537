import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { documentPolicy, formatPolicy, inlineScriptHashes } from "~/.server/http/content-security";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("the CSP of a rendered document (decision 020)", () => {
  it("names each inline script by the SHA-256 of its exact text, once, in document order", () => {
    const html =
      '<html><head><script>var a="ş";</script><script src="/assets/x.js"></script></head>' +
      '<body><script type="module">import("/assets/y.js")</script><script>var a="ş";</script>' +
      '<SCRIPT nonce="" >\n  b()\n</SCRIPT ></body></html>';
    expect(inlineScriptHashes(html)).toEqual([sha('var a="ş";'), sha('import("/assets/y.js")'), sha("\n  b()\n")]);
    // A known vector: the hash CSP uses for `alert(1)`.
    expect(inlineScriptHashes("<script>alert(1)</script>")).toEqual(["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"]);
  });

  it("leaves out external scripts and data blocks (JSON-LD, JSON), which CSP does not run", () => {
    const html =
      '<script type="application/ld+json">{"@type":"Product"}</script><script type="application/json" id="t">{}</script>' +
      '<script src="/a.js" type="module"></script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("puts the hashes into script-src between 'self' and the WebAssembly allowance, keeping the other directives", () => {
    const directives = { "default-src": ["'self'"], "script-src": ["'self'"], "upgrade-insecure-requests": [] };
    expect(formatPolicy(directives)).toBe("default-src 'self'; script-src 'self'; upgrade-insecure-requests");
    expect(documentPolicy(directives, ["'sha256-A'", "'sha256-B'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-A' 'sha256-B' 'wasm-unsafe-eval'; upgrade-insecure-requests",
    );
  });
});
