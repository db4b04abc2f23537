import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SUGGEST_MIN_LENGTH, type Suggestion } from "~/domain/search";
import { type TextKey, translate } from "~/lib/i18n";
import { pathsFor } from "~/lib/paths";
import {
  SUGGEST_DELAY_MS,
  SUGGEST_MIN_LETTERS,
  createSuggester,
  suggestText,
  suggestionHref,
  suggestionLabel,
  suggestionNote,
} from "~/lib/search-suggest";

/** The browser's side of the suggestions: requests, labels and targets. */

const place: Suggestion = { kind: "place", city: "Girne", region: "Esentepe" };
const city: Suggestion = { kind: "place", city: "Lefkoşa", region: null };
const category: Suggestion = { kind: "category", category: "cars" };
const listing: Suggestion = {
  kind: "listing",
  id: "5944f422-5ca6-4268-863a-54d58b835e85",
  category: "houses",
  title: "Esentepe'de havuzlu villa",
  titleEn: "Villa with a pool in Esentepe",
  number: 104523,
};

describe("the text asked for", () => {
  it("starts at the server's minimum length, counting letters and digits only", () => {
    expect(SUGGEST_MIN_LETTERS).toBe(SUGGEST_MIN_LENGTH);
    expect(suggestText("e")).toBeNull();
    expect(suggestText("  e  ")).toBeNull();
    expect(suggestText("e-")).toBeNull();
    expect(suggestText("es")).toBe("es");
    expect(suggestText("3+1")).toBe("3+1");
  });

  it("is one text for one search: spaces collapsed, lower case with Turkish rules", () => {
    expect(suggestText("  Girne   VİLLA ")).toBe("girne villa");
    expect(suggestText("İSKELE")).toBe("iskele");
    expect(suggestText("x".repeat(500))).toHaveLength(200);
  });
});

describe("requests", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A fake server: every call recorded, answered when the test says. */
  function fakeServer() {
    const calls: { text: string; signal: AbortSignal; resolve: (value: Suggestion[]) => void; reject: (error: Error) => void }[] = [];
    const load = (text: string, signal: AbortSignal) =>
      new Promise<Suggestion[]>((resolve, reject) => {
        calls.push({ text, signal, resolve, reject });
        signal.addEventListener("abort", () => reject(new Error("aborted")));
      });
    return { calls, load };
  }

  it("waits for a pause in typing, then asks once for the last text", async () => {
    const server = fakeServer();
    const suggester = createSuggester(server.load);
    const shown: (Suggestion[] | null)[] = [];
    for (const text of ["gi", "gir", "girn"]) {
      suggester.request(text, (found) => shown.push(found));
      await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS - 10);
    }
    expect(server.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(10);
    expect(server.calls.map((call) => call.text)).toEqual(["girn"]);
    server.calls[0]!.resolve([city]);
    await vi.runAllTimersAsync();
    expect(shown).toEqual([[city]]);
  });

  it("aborts a request that a newer text replaced and never shows its answer", async () => {
    const server = fakeServer();
    const suggester = createSuggester(server.load);
    const shown: (Suggestion[] | null)[] = [];
    suggester.request("esen", (found) => shown.push(found));
    await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS);
    suggester.request("esent", (found) => shown.push(found));
    expect(server.calls[0]!.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS);
    server.calls[1]!.resolve([place]);
    await vi.runAllTimersAsync();
    expect(shown).toEqual([[place]]);
  });

  it("answers a text asked before from memory, at once, without the server", async () => {
    const server = fakeServer();
    const first = createSuggester(server.load);
    first.request("Kyren", () => {});
    await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS);
    server.calls[0]!.resolve([{ kind: "place", city: "Girne", region: null }]);
    await vi.runAllTimersAsync();
    // Another box of the page, the same text typed differently.
    const shown: (Suggestion[] | null)[] = [];
    createSuggester(server.load).request(" kyren ", (found) => shown.push(found));
    expect(shown).toEqual([[{ kind: "place", city: "Girne", region: null }]]);
    expect(server.calls).toHaveLength(1);
  });

  it("shows nothing for a short text or a failed request, and keeps no failure", async () => {
    const server = fakeServer();
    const suggester = createSuggester(server.load);
    const shown: (Suggestion[] | null)[] = [];
    suggester.request("a", (found) => shown.push(found));
    expect(shown).toEqual([null]);
    suggester.request("lapt", (found) => shown.push(found));
    await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS);
    server.calls[0]!.reject(new Error("offline"));
    await vi.runAllTimersAsync();
    expect(shown).toEqual([null, null]);
    suggester.request("lapt", () => {});
    await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS);
    expect(server.calls).toHaveLength(2);
  });

  it("cancel() drops a waiting request", async () => {
    const server = fakeServer();
    const suggester = createSuggester(server.load);
    const shown: unknown[] = [];
    suggester.request("alsan", (found) => shown.push(found));
    suggester.cancel();
    await vi.runAllTimersAsync();
    expect(server.calls).toHaveLength(0);
    expect(shown).toEqual([]);
  });
});

describe("labels and targets", () => {
  const t = (locale: "tr" | "en") => (key: TextKey, values?: Record<string, unknown>) => translate(locale, key, values);

  it("labels each kind in the page's language", () => {
    expect(suggestionLabel(place, t("tr"), "tr")).toBe("Girne – Esentepe");
    expect(suggestionLabel(place, t("en"), "en")).toBe("Kyrenia (Girne) – Esentepe");
    expect(suggestionLabel(category, t("tr"), "tr")).toBe("Araçlar");
    expect(suggestionLabel(category, t("en"), "en")).toBe("Cars");
    expect(suggestionLabel(listing, t("tr"), "tr")).toBe("Esentepe'de havuzlu villa");
    expect(suggestionLabel(listing, t("en"), "en")).toBe("Villa with a pool in Esentepe");
    expect(suggestionLabel({ ...listing, titleEn: null }, t("en"), "en")).toBe("Esentepe'de havuzlu villa");
  });

  it("notes what a suggestion is", () => {
    expect(suggestionNote(place, t("tr"))).toBe("Bölge");
    expect(suggestionNote(city, t("en"))).toBe("City");
    expect(suggestionNote(category, t("tr"))).toBe("Kategori");
    expect(suggestionNote(listing, t("tr"))).toBe("İlan no 104523");
    expect(suggestionNote(listing, t("en"))).toBe("Listing no 104523");
  });

  it("goes to the place's search results, the category's page or the listing's page, in the page's language", () => {
    expect(suggestionHref(place, pathsFor("tr"))).toBe("/?q=Girne%20Esentepe");
    expect(suggestionHref(city, pathsFor("en"))).toBe("/en?q=Lefko%C5%9Fa");
    expect(suggestionHref(category, pathsFor("tr"))).toBe("/araclar");
    expect(suggestionHref(category, pathsFor("en"))).toBe("/en/araclar");
    expect(suggestionHref(listing, pathsFor("en"))).toBe(`/en/evler/${listing.id}`);
  });
});
