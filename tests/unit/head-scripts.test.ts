import { describe, expect, it } from "vitest";
import { LOCALE_SCRIPT, RECOVERY_SCRIPT, THEME_SCRIPT } from "~/lib/head-scripts";

/** Runs a head script against a fake `location` and returns where it sent the browser (or null). */
function recoveryTarget(url: string, stored: string | null = null): string | null {
  const parsed = new URL(url);
  let target: string | null = null;
  const location = {
    pathname: parsed.pathname,
    search: parsed.search,
    hash: parsed.hash,
    replace: (to: string) => {
      target = to;
    },
  };
  new Function("location", "localStorage", RECOVERY_SCRIPT)(location, { getItem: () => stored });
  return target;
}

function themeAfter(stored: string | null, systemDark: boolean) {
  const classes = new Set<string>();
  const documentElement = {
    classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
    style: { colorScheme: "" },
  };
  const window = { matchMedia: () => ({ matches: systemDark }) };
  const localStorage = { getItem: () => stored };
  new Function("document", "window", "localStorage", THEME_SCRIPT)({ documentElement }, window, localStorage);
  return { dark: classes.has("dark"), colorScheme: documentElement.style.colorScheme };
}

describe("recovery redirect", () => {
  it("sends an access token in the hash to /sifre-yenile keeping the hash", () => {
    expect(recoveryTarget("https://x.test/#access_token=abc&refresh_token=r&type=recovery")).toBe(
      "/sifre-yenile#access_token=abc&refresh_token=r&type=recovery",
    );
  });

  it("sends a recovery type in the query to /sifre-yenile keeping query and hash", () => {
    expect(recoveryTarget("https://x.test/evler?type=recovery&token=t#x=1")).toBe("/sifre-yenile?type=recovery&token=t#x=1");
  });

  it("sends an error in the hash to /sifremi-unuttum with its three parameters", () => {
    const target = recoveryTarget(
      "https://x.test/giris#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=",
    );
    expect(target).not.toBeNull();
    const url = new URL(target!, "https://x.test");
    expect(url.pathname).toBe("/sifremi-unuttum");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      error: "access_denied",
      error_code: "otp_expired",
      error_description: "Email link is invalid or has expired",
    });
  });

  it("leaves ordinary URLs and the target pages alone", () => {
    expect(recoveryTarget("https://x.test/evler?city=Girne#top")).toBeNull();
    expect(recoveryTarget("https://x.test/sifre-yenile#access_token=abc&type=recovery")).toBeNull();
    expect(recoveryTarget("https://x.test/sifremi-unuttum#error=x")).toBeNull();
    expect(recoveryTarget("https://x.test/en/sifre-yenile#access_token=abc&type=recovery")).toBeNull();
    expect(recoveryTarget("https://x.test/en/sifremi-unuttum#error=x")).toBeNull();
    expect(recoveryTarget("https://x.test/", "en")).toBeNull();
  });

  it("sends from English pages, and from / for a visitor who chose English, to the English pages", () => {
    expect(recoveryTarget("https://x.test/en/giris#access_token=abc&type=recovery")).toBe(
      "/en/sifre-yenile#access_token=abc&type=recovery",
    );
    expect(recoveryTarget("https://x.test/en#error=access_denied")).toBe("/en/sifremi-unuttum?error=access_denied");
    expect(recoveryTarget("https://x.test/#access_token=abc&type=recovery", "en")).toBe("/en/sifre-yenile#access_token=abc&type=recovery");
    // A choice only matters on /: a Turkish page keeps its language.
    expect(recoveryTarget("https://x.test/giris#access_token=abc&type=recovery", "en")).toBe(
      "/sifre-yenile#access_token=abc&type=recovery",
    );
    expect(recoveryTarget("https://x.test/#access_token=abc&type=recovery", "tr")).toBe("/sifre-yenile#access_token=abc&type=recovery");
  });
});

describe("theme script", () => {
  it("applies the stored choice, legacy booleans and the system preference", () => {
    expect(themeAfter("dark", false)).toEqual({ dark: true, colorScheme: "dark" });
    expect(themeAfter("light", true)).toEqual({ dark: false, colorScheme: "light" });
    expect(themeAfter("true", false)).toEqual({ dark: true, colorScheme: "dark" });
    expect(themeAfter("false", true)).toEqual({ dark: false, colorScheme: "light" });
    expect(themeAfter("system", true)).toEqual({ dark: true, colorScheme: "dark" });
    expect(themeAfter(null, true)).toEqual({ dark: true, colorScheme: "dark" });
    expect(themeAfter(null, false)).toEqual({ dark: false, colorScheme: "light" });
  });
});

describe("locale script", () => {
  /** Runs LOCALE_SCRIPT on a page; returns where it sent the browser, the cookie it wrote and its click listener. */
  function run(url: string, options: { stored?: string | null; lang: string; cookie?: string }) {
    const parsed = new URL(url);
    let target: string | null = null;
    let cookie = options.cookie ?? "";
    const written: string[] = [];
    const stored = new Map<string, string>(options.stored ? [["kk_locale", options.stored]] : []);
    let onClick: ((event: { target: unknown }) => void) | null = null;
    const document = {
      documentElement: { lang: options.lang },
      get cookie() {
        return cookie;
      },
      set cookie(value: string) {
        written.push(value);
        cookie = value.split(";")[0]!;
      },
      addEventListener: (type: string, listener: (event: { target: unknown }) => void) => {
        if (type === "click") onClick = listener;
      },
    };
    const location = { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash, replace: (to: string) => (target = to) };
    const localStorage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    };
    new Function("location", "document", "localStorage", LOCALE_SCRIPT)(location, document, localStorage);
    return { target, written, stored, click: (event: { target: unknown }) => onClick?.(event) };
  }

  it("sends a returning English visitor from / to /en, keeping query and hash", () => {
    expect(run("https://x.test/", { stored: "en", lang: "tr" }).target).toBe("/en");
    expect(run("https://x.test/?q=villa#top", { stored: "en", lang: "tr" }).target).toBe("/en?q=villa#top");
  });

  it("leaves / alone for Turkish or no choice, other pages always, and recovery URLs to the recovery script", () => {
    expect(run("https://x.test/", { stored: "tr", lang: "tr" }).target).toBeNull();
    expect(run("https://x.test/", { stored: null, lang: "tr" }).target).toBeNull();
    expect(run("https://x.test/evler", { stored: "en", lang: "tr" }).target).toBeNull();
    expect(run("https://x.test/en", { stored: "tr", lang: "en" }).target).toBeNull();
    expect(run("https://x.test/#access_token=a&type=recovery", { stored: "en", lang: "tr" }).target).toBeNull();
    expect(run("https://x.test/#error=access_denied", { stored: "en", lang: "tr" }).target).toBeNull();
  });

  it("keeps the cookie at the page's language for the JSON endpoints", () => {
    expect(run("https://x.test/en/evler", { lang: "en" }).written).toEqual([
      expect.stringMatching(/^kk_locale=en;path=\/;max-age=\d+;samesite=lax$/),
    ]);
    expect(run("https://x.test/evler", { lang: "tr", cookie: "a=1; kk_locale=en" }).written).toEqual([
      expect.stringMatching(/^kk_locale=tr;/),
    ]);
    expect(run("https://x.test/evler", { lang: "tr", cookie: "a=1; kk_locale=tr; b=2" }).written).toEqual([]);
  });

  it("remembers the choice of a language link when it is clicked", () => {
    const page = run("https://x.test/evler", { lang: "tr", cookie: "kk_locale=tr" });
    const link = { getAttribute: (name: string) => (name === "data-set-locale" ? "en" : null) };
    page.click({ target: { closest: (selector: string) => (selector === "a[data-set-locale]" ? link : null) } });
    expect(page.stored.get("kk_locale")).toBe("en");
    expect(page.written.at(-1)).toMatch(/^kk_locale=en;/);
    // Other clicks change nothing.
    const other = run("https://x.test/evler", { lang: "tr", cookie: "kk_locale=tr" });
    other.click({ target: { closest: () => null } });
    expect(other.stored.size).toBe(0);
  });
});

describe("theme script and theme module agree", () => {
  it("resolve every stored value the same way", async () => {
    const { parseThemeChoice, resolveTheme } = await import("~/lib/theme");
    for (const stored of [null, "", "light", "dark", "system", "true", "false", "purple"]) {
      for (const systemDark of [true, false]) {
        const fromModule = resolveTheme(parseThemeChoice(stored), systemDark) === "dark";
        expect(themeAfter(stored, systemDark).dark, `${stored} / system dark ${systemDark}`).toBe(fromModule);
      }
    }
  });
});
