// @ts-check
/**
 * Backup and restore of the site's data (docs/reliability.md "Backups"): `npm run backup -- --out FILE`
 * and `npm run restore -- --in FILE [--force]`.
 *
 * One archive (tar.gz) holds:
 *   manifest.json        what it is: { format, kind: "pglite" | "postgresql", createdAt, media }
 *   database/pglite.tar.gz    the embedded database: PGlite's own dumpDataDir() of DATA_DIR/pglite
 *   database/postgresql.dump  or PostgreSQL (DATABASE_URL): pg_dump --format=custom
 *   media/…              the disk storage's files (UPLOAD_DIR, default DATA_DIR/uploads); with S3
 *                        storage the bucket is backed up by the storage provider, not here
 *
 * The embedded database is copied only while no server holds DATA_DIR: the scripts take the same
 * exclusive lock as the server (server/dir-lock.mjs) and refuse with a clear message when it is
 * taken. Restore refuses a target that already holds data unless --force; with --force the old
 * PGlite directory and media are moved aside (never deleted) and PostgreSQL objects are replaced.
 *
 * Settings come from the same environment variables as the server: DATABASE_URL, DATA_DIR,
 * UPLOAD_DIR, STORAGE_DRIVER, S3_BUCKET.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { DirLockedError, acquireDirLock } from "../server/dir-lock.mjs";

const BACKUP_FORMAT = 1;

/** A refusal or failure with a message meant for the operator (printed without a stack trace). */
export class BackupError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "BackupError";
  }
}

/**
 * Where the data lives, from the server's environment variables.
 * @param {NodeJS.ProcessEnv} env
 */
function settingsFrom(env) {
  const dataDir = path.resolve(env.DATA_DIR || "./data");
  const s3 = env.STORAGE_DRIVER === "s3" || (!env.STORAGE_DRIVER && !!env.S3_BUCKET);
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    uploadDir: s3 ? undefined : path.resolve(env.UPLOAD_DIR || path.join(dataDir, "uploads")),
  };
}

/**
 * `--out FILE`, `--in FILE`, `--force` from the command line.
 * @param {string[]} argv
 */
function parseArgs(argv) {
  /** @type {{ out?: string, in?: string, force: boolean }} */
  const args = { force: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--force") args.force = true;
    else if ((arg === "--out" || arg === "--in") && argv[i + 1]) args[arg === "--out" ? "out" : "in"] = argv[++i];
    else
      throw new BackupError(
        `Unknown argument ${JSON.stringify(arg)}. Usage: npm run backup -- --out FILE · npm run restore -- --in FILE [--force]`,
      );
  }
  return args;
}

/** @param {string} dir */
const isNonEmptyDir = (dir) => fs.existsSync(dir) && fs.readdirSync(dir).length > 0;

/** @param {string} prefix */
const tempDir = (prefix) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/**
 * Runs fn while holding DATA_DIR's lock, so no server can open the embedded database meanwhile.
 * @template T
 * @param {string} dataDir
 * @param {() => Promise<T>} fn
 */
async function withDataDirLock(dataDir, fn) {
  let release;
  try {
    release = acquireDirLock(dataDir);
  } catch (error) {
    if (error instanceof DirLockedError) {
      throw new BackupError(
        `${error.message}\nThe embedded database can only be backed up or restored while the server is stopped ` +
          `(it keeps the data directory open). Stop the server, run the command again, then start the server.`,
      );
    }
    throw error;
  }
  try {
    return await fn();
  } finally {
    release();
  }
}

/**
 * pg_dump / pg_restore, or a clear message when the PostgreSQL client tools are missing.
 * @param {"pg_dump" | "pg_restore"} tool
 * @param {string[]} args
 */
function runPgTool(tool, args) {
  const result = spawnSync(tool, args, { encoding: "utf8" });
  if (result.error && /** @type {NodeJS.ErrnoException} */ (result.error).code === "ENOENT") {
    throw new BackupError(
      `${tool} was not found on PATH. Install the PostgreSQL client tools of the server's version (e.g. apt-get install postgresql-client).`,
    );
  }
  if (result.status !== 0) throw new BackupError(`${tool} failed (exit ${result.status}):\n${result.stderr.trim()}`);
}

/**
 * The media directory copied into (or out of) an archive's staging area.
 * @param {string} from
 * @param {string} to
 */
function copyTree(from, to) {
  fs.cpSync(from, to, { recursive: true, errorOnExist: false, force: true, preserveTimestamps: true });
}

/** @param {string} dir */
const movedAside = (dir) => `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;

/**
 * Writes a backup of the configured database and media to `out` (a .tar.gz file).
 * @param {{ out: string, env?: NodeJS.ProcessEnv, log?: (line: string) => void }} options
 */
export async function backup({ out, env = process.env, log = () => {} }) {
  const settings = settingsFrom(env);
  const target = path.resolve(out);
  if (fs.existsSync(target)) throw new BackupError(`${target} already exists; choose a new file name (backups are never overwritten).`);
  const staging = tempDir("kk-backup-");
  try {
    fs.mkdirSync(path.join(staging, "database"));
    const kind = settings.databaseUrl ? "postgresql" : "pglite";
    const copyMedia = () => {
      if (settings.uploadDir && fs.existsSync(settings.uploadDir)) copyTree(settings.uploadDir, path.join(staging, "media"));
    };
    if (settings.databaseUrl) {
      log("Dumping PostgreSQL with pg_dump (custom format)…");
      runPgTool("pg_dump", [
        "--format=custom",
        "--no-owner",
        "--no-privileges",
        "--file",
        path.join(staging, "database", "postgresql.dump"),
        "--dbname",
        settings.databaseUrl,
      ]);
      copyMedia();
    } else {
      const pgliteDir = path.join(settings.dataDir, "pglite");
      if (!isNonEmptyDir(pgliteDir))
        throw new BackupError(`No embedded database at ${pgliteDir} (set DATA_DIR, or DATABASE_URL for PostgreSQL).`);
      await withDataDirLock(settings.dataDir, async () => {
        log(`Dumping the embedded database in ${pgliteDir}…`);
        const db = await PGlite.create(pgliteDir, { extensions: { pg_trgm } });
        try {
          const dump = await db.dumpDataDir("gzip");
          fs.writeFileSync(path.join(staging, "database", "pglite.tar.gz"), Buffer.from(await dump.arrayBuffer()));
        } finally {
          await db.close();
        }
        // Still under the lock: the media match the database exactly.
        copyMedia();
      });
    }
    const media = settings.uploadDir ? (fs.existsSync(path.join(staging, "media")) ? "included" : "none") : "s3-not-included";
    const manifest = { format: BACKUP_FORMAT, kind, createdAt: new Date().toISOString(), media };
    fs.writeFileSync(path.join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // Written under a temporary name and renamed: a half-written file never looks like a backup.
    const partial = `${target}.partial`;
    execFileSync("tar", ["-czf", partial, "-C", staging, "."]);
    fs.renameSync(partial, target);
    if (media === "s3-not-included")
      log("Uploads are stored in S3: back up the bucket with your storage provider (not part of this archive).");
    log(`Backup written to ${target} (${(fs.statSync(target).size / 1024).toFixed(0)} KB).`);
    return { file: target, manifest };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Whether the PostgreSQL database already holds tables (outside the system schemas).
 * @param {string} databaseUrl
 */
async function postgresHasTables(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return rows[0].n > 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup made by `backup` into the configured database and media directory.
 * @param {{ in: string, force?: boolean, env?: NodeJS.ProcessEnv, log?: (line: string) => void }} options
 */
export async function restore({ in: input, force = false, env = process.env, log = () => {} }) {
  const settings = settingsFrom(env);
  const source = path.resolve(input);
  if (!fs.existsSync(source)) throw new BackupError(`${source} does not exist.`);
  const staging = tempDir("kk-restore-");
  try {
    try {
      execFileSync("tar", ["-xzf", source, "-C", staging], { stdio: "pipe" });
    } catch {
      throw new BackupError(`${source} is not a backup archive (tar.gz) made by npm run backup.`);
    }
    const manifestFile = path.join(staging, "manifest.json");
    if (!fs.existsSync(manifestFile)) throw new BackupError(`${source} has no manifest.json: not a backup made by npm run backup.`);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
    if (manifest.format !== BACKUP_FORMAT)
      throw new BackupError(`Unsupported backup format ${manifest.format} (this version reads ${BACKUP_FORMAT}).`);
    const wanted = settings.databaseUrl ? "postgresql" : "pglite";
    if (manifest.kind !== wanted) {
      throw new BackupError(
        manifest.kind === "pglite"
          ? "This backup is of the embedded PGlite database: unset DATABASE_URL and set DATA_DIR to restore it."
          : "This backup is of a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into.",
      );
    }
    const mediaSource = path.join(staging, "media");
    const restoreMedia = fs.existsSync(mediaSource) && settings.uploadDir !== undefined;
    const mediaTarget = settings.uploadDir;
    // Every refusal comes before anything is changed.
    if (restoreMedia && mediaTarget && isNonEmptyDir(mediaTarget) && !force) {
      throw new BackupError(`The media directory ${mediaTarget} is not empty; restore into an empty one, or add --force to move it aside.`);
    }

    const placeMedia = () => {
      if (!restoreMedia || !mediaTarget) return;
      if (isNonEmptyDir(mediaTarget)) {
        const aside = movedAside(mediaTarget);
        fs.renameSync(mediaTarget, aside);
        log(`The previous media directory was moved to ${aside}.`);
      }
      copyTree(mediaSource, mediaTarget);
    };

    if (settings.databaseUrl) {
      const occupied = await postgresHasTables(settings.databaseUrl);
      if (occupied && !force)
        throw new BackupError(
          "The PostgreSQL database already has tables; restore into an empty database, or add --force to replace its contents.",
        );
      log("Restoring PostgreSQL with pg_restore…");
      runPgTool("pg_restore", [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        "--single-transaction",
        ...(occupied ? ["--clean", "--if-exists"] : []),
        "--dbname",
        settings.databaseUrl,
        path.join(staging, "database", "postgresql.dump"),
      ]);
      placeMedia();
    } else {
      const pgliteDir = path.join(settings.dataDir, "pglite");
      if (isNonEmptyDir(pgliteDir) && !force) {
        throw new BackupError(`${pgliteDir} already holds a database; restore into an empty DATA_DIR, or add --force to move it aside.`);
      }
      fs.mkdirSync(settings.dataDir, { recursive: true });
      await withDataDirLock(settings.dataDir, async () => {
        if (isNonEmptyDir(pgliteDir)) {
          const aside = movedAside(pgliteDir);
          fs.renameSync(pgliteDir, aside);
          log(`The previous database was moved to ${aside}.`);
        }
        fs.rmSync(pgliteDir, { recursive: true, force: true });
        log(`Restoring the embedded database into ${pgliteDir}…`);
        const dump = new Blob([fs.readFileSync(path.join(staging, "database", "pglite.tar.gz"))]);
        const db = await PGlite.create(pgliteDir, { loadDataDir: dump, extensions: { pg_trgm } });
        try {
          await db.query("select 1");
        } finally {
          await db.close();
        }
        placeMedia();
      });
    }
    if (manifest.media === "s3-not-included") log("The backup's uploads were in S3: restore the bucket with your storage provider.");
    log(`Restored the backup of ${manifest.createdAt}.`);
    return { manifest };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * The command line: runs `command` and prints a BackupError's message without a stack trace.
 * @param {(args: ReturnType<typeof parseArgs>) => Promise<unknown>} command
 */
export async function runCli(command) {
  try {
    await command(parseArgs(process.argv.slice(2)));
  } catch (error) {
    console.error(error instanceof BackupError ? `✖ ${error.message}` : error);
    process.exit(1);
  }
}
