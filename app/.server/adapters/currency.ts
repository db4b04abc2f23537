/**
 * The currency-rate provider: the Turkish central bank's (TCMB) daily XML, e.g.
 * https://www.tcmb.gov.tr/kurlar/today.xml. It returns TRY per one unit of USD, EUR and GBP.
 * No XML library: the document is small and regular, and only three numbers are read from it.
 * Caching and fallbacks live in services/discovery/currency.ts.
 */
import { FOREIGN_CURRENCIES, RATES_FETCH_TIMEOUT_MS, type RatesTable, isValidRate } from "~/domain/currency";

/** The whole TCMB document is ~10 KB; anything far larger is not it. */
const MAX_RESPONSE_BYTES = 512 * 1024;

export class CurrencyProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "CurrencyProviderError";
  }
}

/** The inner text of the first `<name>…</name>` element of `block`, trimmed. */
function elementText(block: string, name: string): string | null {
  const match = new RegExp(`<${name}>\\s*([^<]{0,64}?)\\s*</${name}>`).exec(block);
  return match?.[1] ?? null;
}

/** A TCMB number ("36.6090"; a comma decimal is tolerated). */
function parseNumber(text: string | null): number | null {
  if (!text || !/^\d{1,9}(?:[.,]\d{1,8})?$/.test(text)) return null;
  return Number(text.replace(",", "."));
}

/**
 * Reads ForexSelling (else BanknoteSelling) of CurrencyCode USD, EUR and GBP from a TCMB
 * document, divided by its Unit. Throws CurrencyProviderError unless all three are valid.
 */
export function parseTcmbXml(xml: string): RatesTable {
  if (xml.length > MAX_RESPONSE_BYTES) throw new CurrencyProviderError("The rates document is too large.");
  const found: Partial<RatesTable> = {};
  // Non-greedy up to the next closing tag: linear in the document size (no nested Currency elements).
  const blocks = xml.matchAll(/<Currency\b([^>]{0,300})>([\s\S]{0,4000}?)<\/Currency>/g);
  for (const [, attributes = "", body = ""] of blocks) {
    const code = /\bCurrencyCode\s*=\s*"([A-Z]{3})"/.exec(attributes)?.[1] ?? /\bKod\s*=\s*"([A-Z]{3})"/.exec(attributes)?.[1];
    if (!code || !(FOREIGN_CURRENCIES as readonly string[]).includes(code)) continue;
    const unit = parseNumber(elementText(body, "Unit")) ?? 1;
    const selling = parseNumber(elementText(body, "ForexSelling")) ?? parseNumber(elementText(body, "BanknoteSelling"));
    if (selling === null || !(unit > 0)) continue;
    const rate = selling / unit;
    if (isValidRate(rate)) found[code as keyof RatesTable] ??= Number(rate.toFixed(6));
  }
  const missing = FOREIGN_CURRENCIES.filter((code) => found[code] === undefined);
  if (missing.length > 0) throw new CurrencyProviderError(`The rates document has no valid rate for ${missing.join(", ")}.`);
  return found as RatesTable;
}

async function readLimited(response: Response): Promise<string> {
  const declared = Number(response.headers.get("content-length"));
  if (declared > MAX_RESPONSE_BYTES) throw new CurrencyProviderError("The rates document is too large.");
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_RESPONSE_BYTES) {
      await reader.cancel().catch(() => {});
      throw new CurrencyProviderError("The rates document is too large.");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Fetches and parses the provider's document. The timeout (6 s by default, docs/product.md §9) covers the
 * whole exchange: connecting, the headers and the body.
 */
export async function fetchTcmbRates(url: string, options: { timeoutMs?: number } = {}): Promise<RatesTable> {
  const timeoutMs = options.timeoutMs ?? RATES_FETCH_TIMEOUT_MS;
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: "application/xml, text/xml;q=0.9" },
      redirect: "follow",
    });
  } catch (error) {
    throw new CurrencyProviderError(describeFailure(error, timeoutMs), { cause: error });
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new CurrencyProviderError(`The rates provider answered HTTP ${response.status}.`);
  }
  let text: string;
  try {
    text = await readLimited(response);
  } catch (error) {
    if (error instanceof CurrencyProviderError) throw error;
    throw new CurrencyProviderError(describeFailure(error, timeoutMs), { cause: error });
  }
  return parseTcmbXml(text);
}

function describeFailure(error: unknown, timeoutMs: number): string {
  const name = error instanceof Error ? error.name : "";
  if (name === "TimeoutError" || name === "AbortError") return `The rates provider did not answer within ${timeoutMs} ms.`;
  return `The rates provider could not be reached: ${error instanceof Error ? error.message : String(error)}`;
}
