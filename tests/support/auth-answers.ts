import { expect } from "vitest";

/**
 * What the auth routes answer to one attempt too many, for `toMatchObject`: 429 with the translated
 * Turkish message naming the wait, in seconds or minutes (`unit` narrows it to one).
 */
export function rateLimitedAnswer(unit: "saniye" | "(saniye|dakika)" = "(saniye|dakika)") {
  return {
    status: 429,
    body: {
      ok: false,
      error: "rate_limited",
      message: expect.stringMatching(new RegExp(`^Çok fazla deneme\\. Lütfen \\d+ ${unit} sonra tekrar deneyin\\.$`)),
    },
  };
}
