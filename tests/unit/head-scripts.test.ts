import { describe, expect, it } from "vitest";
import { LOCALE_SYNC_SCRIPT, RECOVERY_SCRIPT, THEME_SCRIPT } from "~/lib/head-scripts";

/** Runs a head script against a fake `location` and returns where it sent the browser (or null). */
function recoveryTarget(url: string): string | null {
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
  new Function("location", RECOVERY_SCRIPT)(location);
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

describe("locale sync script", () => {
  function run(stored: string | null, htmlLang: string, alreadySynced = false) {
    let cookie = "";
    let reloaded = false;
    const session = new Map<string, string>(alreadySynced ? [["kk_locale_sync", "1"]] : []);
    const document = {
      documentElement: { lang: htmlLang },
      set cookie(value: string) {
        cookie = value;
      },
    };
    new Function("document", "localStorage", "sessionStorage", "location", LOCALE_SYNC_SCRIPT)(
      document,
      { getItem: () => stored },
      { getItem: (key: string) => session.get(key) ?? null, setItem: (key: string, value: string) => session.set(key, value) },
      { reload: () => (reloaded = true) },
    );
    return { cookie, reloaded };
  }

  it("restores a missing cookie from browser storage and reloads once", () => {
    const result = run("en", "tr");
    expect(result.reloaded).toBe(true);
    expect(result.cookie).toMatch(/^kk_locale=en;path=\/;max-age=\d+;samesite=lax$/);
  });

  it("does nothing when they agree, when nothing is stored, or after one attempt", () => {
    expect(run("en", "en").reloaded).toBe(false);
    expect(run(null, "tr").reloaded).toBe(false);
    expect(run("en", "tr", true).reloaded).toBe(false);
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
