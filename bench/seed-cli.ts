/**
 * `npm run bench:seed -- --listings N [--database-url URL | --data-dir DIR] [--force]`
 *
 * Migrates the database (the app's own migrations) and fills it with N generated listings (see
 * bench/seed.ts). PostgreSQL when `--database-url` or DATABASE_URL is given, otherwise the embedded
 * PGlite in `--data-dir` (default DATA_DIR or ./data-bench). Existing benchmark data is replaced;
 * a database with other listings is refused unless `--force`.
 */
import { migrateDatabase, openDatabase } from "~/.server/db/client";
import { countOption, formatCount, option } from "./cli";
import { seedBenchData } from "./seed";

const args = process.argv.slice(2);
const listings = countOption(args, "listings", 10_000);
const databaseUrl = option(args, "database-url") ?? (option(args, "data-dir") ? undefined : process.env.DATABASE_URL || undefined);
const dataDir = option(args, "data-dir") ?? process.env.DATA_DIR ?? "./data-bench";

const started = Date.now();
console.log(
  `Seeding ${formatCount(listings)} listings into ${databaseUrl ? `PostgreSQL (${new URL(databaseUrl).pathname.slice(1)})` : `PGlite (${dataDir})`}…`,
);
const database = await openDatabase({ databaseUrl, dataDir, poolSize: 2 });
try {
  await migrateDatabase(database);
  let reported = 0;
  const result = await seedBenchData(database, {
    listings,
    force: args.includes("--force"),
    onProgress(inserted, total) {
      if (inserted - reported >= total / 10 || inserted === total) {
        reported = inserted;
        console.log(`  ${formatCount(inserted)} / ${formatCount(total)} rows (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      }
    },
  });
  console.log(
    `Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${formatCount(result.listings)} listings, ${result.owners} owners ` +
      `(insert ${(result.insertMs / 1000).toFixed(1)} s, indexes ${(result.indexMs / 1000).toFixed(1)} s, vacuum analyze ${(result.vacuumMs / 1000).toFixed(1)} s).`,
  );
} finally {
  await database.close();
}
