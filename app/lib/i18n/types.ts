/** The same nested keys with every text widened to `string`: another language must match it exactly. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The plural forms some languages add to `_one`/`_other` (Russian: few, many; Arabic: zero, two, few, many). */
type ExtraPluralForm = "zero" | "two" | "few" | "many";

/** For every `key_other` of `T`, the optional `key_zero`/`key_two`/`key_few`/`key_many`. */
type PluralExtras<T> = {
  [K in keyof T & string as K extends `${infer Base}_other` ? `${Base}_${ExtraPluralForm}` : never]?: string;
};

/**
 * Another language's texts: exactly the keys of the Turkish source (`Widen`), plus the plural forms
 * its grammar needs beside `_one`/`_other` (the parity test, tests/unit/i18n-parity.test.ts, asks
 * for each form `Intl.PluralRules` names for the language).
 */
export type Localized<T> = { [K in keyof T]: T[K] extends string ? string : Localized<T[K]> } & PluralExtras<T>;
