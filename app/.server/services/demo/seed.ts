import type { StorageAdapter } from "../../adapters/storage";
import type { Database } from "../../db/client";

/** Placeholder until the demo seed lands. */
export async function seedDemoContentIfEmpty(_database: Database, _storage: StorageAdapter) {
  return null as null | Record<string, number>;
}
