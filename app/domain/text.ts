/**
 * Text as the database can store it: PostgreSQL's text and JSON columns refuse the NUL character,
 * and JSON columns refuse lone UTF-16 surrogates (which no keyboard produces, but a hand-made
 * request can). Input is cleaned at the boundary — NUL removed, a lone surrogate replaced by
 * U+FFFD as browsers do when they encode a form — so hostile bytes are answered like any other
 * text (stored or refused by the schema) instead of failing the query.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function storableText(value: string): string {
  return value.replaceAll("\u0000", "").replace(LONE_SURROGATE, "\uFFFD");
}

/** `storableText` applied to every string (and object key) of a parsed JSON value. */
export function storableValue(value: unknown): unknown {
  if (typeof value === "string") return storableText(value);
  if (Array.isArray(value)) return value.map(storableValue);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [storableText(key), storableValue(inner)]));
  }
  return value;
}
