import { describe, expect, it } from "vitest";
import { FILTERS } from "~/domain/filters";
import { getI18n, uncheckedKey } from "~/lib/i18n";
import { LOCALES } from "~/lib/i18n/locales";
import "~/.server/infra/i18n-all";

/**
 * The filter table lives in app/domain, which may not import the texts, so its text keys are plain
 * strings that reach `t()` through `uncheckedKey()` (app/lib/i18n/index.ts). This test does for them
 * what the type checker does for every other key: each names a text in both languages.
 */
describe("the filter table's text keys exist", () => {
  const keys = FILTERS.flatMap((filter) => {
    const named: string[] = [];
    if ("label" in filter) named.push(filter.label);
    if (filter.kind === "range") {
      named.push(filter.minLabel, filter.maxLabel);
      const optional = filter as Partial<Record<"chipLabel" | "note" | "monthlyNote", string>>;
      for (const key of [optional.chipLabel, optional.note, optional.monthlyNote]) if (key) named.push(key);
    }
    if (filter.kind === "select" && filter.optionText.as === "count") named.push(`${filter.optionText.key}_other`);
    if (filter.kind === "select" && filter.optionText.as === "key" && Array.isArray(filter.options)) {
      const prefix = filter.optionText.prefix;
      named.push(...(filter.options as readonly string[]).map((option) => `${prefix}.${option}`));
    }
    return named;
  });

  it.each(LOCALES)("in %s", (locale) => {
    expect(keys.length).toBeGreaterThan(10);
    const missing = keys.filter((key) => typeof getI18n(locale).resource(uncheckedKey(key)) !== "string");
    expect(missing).toEqual([]);
  });
});
