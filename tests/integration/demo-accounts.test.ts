import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOutboxMailer } from "~/.server/services/platform/outbox";
import { createDiskStorage } from "~/.server/adapters/storage";
import { CLIENT_IP_HEADER, createAuth, resolveAuthSecret } from "~/.server/auth/auth";
import { parseConfig } from "~/.server/infra/config";
import type { Database } from "~/.server/db/client";
import { authAccounts, profiles } from "~/.server/db/schema";
import { ensureDemoAccounts } from "~/.server/demo/accounts";
import { seedDemoContentIfEmpty } from "~/.server/demo/seed";
import { openTestDatabase } from "../support/database";

let database: Database;
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), "kk-demo-accounts-"));

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(uploads, { recursive: true, force: true });
});

async function signIn(email: string, password: string) {
  const config = parseConfig({ SITE_URL: "http://localhost:3000" });
  const auth = createAuth({
    db: database.db,
    config,
    secret: await resolveAuthSecret(database.db, undefined),
    mailer: createOutboxMailer(database.db, () => {}),
  });
  return auth.handler(
    new Request("http://localhost:3000/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000", [CLIENT_IP_HEADER]: "192.0.2.1" },
      body: JSON.stringify({ email, password }),
    }),
  );
}

describe("demo accounts", () => {
  it("are not created without demo content", async () => {
    expect(await ensureDemoAccounts(database.db, { adminEmail: "admin@kktckiralik.com" })).toBeNull();
  });

  it("let the seeded admin and sellers sign in with the configured or generated password, once", async () => {
    await seedDemoContentIfEmpty(database, createDiskStorage(uploads));
    const first = await ensureDemoAccounts(database.db, { adminEmail: "Boss@Example.com", adminPassword: "admin-secret" });
    expect(first).toMatchObject({ adminEmail: "boss@example.com", password: "admin-secret" });
    const [admin] = await database.db.select().from(profiles).where(eq(profiles.isAdmin, true));
    expect(admin?.email).toBe("boss@example.com");

    expect((await signIn("boss@example.com", "admin-secret")).status).toBe(200);
    expect((await signIn(first!.sellerEmails[0]!, "admin-secret")).status).toBe(200);
    expect((await signIn("boss@example.com", "wrong-secret")).status).toBe(401);

    const accountsBefore = await database.db.select({ value: count() }).from(authAccounts);
    const again = await ensureDemoAccounts(database.db, { adminEmail: "boss@example.com", adminPassword: "admin-secret" });
    expect(again?.password).toBe("admin-secret");
    expect(await database.db.select({ value: count() }).from(authAccounts)).toEqual(accountsBefore);
    // Seeds the whole demo set first (≈ 200 images through sharp): a limit against hangs, not a speed check.
  }, 240_000);

  it("keep a generated password stable across starts", async () => {
    const fresh = await openTestDatabase();
    try {
      await seedDemoContentIfEmpty(fresh, createDiskStorage(uploads));
      const first = await ensureDemoAccounts(fresh.db, { adminEmail: "admin@kktckiralik.com" });
      const second = await ensureDemoAccounts(fresh.db, { adminEmail: "admin@kktckiralik.com" });
      expect(first?.password).toMatch(/^[a-z2-9]{12}$/);
      expect(second?.password).toBe(first?.password);
    } finally {
      await fresh.close();
    }
  }, 240_000);
});
