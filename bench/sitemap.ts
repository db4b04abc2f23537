/**
 * `npm run bench:sitemap -- [--listings N] [--database-url URL]`
 *
 * The sitemap at scale (decision 034): a fresh database — the embedded PGlite in a temporary
 * directory, or a new database on the PostgreSQL server of `--database-url` (or DATABASE_URL),
 * dropped afterwards — gets N active listings (default 100,000) and N/20 non-active ones in one
 * INSERT … SELECT FROM generate_series. Then the index is read, and every listings file it names
 * through the same code as the route (`sitemapFileResponse`), its stream read chunk by chunk as a
 * client would: its URL count (at most 50,000), its bytes (at most 50 MB), the time to the first
 * byte and to the end, and the process's RSS and heap growth while it streamed (after one warm-up
 * read, and with a collection every fifth chunk to see what the stream holds). The files must hold every
 * active listing once: the ids rise strictly across all of them and their count is the active count.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Database, migrateDatabase, openDatabase } from "~/.server/db/client";
import { SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS, sitemapFileResponse, sitemapIndexResponse } from "~/.server/http/sitemap";
import { parseConfig, setConfig } from "~/.server/infra/config";
import { CATEGORIES } from "~/domain/categories";
import { freshDatabaseUrl } from "../tests/support/database";
import { countOption, formatCount, option } from "./cli";

const args = process.argv.slice(2);
const total = countOption(args, "listings", 100_000);
const serverUrl = option(args, "database-url") ?? process.env.DATABASE_URL ?? undefined;
const SITE_URL = "https://www.kktckiralik.com";
const OWNER = "bench-sitemap-owner";

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const collect = () => (globalThis as { gc?: () => void }).gc?.();

/** A fresh database: a new one on the server (dropped by `drop`), or PGlite in a temporary directory. */
async function freshDatabase(): Promise<{ database: Database; label: string; drop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kk-bench-sitemap-"));
  if (!serverUrl) {
    const database = await openDatabase({ dataDir, poolSize: 2 });
    return {
      database,
      label: "PGlite (embedded)",
      drop: async () => {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  // The test suite's fresh PostgreSQL database (a new one on the server, dropped afterwards).
  const fresh = (await freshDatabaseUrl(serverUrl))!;
  const database = await openDatabase({ databaseUrl: fresh.url, poolSize: 2 });
  return {
    database,
    label: `PostgreSQL (${new URL(fresh.url).pathname.slice(1)})`,
    drop: async () => {
      await database.close();
      await fresh.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const { database, label, drop } = await freshDatabase();
setConfig(parseConfig({ NODE_ENV: "production", SITE_URL, DATA_DIR: os.tmpdir(), SEED_DEMO: "false", LOG_LEVEL: "silent" }));
const db = database.db;
try {
  await migrateDatabase(database);
  console.log(`Sitemap bench on ${label}: inserting ${formatCount(total)} active listings…`);
  const insertStarted = performance.now();
  const client = await database.pool.connect();
  try {
    await client.query("begin");
    // As bench:seed: the per-row triggers (content version, search documents, price history, saved
    // searches' queue) are off for the bulk load; the sitemap reads none of what they write.
    await client.query("alter table listings disable trigger user");
    await client.query("insert into profiles (id, email, display_name) values ($1, $2, $3)", [OWNER, `${OWNER}@example.com`, "Bench"]);
    await client.query(
      `insert into listings (owner_id, title, price, city, category_slug, status, created_at, updated_at)
       select $1, 'Bench ilan ' || n, 1000 + n % 5000, 'Girne', ($2::text[])[1 + n % ${CATEGORIES.length}],
              case when n <= $3 then 'active' else (array['pending', 'rejected', 'deleted', 'expired', 'hidden'])[1 + n % 5] end,
              now() - make_interval(mins => n), now() - make_interval(mins => n % 10000)
         from generate_series(1, $3 + $3 / 20) as n`,
      [OWNER, [...CATEGORIES], total],
    );
    await client.query("alter table listings enable trigger user");
    await client.query("commit");
  } finally {
    client.release();
  }
  await database.pool.query("vacuum analyze listings");
  console.log(
    `  inserted in ${((performance.now() - insertStarted) / 1000).toFixed(1)} s (with ${formatCount(total / 20)} non-active ones)`,
  );

  // The index: one query for the files' boundaries.
  collect();
  const indexStarted = performance.now();
  const index = await sitemapIndexResponse(db, new Request(`${SITE_URL}/sitemap.xml`), { siteUrl: SITE_URL });
  const indexXml = await index.text();
  const indexMs = performance.now() - indexStarted;
  const files = [...indexXml.matchAll(/<sitemap><loc>[^<]*\/sitemaps\/([^<]+)<\/loc>/g)].map((match) => match[1]!);
  console.log(`Index: ${ms(indexMs)}, ${formatCount(Buffer.byteLength(indexXml))} bytes, ${files.length} files (${files.join(", ")})`);

  // A first read warms the process up (code compiled, heap pages taken): its growth is not the file's.
  {
    collect();
    const rssBefore = process.memoryUsage().rss;
    const warmUp = await sitemapFileResponse(db, new Request(`${SITE_URL}/sitemaps/${files[1]}`), files[1]!, { siteUrl: SITE_URL });
    const reader = warmUp.body!.getReader();
    let rssPeak = rssBefore;
    while (!(await reader.read()).done) rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    console.log(`Warm-up read of ${files[1]} (not counted below): RSS +${mb(rssPeak - rssBefore)} at most`);
  }

  const rows: string[] = [];
  let listed = 0;
  let lastId = "";
  for (const name of files) {
    collect();
    const before = process.memoryUsage();
    let rssPeak = before.rss;
    let heapPeak = before.heapUsed + before.arrayBuffers;
    // What the stream holds while it is read: the heap after a collection, every fifth chunk.
    let heldPeak = 0;
    let chunks = 0;
    const started = performance.now();
    const response = await sitemapFileResponse(db, new Request(`${SITE_URL}/sitemaps/${name}`), name, { siteUrl: SITE_URL });
    if (response.status !== 200 || !response.body) throw new Error(`${name}: status ${response.status}`);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let firstByteMs: number | undefined;
    let bytes = 0;
    let urls = 0;
    let listings = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      firstByteMs ??= performance.now() - started;
      bytes += value.byteLength;
      const text = decoder.decode(value, { stream: true });
      urls += text.split("<url>").length - 1;
      // The Turkish entry of each listing (the English ones are under /en/).
      for (const match of text.matchAll(/<url><loc>https:\/\/[^/]+\/[a-z]+\/([0-9a-f-]{36})<\/loc>/g)) {
        if (match[1]! <= lastId) throw new Error(`${name}: ${match[1]} after ${lastId} (a duplicate or out of order)`);
        lastId = match[1]!;
        listings += 1;
      }
      const now = process.memoryUsage();
      rssPeak = Math.max(rssPeak, now.rss);
      heapPeak = Math.max(heapPeak, now.heapUsed + now.arrayBuffers);
      chunks += 1;
      if (chunks % 5 === 0) {
        collect();
        const held = process.memoryUsage();
        heldPeak = Math.max(heldPeak, held.heapUsed + held.arrayBuffers - before.heapUsed - before.arrayBuffers);
      }
    }
    const totalMs = performance.now() - started;
    collect();
    const after = process.memoryUsage();
    if (urls > SITEMAP_MAX_URLS) throw new Error(`${name}: ${urls} URLs, over ${SITEMAP_MAX_URLS}`);
    if (bytes > SITEMAP_MAX_BYTES) throw new Error(`${name}: ${bytes} bytes, over ${SITEMAP_MAX_BYTES}`);
    listed += listings;
    const row =
      `${name}: ${formatCount(listings)} listings, ${formatCount(urls)} URLs, ${mb(bytes)}; first byte ${ms(firstByteMs ?? 0)}, all ${ms(totalMs)}; RSS +${mb(rssPeak - before.rss)} at most, ` +
      `heap +${mb(heapPeak - before.heapUsed - before.arrayBuffers)} at most (+${mb(heldPeak)} held mid-stream), +${mb(after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers)} kept after it`;
    rows.push(row);
    console.log(row);
  }
  const { rows: counted } = await database.pool.query<{ count: string }>("select count(*) from listings where status = 'active'");
  if (listed !== Number(counted[0]!.count))
    throw new Error(`the files list ${listed} listings, the database has ${counted[0]!.count} active ones`);
  console.log(`Every active listing listed once: ${formatCount(listed)} in ${files.length - 1} listings files.`);
  // A file past the last one: a 404 after the boundaries' query.
  const pastStarted = performance.now();
  const past = await sitemapFileResponse(db, new Request(`${SITE_URL}/sitemaps/listings-999.xml`), "listings-999.xml", {
    siteUrl: SITE_URL,
  });
  console.log(`listings-999.xml: ${past.status} in ${ms(performance.now() - pastStarted)}`);
  console.log(`RSS at the end: ${mb(process.memoryUsage().rss)}`);
} finally {
  await drop();
}
