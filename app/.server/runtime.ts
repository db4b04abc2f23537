import { type Config, getConfig } from "./config";
import { type StorageAdapter, createDiskStorage } from "./adapters/storage";
import { type Database, type Db, migrateDatabase, openDatabase } from "./db/client";
import { getLogger } from "./logger";
import { ensureCategoryFields } from "./services/category-fields";
import { seedDemoContentIfEmpty } from "./services/demo/seed";

/**
 * Process-wide handles (database, storage), created once by `startRuntime()` and kept on
 * globalThis so Vite's module reloads in development reuse them. Nothing here is state that
 * two app nodes would need to share: all shared state lives in the database and storage.
 */
interface Runtime {
  config: Config;
  database: Database;
  storage: StorageAdapter;
}

const globalForRuntime = globalThis as unknown as { __kkRuntime?: Runtime; __kkRuntimeStarting?: Promise<Runtime> };

export function createStorage(config: Config): StorageAdapter {
  return createDiskStorage(config.uploadDir);
}

export async function startRuntime(): Promise<Runtime> {
  if (globalForRuntime.__kkRuntime) return globalForRuntime.__kkRuntime;
  globalForRuntime.__kkRuntimeStarting ??= (async () => {
    const config = getConfig();
    const logger = getLogger();
    const started = Date.now();
    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
      onPoolError: (error) => logger.error({ err: error }, "database pool error"),
    });
    try {
      await migrateDatabase(database);
      await ensureCategoryFields(database.db);
      const storage = createStorage(config);
      if (config.SEED_DEMO) {
        const seeded = await seedDemoContentIfEmpty(database, storage);
        if (seeded) logger.info({ ...seeded }, "demo content seeded");
      }
      logger.info({ database: database.kind, ms: Date.now() - started }, "database ready");
      const runtime = { config, database, storage };
      globalForRuntime.__kkRuntime = runtime;
      return runtime;
    } catch (error) {
      await database.close().catch(() => {});
      throw error;
    }
  })();
  try {
    return await globalForRuntime.__kkRuntimeStarting;
  } finally {
    globalForRuntime.__kkRuntimeStarting = undefined;
  }
}

function runtime(): Runtime {
  const current = globalForRuntime.__kkRuntime;
  if (!current) throw new Error("The server runtime is not started (startRuntime() was not called).");
  return current;
}

export const getDb = (): Db => runtime().database.db;
export const getStorage = (): StorageAdapter => runtime().storage;

export async function stopRuntime(): Promise<void> {
  const current = globalForRuntime.__kkRuntime;
  globalForRuntime.__kkRuntime = undefined;
  await current?.database.close();
}
