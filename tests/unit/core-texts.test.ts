import { describe, expect, it } from "vitest";
import { coreTexts, coreTextsUrl } from "~/.server/http/core-texts";
import { enCore } from "~/lib/i18n/core-en";
import { trCore } from "~/lib/i18n/core-tr";
import { loader } from "~/routes/api.texts";

/** GET /api/texts/:locale — the core texts the client entry loads before hydrating (app/lib/i18n). */
const get = (path: string, headers: Record<string, string> = {}) => {
  const url = new URL(path, "http://localhost");
  const locale = url.pathname.split("/").at(-1)!;
  return loader({ params: { locale }, request: new Request(url, { headers }) } as unknown as Parameters<typeof loader>[0]);
};

describe("core texts endpoint", () => {
  it("answers each language's core texts, cached for good at the page's versioned address", async () => {
    for (const [locale, texts] of [
      ["tr", trCore],
      ["en", enCore],
    ] as const) {
      const response = await get(coreTextsUrl(locale));
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await response.json()).toEqual(texts);
    }
    expect(coreTexts("tr").version).not.toBe(coreTexts("en").version);
  });

  it("revalidates an old version, answers 304 to a current copy, 404 to an unknown language", async () => {
    const old = await get("/api/texts/tr?v=old");
    expect(old.headers.get("cache-control")).toBe("public, no-cache");
    const etag = old.headers.get("etag")!;
    expect((await get("/api/texts/tr", { "if-none-match": etag })).status).toBe(304);
    expect((await get("/api/texts/xx")).status).toBe(404);
  });
});
