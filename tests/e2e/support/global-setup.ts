import fs from "node:fs";
import { startServer } from "../../support/server";

/** One production server on a fresh temporary data directory for the whole E2E run. */
export default async function globalSetup() {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    const code = await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
    if (code !== 0) console.error(`E2E server exited with code ${code}:\n${server.output()}`);
  };
}
