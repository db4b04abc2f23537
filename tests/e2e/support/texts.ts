import { ar } from "~/lib/i18n/ar";
import { de } from "~/lib/i18n/de";
import { en } from "~/lib/i18n/en";
import { fa } from "~/lib/i18n/fa";
import type { Locale } from "~/lib/i18n/locales";
import { ru } from "~/lib/i18n/ru";
import { tr } from "~/lib/i18n/tr";

const TEXTS = { tr, en, ru, de, fa, ar } as const;

/** A text of a language by its dotted key, with its `{{name}}` values filled in (absent ones left empty). */
export function text(locale: Locale, key: string, values: Record<string, string> = {}): string {
  const found = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], TEXTS[locale]);
  if (typeof found !== "string") throw new Error(`No text ${key} in ${locale}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
}
