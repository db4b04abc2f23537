import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getLogger } from "~/.server/infra/logger";
import { NOTICE_JOB } from "~/.server/jobs/registry";
import { listOutbox } from "~/.server/services/platform/outbox";
import { settleBackgroundWork, startAppContext, stopAppContext } from "../../server/context";
import { freshDatabaseUrl } from "../support/database";
import { testConfig } from "../support/runtime";

/**
 * What a change tells a member is a `notice` job (jobs/registry.ts, services/platform/notices.ts): a
 * row of the change's own transaction, composed by whichever node's worker takes it. A change that
 * rolls back tells nobody; a process that stops before composing it (a crash, a deploy, a web-only
 * node) leaves the notice to the next worker.
 */
let dataDir: string;
let fresh: Awaited<ReturnType<typeof freshDatabaseUrl>>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kk-notices-"));
  fresh = await freshDatabaseUrl();
});

afterAll(async () => {
  await fresh?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** An app context on the test's database (no SMTP: mails go to the development outbox). */
const start = (workers: boolean) => startAppContext(testConfig(dataDir, fresh?.url, { JOB_WORKERS: String(workers) }), getLogger());

describe("notices", () => {
  it("are stored jobs: one a node sent but never composed is mailed by the next node's worker", async () => {
    const account = { email: "gone@example.com", name: "Gone Seller", locale: "en" };
    const sender = await start(false);
    try {
      await sender.db.transaction((tx) => sender.notify({ kind: "seller", notice: { kind: "account_deleted", account } }, tx));
      expect(await sender.jobs.count(NOTICE_JOB, "created")).toBe(1);
      expect(await listOutbox(sender.db)).toEqual([]);
    } finally {
      await stopAppContext(sender);
    }

    const worker = await start(true);
    try {
      await settleBackgroundWork(worker);
      expect(await worker.jobs.count(NOTICE_JOB, "completed")).toBe(1);
      const mails = await listOutbox(worker.db);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: account.email });
      expect(mails[0]?.text).toContain("Gone Seller");
    } finally {
      await stopAppContext(worker);
    }
  }, 120_000); // two app starts on a fresh database (PGlite migrates in one of them)

  it("are rows of the change's transaction: a change that rolls back sends none", async () => {
    const app = await start(false);
    try {
      const notice = { kind: "seller", notice: { kind: "listing_approved", listingId: "00000000-0000-4000-8000-000000000000" } } as const;
      const before = await app.jobs.count(NOTICE_JOB, "created");
      await expect(
        app.db.transaction(async (tx) => {
          await app.notify(notice, tx);
          throw new Error("the change failed after its notice");
        }),
      ).rejects.toThrow("the change failed after its notice");
      // The rollback took the notice with it; a committed one stays.
      expect(await app.jobs.count(NOTICE_JOB, "created")).toBe(before);
      await app.db.transaction((tx) => app.notify(notice, tx));
      expect(await app.jobs.count(NOTICE_JOB, "created")).toBe(before + 1);
    } finally {
      await stopAppContext(app);
    }
  });
});
