import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseConfig, setConfig } from "~/.server/infra/config";
import { startRuntime, stopRuntime } from "~/.server/infra/runtime";
import { freshDatabaseUrl } from "./database";
import { TEST_SITE } from "./routes";

/**
 * The server runtime for one test file, as production runs it: a fresh database (a new database on
 * the PostgreSQL server of DATABASE_URL, else the embedded PGlite in a temporary data directory) and
 * disk storage in that directory. `stop` closes and removes everything.
 */
export async function startTestRuntime(label: string, env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `kk-${label}-`));
  const fresh = await freshDatabaseUrl();
  setConfig(
    parseConfig({
      NODE_ENV: "production",
      SITE_URL: TEST_SITE,
      DATA_DIR: dataDir,
      DATABASE_URL: fresh?.url,
      SEED_DEMO: "false",
      LOG_LEVEL: "silent",
      ...env,
    }),
  );
  await startRuntime();
  return {
    dataDir,
    async stop() {
      await stopRuntime();
      await fresh?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
