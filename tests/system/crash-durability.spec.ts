import fs from "node:fs";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db } from "~/.server/db/client";
import * as schema from "~/.server/db/schema";
import { freshDatabaseUrl } from "../support/database";
import { type TestServer, isAlive, startServer, tempDataDir } from "../support/server";
import { registerAndVerify } from "../support/site-client";
import { startSmtpServer } from "../support/smtp";
import { expect, test } from "../e2e/support/fixtures";
import {
  type StormResult,
  type Write,
  type Writer,
  WriteLedger,
  checkDurability,
  listingBody,
  newListingId,
  runStorm,
} from "../support/write-storm";

/**
 * Crash durability: the production server is killed with SIGKILL in the middle of 1,000 concurrent
 * listing creations and updates, twice, and restarted on the same data; every write that was
 * acknowledged must be there and intact, no row half-written, and the database must open cleanly.
 * Runs on the embedded PGlite, or on a fresh PostgreSQL database when DATABASE_URL is set.
 *
 * On PGlite the first kill hits the app alone: its database host (a child process) must notice
 * and exit, releasing the data-directory lock, so the restart can take it. The second kill hits
 * the app and the host together, as a crash would (OOM killer, kill -9 of the process group):
 * PGlite then recovers from its write-ahead log on the next start.
 */

const STORM_SIZE = 1000;
const KILL_AFTER_ACKS = 300;
const PASSWORD = "cokme-testi-sifre-1";

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}

/** The PID of the embedded database host, from the data-directory lock it holds. */
const hostPid = (dataDir: string): number => (JSON.parse(fs.readFileSync(`${dataDir}/.lock`, "utf8")) as { pid: number }).pid;

const exited = (server: TestServer) =>
  new Promise<void>((resolve) => {
    if (server.process.exitCode !== null || server.process.signalCode !== null) resolve();
    else server.process.once("exit", () => resolve());
  });

/**
 * A connection to the database of the running server, for the test's own reads and writes: the
 * PostgreSQL database, or the embedded host's Unix socket (the server is started with TMPDIR set
 * to `tmpDir`, where the host creates its socket directory). The test uses it only while the
 * server is idle: PGlite is a single backend shared by every socket connection.
 */
async function connectDirect(target: { url: string } | { tmpDir: string }): Promise<{ db: Db; close: () => Promise<void> }> {
  let pool: pg.Pool;
  if ("url" in target) {
    pool = new pg.Pool({ connectionString: target.url, max: 1 });
  } else {
    const newest = fs
      .readdirSync(target.tmpDir)
      .filter((name) => name.startsWith("kk-pglite-"))
      .map((name) => path.join(target.tmpDir, name))
      .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
    if (!newest) throw new Error(`no embedded database socket in ${target.tmpDir}`);
    pool = new pg.Pool({ host: newest, port: 5432, user: "postgres", database: "postgres", max: 1 });
  }
  return { db: drizzle(pool, { schema, casing: "snake_case" }), close: () => pool.end() };
}

async function userIds(db: Db, emails: string[]): Promise<Record<string, string>> {
  const rows = await db
    .select({ id: schema.authUsers.id, email: schema.authUsers.email })
    .from(schema.authUsers)
    .where(inArray(schema.authUsers.email, emails));
  return Object.fromEntries(rows.map((row) => [row.email, row.id]));
}

/** Migrations all applied, and the primary-key index agrees with the table (no torn pages after recovery). */
async function databaseHealth(db: Db) {
  const count = async (query: ReturnType<typeof sql>, settings: ReturnType<typeof sql>[] = []) =>
    // `set local`: the settings end with the transaction (on PGlite every connection shares one backend).
    db.transaction(async (tx) => {
      for (const setting of settings) await tx.execute(setting);
      return (await tx.execute<{ count: number }>(query)).rows[0]!.count;
    });
  return {
    migrations: await count(sql`select count(*)::int as count from drizzle.__drizzle_migrations`),
    byIndex: await count(sql`select count(*)::int as count from listings where id >= '00000000-0000-0000-0000-000000000000'`, [
      sql`set local enable_seqscan = off`,
    ]),
    byScan: await count(sql`select count(*)::int as count from listings`, [
      sql`set local enable_indexscan = off`,
      sql`set local enable_indexonlyscan = off`,
      sql`set local enable_bitmapscan = off`,
    ]),
  };
}

const summary = (storm: StormResult) =>
  `sent ${storm.sent}, acknowledged ${storm.acked}, unanswered ${storm.unanswered}, killed after ${storm.killedAfterMs} ms`;

test.describe("crash durability", () => {
  test.describe.configure({ timeout: 300_000 });

  test("SIGKILL during 1,000 concurrent listing writes loses no acknowledged write; the restart opens the data cleanly", async () => {
    const smtp = await startSmtpServer();
    const postgres = await freshDatabaseUrl();
    const dataDir = tempDataDir("kk-crash-");
    const tmpDir = tempDataDir("kk-crash-tmp-");
    const env: Record<string, string> = {
      SEED_DEMO: "false",
      SMTP_URL: smtp.url,
      AUTH_RATE_LIMIT_MULTIPLIER: "50",
      TMPDIR: tmpDir,
      // A thousand writes queue for the embedded database's one connection; on a loaded machine the
      // last wait longer than the default 10 s and would be refused as "busy" (503, by design: the
      // database-busy spec). Durability is under test here, not that refusal: they may all wait.
      DATABASE_CONNECT_TIMEOUT_SECONDS: "120",
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    };
    const start = () => startServer({ dataDir, env });
    const direct = () => connectDirect(postgres ?? { tmpDir });
    let server = await start();
    try {
      // Two accounts through the real pages; one becomes an admin (their listings skip moderation,
      // so they may create any number), the other stays a member (pending listings, at most 5).
      const adminEmail = `crash-admin-${Date.now()}@example.com`;
      const memberEmail = `crash-member-${Date.now()}@example.com`;
      const adminCookie = await registerAndVerify(
        server.url,
        { email: adminEmail, name: "Çökme Yönetici", password: PASSWORD },
        smtp.lastMailTo,
      );
      const memberCookie = await registerAndVerify(
        server.url,
        { email: memberEmail, name: "Çökme Üye", password: PASSWORD },
        smtp.lastMailTo,
      );
      const setup = await direct();
      const ids = await userIds(setup.db, [adminEmail, memberEmail]);
      await setup.db.update(schema.profiles).set({ isAdmin: true }).where(eq(schema.profiles.id, ids[adminEmail]!));
      await setup.close();
      const admin: Writer = { id: ids[adminEmail]!, cookie: adminCookie, isAdmin: true };
      const member: Writer = { id: ids[memberEmail]!, cookie: memberCookie, isAdmin: false };
      const ledger = new WriteLedger();
      let seed = 0;
      const create = (writer: Writer): Write => ({ mode: "create", writer, body: listingBody(newListingId(), ++seed, "Çökme testi") });

      // Storm 1: 1,000 creations (5 of them the member's); SIGKILL of the app alone.
      const pid = postgres ? null : hostPid(dataDir);
      const first = Array.from({ length: STORM_SIZE }, (_, index) => create(index % 200 === 0 ? member : admin));
      const storm1 = await runStorm(server.url, ledger, first, {
        killAfterAcks: KILL_AFTER_ACKS,
        kill: () => server.process.kill("SIGKILL"),
      });
      await exited(server);
      console.log(`storm 1 (${postgres ? "postgres" : "pglite"}): ${summary(storm1)}`);
      expect(storm1.refused).toEqual([]);
      expect(storm1.acked).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
      expect(storm1.unanswered).toBeGreaterThan(0);
      if (pid !== null) {
        // No orphan: the database host sees its parent go (IPC disconnect), closes and unlocks.
        const hostExitMs = await waitUntil(() => !isAlive(pid), 10_000);
        console.log(`embedded database host exited ${hostExitMs} ms after the app was killed`);
        expect(isAlive(pid), "the embedded database host outlived the killed app").toBe(false);
        expect(fs.existsSync(`${dataDir}/.lock`)).toBe(false);
      }

      // Storm 2 on the restarted server: every acknowledged listing updated once, plus creations.
      server = await start();
      const updates: Write[] = ledger
        .acknowledged()
        .map(({ writer, body }) => ({ mode: "edit", writer, body: listingBody(body.id, ++seed, "Güncellendi") }));
      const second = [...updates, ...Array.from({ length: STORM_SIZE - updates.length }, () => create(admin))].sort(
        () => Math.random() - 0.5,
      );
      const pid2 = postgres ? null : hostPid(dataDir);
      const storm2 = await runStorm(server.url, ledger, second, {
        killAfterAcks: KILL_AFTER_ACKS,
        // The app and its database host at once, as a crash of the whole process group.
        // The app first, so it cannot answer anything after its database is gone.
        kill: () => {
          server.process.kill("SIGKILL");
          if (pid2 !== null) process.kill(pid2, "SIGKILL");
        },
      });
      await exited(server);
      console.log(`storm 2 (${postgres ? "postgres" : "pglite"}): ${updates.length} updates; ${summary(storm2)}`);
      expect(storm2.refused).toEqual([]);
      expect(storm2.acked).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
      if (pid2 !== null) {
        expect(await waitUntil(() => !isAlive(pid2), 5000)).toBeLessThan(5000);
        // The killed host could not unlock: the restart must take the stale lock over.
        expect(fs.existsSync(`${dataDir}/.lock`)).toBe(true);
      }

      // The restart opens the data (migrations checked on start) and takes a new write.
      server = await start();
      const newWrite = await runStorm(server.url, ledger, [create(admin)]);
      expect(newWrite.acked).toBe(1);

      const check = await direct();
      const durability = await checkDurability(check.db, ledger, [admin.id, member.id]);
      const health = await databaseHealth(check.db);
      await check.close();
      expect(await server.stop()).toBe(0);
      console.log(
        `durability (${postgres ? "postgres" : "pglite"}): acknowledged ${durability.acknowledged}, found intact ${durability.acknowledgedFound}, ` +
          `unacknowledged writes found ${durability.unacknowledgedFound}, problems ${durability.problems.length}; ` +
          `listings ${health.byScan} (index ${health.byIndex}), migrations ${health.migrations}`,
      );
      expect(durability.problems).toEqual([]);
      expect(durability.acknowledged).toBe(storm1.acked + storm2.acked + 1);
      expect(durability.acknowledgedFound).toBe(durability.acknowledged);
      const journal = JSON.parse(fs.readFileSync("app/.server/db/migrations/meta/_journal.json", "utf8")) as { entries: unknown[] };
      expect(health.migrations).toBe(journal.entries.length);
      expect(health.byIndex).toBe(health.byScan);
    } finally {
      await server.stop();
      await postgres?.drop();
      await smtp.close();
      for (const dir of [dataDir, tmpDir]) fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
