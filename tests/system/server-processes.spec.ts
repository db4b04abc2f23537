import fs from "node:fs";
import { freshDatabaseUrl } from "../support/database";
import { type TestServer, isAlive, startServer } from "../support/server";
import { expect, test } from "../e2e/support/fixtures";

/**
 * One process per core (WEB_CONCURRENCY, decision 024) on PostgreSQL: the production server forks
 * its workers, keeps answering while one dies and replaces it, and on SIGTERM stops them all and
 * exits 0. The embedded database refuses more than one process.
 *
 * PostgreSQL: a new database on the server of DATABASE_URL, or on 127.0.0.1:5432 (as two-nodes.spec).
 */

const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";

/** The processes whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // "pid (comm) state ppid …": comm may hold spaces, so read after its closing parenthesis.
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children.sort((a, b) => a - b);
}

test.describe("server processes", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  let database: { url: string; drop: () => Promise<void> };
  let server: TestServer | undefined;

  test.beforeAll(async () => {
    database = (await freshDatabaseUrl(process.env.DATABASE_URL || LOCAL_POSTGRES))!;
  });
  test.afterAll(async () => {
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  test("two workers answer; a worker that dies is replaced while the others keep answering; SIGTERM stops them all", async () => {
    server = await startServer({ env: { DATABASE_URL: database.url, WEB_CONCURRENCY: "2", SEED_DEMO: "false" } });
    const primary = server.process.pid!;
    await expect.poll(() => childrenOf(primary).length, { message: "two workers forked", timeout: 60_000 }).toBe(2);
    const [first, second] = childrenOf(primary) as [number, number];
    // Both are the app: each request is answered, whichever worker takes it.
    for (let i = 0; i < 20; i += 1) expect((await fetch(`${server.url}/evler`)).status, `request ${i}`).toBe(200);

    process.kill(first, "SIGKILL");
    await expect.poll(() => isAlive(first), { message: "the killed worker is gone", timeout: 10_000 }).toBe(false);
    // The other worker answers meanwhile.
    for (let i = 0; i < 10; i += 1) expect((await fetch(`${server.url}/api/health`)).status, `request ${i} after the kill`).toBe(200);
    // A new worker takes the dead one's place. Looked for every 50 ms, so the stop below comes while
    // it is still starting (no signal handler yet): the node must still stop cleanly, exit 0.
    await expect
      .poll(() => childrenOf(primary).filter((pid) => pid !== first).length, {
        message: "a replacement worker was forked",
        timeout: 30_000,
        intervals: [50],
      })
      .toBe(2);
    const workers = childrenOf(primary);
    expect(workers).toContain(second);
    expect(server.output()).toContain("a worker exited; starting another");

    const code = await Promise.race([
      server.stop(),
      new Promise<string>((resolve) => setTimeout(() => resolve("still running after 30 s"), 30_000)),
    ]);
    expect(code, server.output()).toBe(0);
    for (const pid of workers) expect(isAlive(pid), `worker ${pid} stopped`).toBe(false);
  });

  test("the embedded database refuses more than one process, saying why", async () => {
    const refused = await startServer({ env: { WEB_CONCURRENCY: "2" } }).then(
      async (started) => {
        await started.stop();
        fs.rmSync(started.dataDir, { recursive: true, force: true });
        return "started";
      },
      (error: Error) => error.message,
    );
    expect(refused).toContain("WEB_CONCURRENCY: more than one process needs PostgreSQL (DATABASE_URL)");
  });
});
