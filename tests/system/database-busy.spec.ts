import pg from "pg";
import { freshDatabaseUrl } from "../support/database";
import { type TestServer, startServer } from "../support/server";
import { expect, test } from "../e2e/support/fixtures";

/**
 * When no database connection becomes free in time, a page fails fast with the translated "the
 * server did not answer" (503, Retry-After) instead of hanging (db/client.ts, decision 033). The
 * production server runs with a pool of one connection and a one-second wait; the test holds a
 * lock the first request waits on, so that request holds the only connection.
 */

const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";

let server: TestServer;
let database: { url: string; drop: () => Promise<void> };

test.beforeAll(async () => {
  database = (await freshDatabaseUrl(process.env.DATABASE_URL || LOCAL_POSTGRES))!;
  server = await startServer({
    env: {
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: "1",
      DATABASE_CONNECT_TIMEOUT_SECONDS: "1",
      SEED_DEMO: "false",
      MAINTENANCE_TICK_SECONDS: "0",
      JOB_WORKERS: "false",
      PAGE_CACHE_MB: "0",
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

test("a page that finds no free database connection answers 503 at once, in the page's language", async () => {
  expect((await fetch(`${server.url}/evler`)).status).toBe(200);

  const locker = new pg.Client({ connectionString: database.url });
  await locker.connect();
  try {
    await locker.query("begin");
    await locker.query("lock table listings in access exclusive mode");
    // The first request waits on the lock, holding the pool's only connection…
    const first = fetch(`${server.url}/evler`);
    await expect
      .poll(async () => {
        const { rows } = await locker.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        );
        return rows[0]!.n;
      })
      .toBe(1);

    // …so the next ones find none: they are refused after the one-second wait, not after a minute.
    const started = Date.now();
    const turkish = await fetch(`${server.url}/evler`, { headers: { accept: "text/html" } });
    expect(turkish.status).toBe(503);
    expect(turkish.headers.get("retry-after")).toBe("5");
    expect(turkish.headers.get("cache-control")).toBe("no-store");
    expect(await turkish.text()).toContain("Sunucudan yanıt alınamadı");
    expect(Date.now() - started).toBeLessThan(5000);

    const english = await fetch(`${server.url}/en/evler`, { headers: { accept: "text/html" } });
    expect(english.status).toBe(503);
    expect(await english.text()).toContain("No response from the server");

    await locker.query("rollback");
    // The waiting request answers once the lock is gone (a 503 when its loader's second query found
    // the one connection taken by its first: a pool of one is this test's setting, not production's).
    expect([200, 503]).toContain((await first).status);
  } finally {
    await locker.end();
  }
  // The site answers again as soon as a connection is free.
  expect((await fetch(`${server.url}/evler`)).status).toBe(200);
});
