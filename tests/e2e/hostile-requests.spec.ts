import { ar } from "~/lib/i18n/ar";
import { de } from "~/lib/i18n/de";
import { en } from "~/lib/i18n/en";
import { fa } from "~/lib/i18n/fa";
import { ru } from "~/lib/i18n/ru";
import { tr } from "~/lib/i18n/tr";
import { localeFromPath } from "~/lib/i18n/locales";
import { splitLocalePath } from "~/lib/paths";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { bodyLimitFor } from "../../app/.server/http/body-limits";
import { LEAVING_REDIRECTS } from "../support/hostile-redirects";
import { startServer } from "../support/server";
import { ADMIN_EMAIL, DEMO_PASSWORD } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { manifestRoutes, routesWithActions, samplePath } from "./support/route-manifest";

/**
 * The hostile test of decision 014, against the production server: request bodies are capped per route
 * while they stream in (413, translated), methods and Host headers the site cannot serve are
 * refused, redirect parameters never leave the site however they are encoded, and personalised
 * answers are never marked shareable. The routes come from the build's manifest, so a new route is
 * covered without touching this file.
 */

const baseURL = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL is not set (global setup)");
  return url;
};

const TOO_LARGE_TR = "İstek çok büyük";
const TOO_LARGE_EN = "The request is too large";

/** Routes whose actions never read the body (nothing to cap): they answer whatever is sent. */
const ACTIONS_WITHOUT_BODY = new Set([
  "/cikis", // sign-out: the session cookie is all it needs
  "/en/cikis",
  "/api/listings/00000000-0000-4000-8000-000000000000/view", // counts a view
  "/api/favourites/00000000-0000-4000-8000-000000000000", // the listing id is in the path
  "/api/currency", // 405
  "/api/viewer", // 405
  "/api/listings/00000000-0000-4000-8000-000000000000", // 405
  // A saved search's one-click unsubscribe (RFC 8058): the signed token in the URL is all it needs.
  "/kayitli-aramalar/00000000-0000-4000-8000-000000000000/abonelik-iptali",
  "/en/kayitli-aramalar/00000000-0000-4000-8000-000000000000/abonelik-iptali",
  // A listing's renew button: the signed token in the URL is all it needs.
  "/ilanlar/00000000-0000-4000-8000-000000000000/yenile",
  "/en/ilanlar/00000000-0000-4000-8000-000000000000/yenile",
]);

interface Answer {
  status: number | null;
  body: string;
  headers: http.IncomingHttpHeaders;
  /** Bytes the client had sent when the answer came (or the connection ended). */
  sent: number;
  error?: string;
}

/**
 * POSTs `total` bytes with Transfer-Encoding: chunked (no Content-Length to check up front), and
 * stops sending as soon as the server answers.
 */
function postChunked(origin: string, pathname: string, total: number, headers: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(pathname, origin);
  return new Promise((resolve) => {
    const req = http.request({
      host: url.hostname,
      port: url.port,
      path: `${url.pathname}${url.search}`,
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=zzz", "transfer-encoding": "chunked", ...headers },
    });
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (data: string) => (body += data));
      res.on("end", () => resolve({ status: res.statusCode ?? null, body, headers: res.headers, sent }));
      res.on("error", () => resolve({ status: res.statusCode ?? null, body, headers: res.headers, sent }));
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (!answered) resolve({ status: null, body: "", headers: {}, sent, error: error.code ?? error.message });
    });
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once("drain", pump);
          return;
        }
      }
      req.end();
    };
    pump();
  });
}

/** A raw HTTP/1.1 exchange; resolves with the status line. */
function rawRequest(origin: string, text: string): Promise<string> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(text));
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (data: string) => (received += data));
    socket.on("close", () => resolve(received.split("\r\n")[0] ?? ""));
    socket.on("error", reject);
  });
}

async function adminSession(): Promise<{ context: APIRequestContext; cookie: string }> {
  const context = await playwrightRequest.newContext({ baseURL: baseURL() });
  const response = await context.post("/api/auth/sign-in/email", { data: { email: ADMIN_EMAIL(), password: DEMO_PASSWORD() } });
  expect(response.status()).toBe(200);
  const cookie = (await context.storageState()).cookies.map((entry) => `${entry.name}=${entry.value}`).join("; ");
  expect(cookie).toContain("kk_session=");
  return { context, cookie };
}

test.describe("request bodies are capped per route while they stream in", () => {
  test("a declared Content-Length over the route's limit is answered 413 before anything is read, on every route with an action", async () => {
    const paths = routesWithActions();
    expect(paths.length).toBeGreaterThan(15);
    for (const pathname of paths) {
      const limit = bodyLimitFor(pathname);
      const status = await rawRequest(
        baseURL(),
        `POST ${pathname} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${limit + 1}\r\nConnection: close\r\n\r\n`,
      );
      expect(status, pathname).toBe("HTTP/1.1 413 Payload Too Large");
    }
  });

  test("a chunked body is cut off at its route's limit with a translated 413, on every route that reads one", async () => {
    test.setTimeout(180_000);
    const { context, cookie } = await adminSession();
    try {
      for (const pathname of routesWithActions()) {
        const limit = bodyLimitFor(pathname);
        if (ACTIONS_WITHOUT_BODY.has(splitLocalePath(pathname).path)) {
          // Answered without reading the body (and so without buffering it): never a 413, never a 5xx.
          const answer = await postChunked(baseURL(), pathname, 4 * 1024 * 1024);
          expect(answer.status, pathname).not.toBeNull();
          expect(answer.status, pathname).toBeLessThan(500);
          expect(answer.status, pathname).not.toBe(413);
          continue;
        }
        // As the admin, so every route gets as far as reading its body.
        const answer = await postChunked(baseURL(), pathname, limit + 1024 * 1024, { cookie });
        expect(answer.status, `${pathname}: ${answer.error ?? answer.body.slice(0, 200)}`).toBe(413);
        // In the page's language (/en/… English, /ru/… Russian); JSON endpoints follow the language cookie (none here).
        const locale = localeFromPath(pathname);
        const tooLarge = pathname.startsWith("/api/")
          ? TOO_LARGE_TR
          : { tr, en, ru, de, fa, ar }[locale].http.errors.bodyTooLarge.split("(")[0]!.trim();
        expect(answer.body, pathname).toContain(tooLarge);
        // The answer arrives although the client is still sending (the rest is read and discarded,
        // not reset).
        expect(answer.error, pathname).toBeUndefined();
      }
      // A JSON endpoint's message follows the language cookie.
      const english = await postChunked(baseURL(), "/api/password-reset", 1024 * 1024, {
        cookie: "kk_locale=en",
        accept: "application/json",
      });
      expect(english.status).toBe(413);
      expect(JSON.parse(english.body)).toMatchObject({ error: "too_large" });
      expect(english.body).toContain(TOO_LARGE_EN);
    } finally {
      await context.dispose();
    }
  });

  test("three 300 MB chunked bodies to /sifremi-unuttum at once leave the server's memory where it was", async () => {
    test.setTimeout(120_000);
    const server = await startServer({ env: { SEED_DEMO: "false", MAINTENANCE_TICK_SECONDS: "0" } });
    const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.process.pid}/status`, "utf8"))![1]) / 1024;
    try {
      // Warm up the route (first render, module loading) before the baseline.
      expect((await fetch(`${server.url}/sifremi-unuttum`)).status).toBe(200);
      const before = rssMb();
      const answers = await Promise.all([1, 2, 3].map(() => postChunked(server.url, "/sifremi-unuttum", 300 * 1024 * 1024)));
      for (const answer of answers) {
        expect(answer.status).toBe(413);
        expect(answer.body).toContain(TOO_LARGE_TR);
        // Answered long before the body ended (what was sent meanwhile sat in the sockets' buffers).
        expect(answer.sent).toBeLessThan(40 * 1024 * 1024);
      }
      expect(rssMb() - before).toBeLessThan(60);
      // And the server still answers.
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });
});

test("methods the site does not serve get 405, a missing or malformed Host or a target that is not a path 400", async () => {
  for (const method of ["TRACE", "PROPFIND", "LOCK", "PURGE"]) {
    const status = await rawRequest(baseURL(), `${method} / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    expect(status, method).toBe("HTTP/1.1 405 Method Not Allowed");
  }
  // The asterisk form asks for server-wide options: there are none. The absolute form is for proxies.
  expect(await rawRequest(baseURL(), "OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")).toBe(
    "HTTP/1.1 405 Method Not Allowed",
  );
  for (const target of ["http://127.0.0.1/", "http://evil.example/evler", "https://127.0.0.1/api/health"]) {
    const status = await rawRequest(baseURL(), `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    expect(status, target).toBe("HTTP/1.1 400 Bad Request");
  }
  for (const host of ["", " ", "a b", "evil.example/path", "@evil"]) {
    const status = await rawRequest(baseURL(), `GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    expect(status, JSON.stringify(host)).toBe("HTTP/1.1 400 Bad Request");
  }
  expect(await rawRequest(baseURL(), "GET / HTTP/1.0\r\n\r\n")).toBe("HTTP/1.1 400 Bad Request");
  expect(await rawRequest(baseURL(), "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:3000\r\nConnection: close\r\n\r\n")).toBe(
    "HTTP/1.1 200 OK",
  );
});

function expectOnSite(location: string | undefined, label: string) {
  expect(location, label).toBeTruthy();
  const resolved = new URL(location!, `${baseURL()}/giris`);
  expect(resolved.origin, `${label} → ${location}`).toBe(baseURL());
}

test("redirect parameters never leave the site, however they are encoded (signed in, GET and POST)", async () => {
  const { context } = await adminSession();
  try {
    for (const target of LEAVING_REDIRECTS) {
      for (const page of ["/giris", "/kayit"]) {
        const response = await context.get(`${page}?redirect=${encodeURIComponent(target)}`, { maxRedirects: 0 });
        expect(response.status(), `${page} ${target}`).toBe(302);
        expectOnSite(response.headers().location, `${page} ${target}`);
      }
      // The raw, unencoded form as an attacker would put it in a link.
      const raw = await context.get(`/giris?redirect=${target.replace(/[#&]/g, encodeURIComponent)}`, { maxRedirects: 0 });
      expectOnSite(raw.headers().location, `raw ${target}`);
    }
    for (const target of LEAVING_REDIRECTS.slice(0, 4)) {
      const response = await context.post("/giris", {
        form: { email: ADMIN_EMAIL(), password: DEMO_PASSWORD(), redirect: target },
        maxRedirects: 0,
      });
      expect(response.status(), target).toBe(302);
      expectOnSite(response.headers().location, `POST ${target}`);
    }
  } finally {
    await context.dispose();
  }
});

/** The status and headers of a GET (the body is not waited for: some answers are event streams). */
async function headersOf(pathname: string, cookie: string) {
  const response = await fetch(new URL(pathname, baseURL()), { headers: { cookie }, redirect: "manual" });
  await response.body?.cancel();
  return { status: response.status, cacheControl: response.headers.get("cache-control") ?? "" };
}

const isPrivate = (cacheControl: string) => /\bprivate\b/.test(cacheControl) && /\bno-store\b/.test(cacheControl);

test("no personalised answer is ever marked shareable: every page and endpoint with a session, every answer that sets a cookie", async () => {
  test.setTimeout(120_000);
  const { context, cookie } = await adminSession();
  try {
    const paths = manifestRoutes()
      .filter((route) => route.hasLoader && !route.path.includes("*"))
      .map((route) => samplePath(route.path));
    expect(paths).toEqual(expect.arrayContaining(["/", "/evler", "/ilan-ver", "/favoriler", "/api/favourites", "/api/admin/events"]));
    for (const pathname of [...paths, "/api/auth/get-session", "/?q=villa", "/evler?city=Girne", "/en-olmayan-sayfa"]) {
      const { status, cacheControl } = await headersOf(pathname, cookie);
      expect(status, pathname).toBeLessThan(500);
      expect(isPrivate(cacheControl), `${pathname}: ${cacheControl}`).toBe(true);
    }
  } finally {
    await context.dispose();
  }
  // Answers that set a cookie, without a session before.
  const visitor = await playwrightRequest.newContext({ baseURL: baseURL() });
  try {
    const signIn = await visitor.post("/api/auth/sign-in/email", { data: { email: ADMIN_EMAIL(), password: DEMO_PASSWORD() } });
    expect(signIn.headers()["set-cookie"]).toBeTruthy();
    expect(isPrivate(signIn.headers()["cache-control"] ?? "")).toBe(true);
  } finally {
    await visitor.dispose();
  }
});
