import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { drizzle } from "drizzle-orm/node-postgres";
import { and, eq, sql } from "drizzle-orm";
import pg from "pg";
import * as schema from "~/.server/db/schema";
import { CATEGORY_SEGMENTS, type Category } from "~/domain/categories";
import { type TestServer, startServer, tempDataDir } from "../support/server";
import { DEMO_PASSWORD, login, main, toast } from "./support/accounts";
import { type E2EMail, lastMailSequence, mailsTo } from "./support/mail";
import { test as base, expect, seriousA11yViolations } from "./support/fixtures";

/**
 * Listings' freshness (decision 029), in Chromium against the production build:
 * a listing near its end gets its owner a reminder mail (read from the SMTP server of the test)
 * whose one-click link renews it signed out; a listing past its end is expired (404 for visitors)
 * and its owner renews it from the profile; a listing marked rented leaves the search results at
 * once and its page says "Kiralandı" with similar listings.
 *
 * The dates are moved in the database, which is not reachable while another server's jobs run: this
 * file runs its own server (demo content, mails to the run's SMTP server), stopped for the dates to
 * be set through the embedded database's socket while it is idle (its jobs off), then started again
 * with the maintenance schedule on, whose first tick sends the expiry sweep.
 */

type Listing = { id: string; title: string; number: number; category: Category };
interface Fixture {
  server: TestServer;
  owner: { email: string; id: string };
  /** Ends in 3 days: reminded. */
  soon: Listing;
  /** Ended a minute ago: expired. */
  past: Listing;
  /** Marked rented by the test. */
  toRent: Listing;
}

async function withDatabase<T>(tmpDir: string, work: (db: ReturnType<typeof drizzle<typeof schema>>) => Promise<T>): Promise<T> {
  const socketDir = fs
    .readdirSync(tmpDir)
    .filter((name) => name.startsWith("kk-pglite-"))
    .map((name) => path.join(tmpDir, name))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
  if (!socketDir) throw new Error(`no embedded database socket in ${tmpDir}`);
  const pool = new pg.Pool({ host: socketDir, port: 5432, user: "postgres", database: "postgres", max: 1 });
  try {
    return await work(drizzle(pool, { schema, casing: "snake_case" }));
  } finally {
    await pool.end();
  }
}

const test = base.extend<object, { fresh: Fixture }>({
  fresh: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const smtpUrl = process.env.E2E_SMTP_URL;
      if (!smtpUrl) throw new Error("E2E_SMTP_URL is not set (global setup)");
      const dataDir = tempDataDir("kk-fresh-");
      const tmpDir = tempDataDir("kk-fresh-tmp-");
      const env = {
        SMTP_URL: smtpUrl,
        ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL ?? "admin@kktckiralik.com",
        ADMIN_PASSWORD: DEMO_PASSWORD(),
        AUTH_RATE_LIMIT_MULTIPLIER: "50",
        TMPDIR: tmpDir,
      };
      let server = await startServer({ dataDir, env: { ...env, MAINTENANCE_TICK_SECONDS: "0" } });
      let fixture: Omit<Fixture, "server">;
      try {
        fixture = await withDatabase(tmpDir, async (db) => {
          // A demo seller with three live houses (demo listings have no end: decision 029).
          const [owner] = await db
            .select({ id: schema.profiles.id, email: schema.profiles.email })
            .from(schema.profiles)
            .innerJoin(schema.listings, eq(schema.listings.ownerId, schema.profiles.id))
            .where(
              and(eq(schema.listings.status, "active"), eq(schema.listings.categorySlug, "houses"), eq(schema.profiles.isAdmin, false)),
            )
            .groupBy(schema.profiles.id, schema.profiles.email)
            .having(sql`count(*) >= 3`)
            .orderBy(schema.profiles.id)
            .limit(1);
          if (!owner) throw new Error("no demo seller with three live houses");
          const rows = await db
            .select({
              id: schema.listings.id,
              title: schema.listings.title,
              number: schema.listings.number,
              category: schema.listings.categorySlug,
            })
            .from(schema.listings)
            .where(
              and(eq(schema.listings.ownerId, owner.id), eq(schema.listings.status, "active"), eq(schema.listings.categorySlug, "houses")),
            )
            .orderBy(schema.listings.number)
            .limit(3);
          const [soon, past, toRent] = rows as [Listing, Listing, Listing];
          const now = Date.now();
          await db
            .update(schema.listings)
            .set({ expiresAt: new Date(now + 3 * 86_400_000) })
            .where(eq(schema.listings.id, soon.id));
          await db
            .update(schema.listings)
            .set({ expiresAt: new Date(now - 60_000) })
            .where(eq(schema.listings.id, past.id));
          return { owner, soon, past, toRent };
        });
        expect(await server.stop()).toBe(0);
        server = await startServer({ dataDir, env: { ...env, MAINTENANCE_TICK_SECONDS: "1" } });
        await use({ server, ...fixture });
      } finally {
        const code = await server.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
        fs.rmSync(tmpDir, { recursive: true, force: true });
        if (code !== 0) console.error(`The freshness server exited with code ${code}:\n${server.output()}`);
      }
    },
    { scope: "worker", timeout: 240_000 },
  ],
  baseURL: async ({ fresh }, use) => use(fresh.server.url),
});

// One worker (one private server) for the whole file; the tests build on each other's state.
test.describe.configure({ mode: "serial" });
// Expired listings (404), a changed renew link (400) and a used one (410) are deliberate error documents.
test.use({ allowConsoleErrors: [/status of 4(0[04]|10)/] });

const listingPath = (listing: Listing) => `/${CATEGORY_SEGMENTS[listing.category]}/${listing.id}`;

/** The reminder mail naming this listing (it was sent by the server's first maintenance tick). */
async function reminderFor(email: string, listing: Listing): Promise<E2EMail> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const mail = mailsTo(email).find((candidate) => candidate.decoded.includes(`/ilanlar/${listing.id}/yenile?token=`));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no reminder for ${listing.id} to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function ownListingsReady(page: Page, ownerId: string) {
  await page.goto(`/profil/${ownerId}`);
  await expect(page.getByTestId("profile-page")).toHaveAttribute("data-hydrated", "true");
}

test("a listing near its end: one reminder mail whose link renews it signed out", async ({ page, fresh }) => {
  const mail = await reminderFor(fresh.owner.email, fresh.soon);
  expect(mail.decoded).toContain(fresh.soon.title);
  expect(mail.decoded).toContain("Tek tıkla");
  const link = mail.decoded.match(/https?:\/\/[^\s"<>]+\/ilanlar\/[0-9a-f-]{36}\/yenile\?token=[\w.%-]+/)?.[0];
  expect(link).toBeTruthy();
  // One reminder for it (tests/integration/listing-expiry.test.ts runs the job again and races two runs).
  const sequence = lastMailSequence(fresh.owner.email);
  await expect
    .poll(() => mailsTo(fresh.owner.email).filter((candidate) => candidate.decoded.includes(`/ilanlar/${fresh.soon.id}/yenile`)).length)
    .toBe(1);

  const url = new URL(link!);
  // A mail scanner opening the link (GET, HEAD) renews nothing: the page asks, with one button.
  expect((await page.request.head(`${url.pathname}${url.search}`)).status()).toBe(200);
  const answer = await page.goto(`${url.pathname}${url.search}`);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()["cache-control"]).toBe("private, no-store");
  expect(answer?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`\u201c${fresh.soon.title}\u201d ilanını yenilemek istiyor musunuz?`);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await main(page).getByRole("button", { name: "İlanı yenile" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("İlanınız yenilendi");
  await expect(main(page)).toContainText(fresh.soon.title);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await main(page).getByRole("link", { name: "İlanı görün" }).click();
  await expect(page).toHaveURL(new RegExp(`${listingPath(fresh.soon)}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fresh.soon.title);
  // The renewal itself sends nothing.
  expect(lastMailSequence(fresh.owner.email)).toBe(sequence);

  // A changed token is refused with a page that says so.
  // Once per reminder: the used link says so.
  const again = await page.goto(`${url.pathname}${url.search}`);
  expect(again?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bu bağlantı kullanıldı");

  const [date, signature] = url.searchParams.get("token")!.split(".") as [string, string];
  const changed = await page.goto(`${url.pathname}?token=${date}.${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`);
  expect(changed?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bağlantı geçersiz");
});

test("a listing past its end is expired: 404 for visitors, renewed from its owner's profile", async ({ page, browser, fresh }) => {
  // A visitor: a browser of its own, without the owner's session.
  const visitorContext = await browser.newContext({ baseURL: fresh.server.url });
  const visitor = await visitorContext.newPage();
  await expect.poll(async () => (await visitor.request.get(listingPath(fresh.past))).status(), { timeout: 30_000 }).toBe(404);

  await login(page, fresh.owner.email, DEMO_PASSWORD());
  await expect(page).not.toHaveURL(/\/giris/);
  await ownListingsReady(page, fresh.owner.id);
  const row = main(page).locator(`[data-testid="own-listing"][data-status="expired"]`).filter({ hasText: fresh.past.title });
  await expect(row).toContainText("Süresi doldu");
  await row.getByRole("button", { name: `${fresh.past.title} ilanını yenile` }).click();
  await expect(toast(page, "İlan yenilendi")).toBeVisible();
  await expect(main(page).locator(`[data-testid="own-listing"][data-status="active"]`).filter({ hasText: fresh.past.title })).toHaveCount(
    1,
  );

  const live = await visitor.goto(listingPath(fresh.past));
  expect(live?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(fresh.past.title);
  await visitorContext.close();
});

test("a listing marked rented leaves the search results at once; its page says so with similar listings", async ({
  page,
  browser,
  fresh,
}) => {
  // A visitor: a browser of its own, without the owner's session.
  const visitorContext = await browser.newContext({ baseURL: fresh.server.url });
  const visitor = await visitorContext.newPage();
  const results = async () => {
    // By its title (a search for its number would open the listing itself).
    await visitor.goto(`/?q=${encodeURIComponent(fresh.toRent.title)}`);
    await expect(visitor.getByRole("main").getByRole("status")).toHaveText(/ilan bulundu$/);
    return visitor
      .getByRole("main")
      .locator(`a[href$="${listingPath(fresh.toRent)}"]`)
      .count();
  };
  expect(await results()).toBeGreaterThan(0);

  await login(page, fresh.owner.email, DEMO_PASSWORD());
  await expect(page).not.toHaveURL(/\/giris/);
  await ownListingsReady(page, fresh.owner.id);
  await main(page)
    .getByRole("button", { name: `${fresh.toRent.title} ilanını kiralandı olarak işaretle` })
    .click();
  await expect(toast(page, "İlan kiralandı olarak işaretlendi")).toBeVisible();
  await expect(main(page).locator(`[data-testid="own-listing"][data-status="rented"]`).filter({ hasText: fresh.toRent.title })).toHaveCount(
    1,
  );

  expect(await results()).toBe(0);
  const answer = await visitor.goto(listingPath(fresh.toRent));
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()["cache-control"]).toMatch(/^public/);
  const notice = visitor.getByTestId("listing-rented");
  await expect(notice.getByRole("heading", { name: "Kiralandı" })).toBeVisible();
  await expect(visitor.getByTestId("similar-listings").getByRole("article").first()).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  expect(await seriousA11yViolations(visitor)).toEqual([]);

  // In English too.
  await visitor.goto(`/en${listingPath(fresh.toRent)}`);
  await expect(visitor.getByTestId("listing-rented").getByRole("heading", { name: "Rented" })).toBeVisible();
  await expect(visitor.getByTestId("similar-listings").getByRole("heading", { name: "Similar listings" })).toBeVisible();
  await visitorContext.close();
});
