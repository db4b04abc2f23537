import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { LowPriorityModulePreloads } from "~/.server/low-priority-preloads";

async function through(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(new LowPriorityModulePreloads())) out.push(Buffer.from(chunk));
  return Buffer.concat(out).toString("utf8");
}

const HEAD =
  '<!DOCTYPE html><html lang="tr"><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/entry.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="n"/><title>Kıbrıs — İlanlar</title></head>';
const BODY = '<body><p>Şifre: <code>&lt;link rel="modulepreload" href="x"&gt;</code></p><link rel="modulepreload" href="/late.js"/></body></html>';

describe("module preloads at low priority", () => {
  it("marks every module preload of the head fetchpriority=low and leaves the rest byte for byte", async () => {
    const html = await through([Buffer.from(HEAD + BODY)]);
    expect(html.match(/<link rel="modulepreload" fetchpriority="low" href="\/assets\/[a-z.]+" nonce="n"\/>/g)).toHaveLength(2);
    expect(html.slice(html.indexOf("</head>"))).toBe(`</head>${BODY}`);
    expect(html.replaceAll(' fetchpriority="low"', "")).toBe(HEAD + BODY);
  });

  it("handles a tag or a multi-byte letter cut between chunks", async () => {
    const whole = Buffer.from(HEAD + BODY);
    const expected = await through([whole]);
    for (let cut = 1; cut < whole.length - 1; cut += 7) {
      expect(await through([whole.subarray(0, cut), whole.subarray(cut)])).toBe(expected);
    }
  });
});
