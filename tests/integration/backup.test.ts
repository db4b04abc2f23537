import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, migrateDatabase, openDatabase } from "~/.server/db/client";
import { listings, profiles } from "~/.server/db/schema";
import { freshDatabaseUrl } from "../support/database";

/**
 * Backups: `npm run backup` / `npm run restore` as an operator runs them (the
 * scripts as child processes). A PGlite data directory with a listing and its photo is backed up,
 * restored into a new directory, opened, and the listing and photo are there; the scripts refuse a
 * directory a server holds and a non-empty target without --force. The same round trip on
 * PostgreSQL when DATABASE_URL is set and pg_dump is installed.
 */

const run = promisify(execFile);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "kk-backup-test-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Runs `scripts/<name>.mjs` with the given environment; resolves with its exit code and output. */
async function script(name: "backup" | "restore", args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, [`scripts/${name}.mjs`, ...args], {
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      timeout: 120_000,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const OWNER = "backup-owner";
const PHOTO_KEY = `${OWNER}/listing/1-salon-320w.webp`;

/** A profile with one listing whose photo lies in the upload directory. */
async function seed(database: Database, uploadDir: string) {
  await database.db.insert(profiles).values({ id: OWNER, email: "yedek@example.com", displayName: "Yedek Sahibi" });
  const [row] = await database.db
    .insert(listings)
    .values({
      ownerId: OWNER,
      title: "Yedeklenen villa",
      description: "Geri yüklemeden sonra da burada.",
      price: 4200,
      city: "Girne",
      categorySlug: "houses",
      status: "active",
      images: [{ url: `/media/listing-images/${PHOTO_KEY}`, width: 320, height: 240, variants: [] }],
    })
    .returning({ id: listings.id });
  const photo = path.join(uploadDir, "listing-images", PHOTO_KEY);
  fs.mkdirSync(path.dirname(photo), { recursive: true });
  fs.writeFileSync(photo, "webp-bytes");
  return row!.id;
}

async function findListing(database: Database, id: string) {
  const [row] = await database.db
    .select({ title: listings.title, price: listings.price, search: listings.searchVector })
    .from(listings)
    .where(eq(listings.id, id));
  return row;
}

// An embedded database on disk takes a while to create and migrate on a busy 2-core machine.
describe("PGlite data directory", { timeout: 180_000 }, () => {
  const source = path.join(scratch, "source");
  const archive = path.join(scratch, "pglite-backup.tar.gz");
  let listingId = "";

  it("refuses to back up while a server holds the data directory", async () => {
    const database = await openDatabase({ dataDir: source });
    try {
      await migrateDatabase(database);
      listingId = await seed(database, path.join(source, "uploads"));
      const refused = await script("backup", ["--out", archive], { DATA_DIR: source });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain("is in use by another process");
      expect(refused.output).toContain("Stop the server");
      expect(fs.existsSync(archive)).toBe(false);
    } finally {
      await database.close();
    }
  });

  it("backs up a stopped data directory and restores it into a new one with the listing and its photo", async () => {
    const made = await script("backup", ["--out", archive], { DATA_DIR: source });
    expect(made.output).toContain("Backup written to");
    expect(made.code).toBe(0);
    // Never overwrites an existing backup.
    expect((await script("backup", ["--out", archive], { DATA_DIR: source })).code).toBe(1);

    const target = path.join(scratch, "restored");
    const restored = await script("restore", ["--in", archive], { DATA_DIR: target });
    expect(restored.output).toContain("Restored the backup");
    expect(restored.code).toBe(0);
    expect(fs.readFileSync(path.join(target, "uploads", "listing-images", PHOTO_KEY), "utf8")).toBe("webp-bytes");

    const database = await openDatabase({ dataDir: target });
    try {
      // The restored database is complete: its migrations are all there, the listing and the
      // generated search column too.
      await migrateDatabase(database);
      expect(await findListing(database, listingId)).toMatchObject({
        title: "Yedeklenen villa",
        price: 4200,
        search: expect.stringContaining("villa"),
      });
    } finally {
      await database.close();
    }
  });

  it("refuses a target that holds data unless --force, which moves the old data aside", async () => {
    // The directory restored above now holds a database and media.
    const target = path.join(scratch, "restored");
    const refused = await script("restore", ["--in", archive], { DATA_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/is not empty|already holds a database/);

    const forced = await script("restore", ["--in", archive, "--force"], { DATA_DIR: target });
    expect(forced.code).toBe(0);
    expect(fs.readdirSync(target).some((name) => name.startsWith("pglite.before-restore-"))).toBe(true);
    expect(fs.readdirSync(target).some((name) => name.startsWith("uploads.before-restore-"))).toBe(true);
    const reopened = await openDatabase({ dataDir: target });
    try {
      expect(await findListing(reopened, listingId)).toMatchObject({ title: "Yedeklenen villa" });
    } finally {
      await reopened.close();
    }
  });
});

const pgDumpAvailable = (process.env.PATH ?? "").split(path.delimiter).some((dir) => dir && fs.existsSync(path.join(dir, "pg_dump")));

// The PostgreSQL round trip belongs to the PostgreSQL pass of the suite (DATABASE_URL set: CI's second run).
if (process.env.DATABASE_URL)
  describe("PostgreSQL (DATABASE_URL, pg_dump)", () => {
    it("has pg_dump and pg_restore on PATH", () => {
      expect(pgDumpAvailable).toBe(true);
    });

    it("dumps a database with a listing and restores it into an empty one; refuses a non-empty one without --force", async () => {
      const from = (await freshDatabaseUrl())!;
      const to = (await freshDatabaseUrl())!;
      const uploads = path.join(scratch, "pg-uploads");
      const restoredUploads = path.join(scratch, "pg-restored-uploads");
      const archive = path.join(scratch, "postgresql-backup.tar.gz");
      try {
        const source = await openDatabase({ databaseUrl: from.url, poolSize: 2 });
        let listingId: string;
        try {
          await migrateDatabase(source);
          listingId = await seed(source, uploads);
        } finally {
          await source.close();
        }
        const made = await script("backup", ["--out", archive], { DATABASE_URL: from.url, UPLOAD_DIR: uploads, DATA_DIR: scratch });
        expect(made.output).toContain("Backup written to");
        expect(made.code).toBe(0);

        const restored = await script("restore", ["--in", archive], {
          DATABASE_URL: to.url,
          UPLOAD_DIR: restoredUploads,
          DATA_DIR: scratch,
        });
        expect(restored.output).toContain("Restored the backup");
        expect(restored.code).toBe(0);
        expect(fs.readFileSync(path.join(restoredUploads, "listing-images", PHOTO_KEY), "utf8")).toBe("webp-bytes");

        const target = await openDatabase({ databaseUrl: to.url, poolSize: 2 });
        try {
          await migrateDatabase(target);
          expect(await findListing(target, listingId)).toMatchObject({ title: "Yedeklenen villa", price: 4200 });
        } finally {
          await target.close();
        }

        // Now the target holds data: refused without --force, replaced with it.
        const refused = await script("restore", ["--in", archive], { DATABASE_URL: to.url, STORAGE_DRIVER: "s3", S3_BUCKET: "x" });
        expect(refused.code).toBe(1);
        expect(refused.output).toContain("already has tables");
        const forced = await script("restore", ["--in", archive, "--force"], {
          DATABASE_URL: to.url,
          STORAGE_DRIVER: "s3",
          S3_BUCKET: "x",
        });
        expect(forced.output).toContain("Restored the backup");
        expect(forced.code).toBe(0);
      } finally {
        await from.drop();
        await to.drop();
      }
    });
  });
