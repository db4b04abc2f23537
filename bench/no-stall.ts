/**
 * `npm run bench:no-stall -- [--minutes M] [--write]`
 *
 * Nothing freezes (decision 033): the plain `npm start` — the production build on the embedded
 * PGlite (one connection), no SMTP_URL, demo content, the default maintenance tick — with an
 * instant saved search that has an alert due the whole time (every minute the admin approves
 * another listing it matches), while a visitor asks for a page every half second, each URL new so
 * the page cache cannot answer it. Reports the slowest page, the 99th percentile and how many
 * alerts were delivered to the development outbox; `--write` records it in docs/reliability.md.
 *
 * The server starts twice: once to seed the demo content, then (after the bench has added the
 * member's saved search and the pending listings, with the database closed) for the measurement.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, ne } from "drizzle-orm";
import { migrateDatabase, openDatabase } from "~/.server/db/client";
import { listings, outboxMails, profiles } from "~/.server/db/schema";
import { saveSearch } from "~/.server/services/discovery/saved-searches";
import { requireBuild, startProductionServer } from "../scripts/production-server.mjs";
import { countOption, formatCount } from "./cli";
import { commandLine, machineLine, measuredOn, writeMarkedBlock } from "./report";

const args = process.argv.slice(2);
const minutes = countOption(args, "minutes", 10);
const write = args.includes("--write");
const buildDir = process.env.BUILD_DIR ?? "build";
requireBuild(buildDir);

const ADMIN_EMAIL = "admin@kktckiralik.com";
const ADMIN_PASSWORD = "bench-admin-password";
const CITY = "Gazimağusa";
const SEARCH_NAME = "Evler · Gazimağusa";
const startLoad = os.loadavg()[0] ?? 0;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kk-no-stall-"));
// As `npm start`: no SMTP_URL, no DATABASE_URL, the default maintenance tick.
const env = { SEED_DEMO: "true", ADMIN_EMAIL, ADMIN_PASSWORD, LOG_LEVEL: "warn", WEB_CONCURRENCY: "1" };

try {
  console.log("Seeding the demo content…");
  await (await startProductionServer({ buildDir, dataDir, env })).stop();

  // The member's search and the listings the admin will approve, one a minute (+ a few spare).
  const database = await openDatabase({ dataDir });
  let memberEmail: string;
  const pending: string[] = [];
  try {
    await migrateDatabase(database);
    const db = database.db;
    const [member] = await db.select({ id: profiles.id, email: profiles.email }).from(profiles).where(eq(profiles.isAdmin, false)).limit(1);
    const [owner] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.isAdmin, false), ne(profiles.id, member!.id)))
      .limit(1);
    memberEmail = member!.email;
    const saved = await saveSearch(
      db,
      { userId: member!.id, isAdmin: false },
      { name: SEARCH_NAME, category: "houses", query: `city=${encodeURIComponent(CITY)}`, frequency: "instant" },
    );
    if (saved.outcome !== "ok") throw new Error(`saved search refused: ${JSON.stringify(saved)}`);
    const rows = await db
      .insert(listings)
      .values(
        Array.from({ length: minutes + 2 }, (_, index) => ({
          ownerId: owner!.id,
          title: `${CITY}'da bench evi ${index + 1}`,
          description: "Denize yürüme mesafesinde, eşyalı.",
          price: 18_000 + index * 100,
          currency: "TRY" as const,
          city: CITY,
          categorySlug: "houses" as const,
          status: "pending" as const,
          specifications: { rooms: "2+1", rental_term: "monthly" },
        })),
      )
      .returning({ id: listings.id });
    pending.push(...rows.map((row) => row.id));
  } finally {
    await database.close();
  }

  console.log(`Measuring for ${minutes} minute(s)…`);
  const server = await startProductionServer({ buildDir, dataDir, env });
  const times: number[] = [];
  let failed = 0;
  let approved = 0;
  try {
    const signIn = await fetch(`${server.url}/giris`, {
      method: "POST",
      body: new URLSearchParams({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD, redirect: "/" }),
      headers: { origin: server.url },
      redirect: "manual",
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(";")[0]!)
      .filter((pair) => !pair.endsWith("="))
      .join("; ");
    if (!cookie.includes("session")) throw new Error(`admin sign-in failed (${signIn.status})`);
    const approveNext = async () => {
      const id = pending.shift();
      if (!id) return;
      const answer = await fetch(`${server.url}/yonetim/panel`, {
        method: "POST",
        body: new URLSearchParams({ intent: "approve", id }),
        headers: { cookie, origin: server.url },
        redirect: "manual",
      });
      if (answer.status >= 400) throw new Error(`approval refused (${answer.status})`);
      approved++;
    };
    const end = Date.now() + minutes * 60_000;
    let nextApproval = Date.now();
    let request = 0;
    while (Date.now() < end) {
      if (Date.now() >= nextApproval) {
        await approveNext();
        nextApproval += 60_000;
      }
      request++;
      // A new URL each time: a real render with its queries, never the page cache.
      const url = `${server.url}/evler?city=${encodeURIComponent(CITY)}&minPrice=${request}`;
      const started = performance.now();
      try {
        const answer = await fetch(url, { signal: AbortSignal.timeout(60_000) });
        await answer.arrayBuffer();
        if (answer.status !== 200) failed++;
      } catch {
        failed++;
      }
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await server.stop();
  }

  const check = await openDatabase({ dataDir });
  let alerts = 0;
  try {
    const mails = await check.db.select({ subject: outboxMails.subject }).from(outboxMails).where(eq(outboxMails.to, memberEmail));
    alerts = mails.filter((mail) => mail.subject.includes(SEARCH_NAME)).length;
  } finally {
    await check.close();
  }

  const sorted = [...times].sort((a, b) => a - b);
  const percentile = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  const slowest = sorted.at(-1) ?? 0;
  const lines = [
    `${measuredOn()}. ${machineLine(startLoad)}`,
    `Command: \`${commandLine(
      "bench:no-stall",
      args.filter((arg) => arg !== "--write"),
    )}\``,
    "",
    "| Minutes | Page requests | Failed | Median | p99 | Slowest | Listings approved | Alerts delivered (outbox) |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    `| ${minutes} | ${formatCount(times.length)} | ${failed} | ${percentile(0.5).toFixed(0)} ms | ${percentile(0.99).toFixed(0)} ms | ${slowest.toFixed(0)} ms | ${approved} | ${alerts} |`,
  ];
  console.log(lines.join("\n"));
  if (write) {
    writeMarkedBlock(path.resolve("docs/reliability.md"), "no-stall", lines.join("\n"), (current, block) =>
      current.replace("\n## Hostile test findings", `\n## Nothing freezes\n\n${block}\n\n## Hostile test findings`),
    );
  }
  if (slowest >= 1000 || failed > 0 || alerts === 0) process.exitCode = 1;
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
