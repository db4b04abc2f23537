import net from "node:net";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings, outboxMails } from "~/.server/db/schema";
import { getDb, getJobs, startTestRuntime } from "../support/runtime";
import { saveSearch } from "~/.server/services/discovery/saved-searches";
import { loader as categoryLoader } from "~/routes/category";
import { type TestMember, signInNewMember } from "../support/members";
import { get, run } from "../support/routes";
import { startSmtpServer } from "../support/smtp";

/**
 * Nothing freezes (decision 033): while a saved-search alert is due — the maintenance sweeps matching
 * and queueing it, the job queue delivering it — the pages keep answering, on the embedded PGlite
 * with its one connection as on PostgreSQL. With the development outbox (the plain `npm start`)
 * the alert is delivered; with a mail server that accepts the connection and then says nothing,
 * no page waits for it.
 */

/** A page must answer well under this while the jobs run (a stalled one took 40–60 s). */
const PAGE_BUDGET_MS = 1000;

/** A member's instant search for houses in Gazimağusa, and a listing of the seller that goes live and matches it. */
async function dueAlert(member: TestMember, seller: TestMember, title: string) {
  const saved = await saveSearch(
    getDb(),
    { userId: member.id, isAdmin: false },
    { name: "Evler · Gazimağusa", category: "houses", query: "city=Gazima%C4%9Fusa", frequency: "instant" },
  );
  expect(saved.outcome).toBe("ok");
  const [listing] = await getDb()
    .insert(listings)
    .values({
      ownerId: seller.id,
      title,
      description: "Denize yakın, eşyalı.",
      price: 20_000,
      currency: "TRY",
      city: "Gazimağusa",
      categorySlug: "houses",
      status: "pending",
      specifications: { rooms: "2+1", rental_term: "monthly" },
    })
    .returning({ id: listings.id });
  // The approval: the listing goes live and the trigger queues it for matching.
  await getDb()
    .update(listings)
    .set({ status: "active" })
    .where(inArray(listings.id, [listing!.id]));
}

/** Asks for the category page (its loader, on the app's pool) and returns how long it took. */
async function timedPage(): Promise<number> {
  const started = performance.now();
  const answer = await run(categoryLoader, get("/evler?city=Gazima%C4%9Fusa"));
  expect(answer.status).toBe(200);
  return performance.now() - started;
}

/** Asks for pages one after another until `done()` says so (or `timeoutMs`); their times. */
async function pagesUntil(done: () => Promise<boolean>, timeoutMs: number): Promise<{ times: number[]; reached: boolean }> {
  const times: number[] = [];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    times.push(await timedPage());
    if (await done()) return { times, reached: true };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { times, reached: false };
}

describe("with the development outbox (no SMTP_URL)", () => {
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ stop } = await startTestRuntime("no-stall-outbox", { MAINTENANCE_TICK_SECONDS: "1" }));
  });
  afterAll(async () => stop?.());

  it("delivers a due alert while every page answers in well under a second", async () => {
    const member = await signInNewMember("arayan@example.com", "Arayan Üye");
    const seller = await signInNewMember("satici@example.com", "Satıcı");
    await dueAlert(member, seller, "Gazimağusa'da deniz manzaralı daire");
    const delivered = async () =>
      (await getDb().select({ subject: outboxMails.subject }).from(outboxMails).where(eq(outboxMails.to, "arayan@example.com"))).some(
        (mail) => mail.subject.includes("Evler · Gazimağusa"),
      );
    const { times, reached } = await pagesUntil(delivered, 60_000);
    expect(reached).toBe(true);
    expect(times.length).toBeGreaterThan(0);
    expect(Math.max(...times)).toBeLessThan(PAGE_BUDGET_MS);
  });
});

describe("with a mail server that hangs", () => {
  let stop: () => Promise<void>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  /** Once set, a new connection is accepted and never greeted: the client waits (SMTP_TIMEOUT_MS, 30 s). */
  let hang = false;
  const hanging = new Set<net.Socket>();
  // Passes connections on to a real SMTP server (the members' sign-up codes) until `hang`.
  const proxy = net.createServer((socket) => {
    socket.on("error", () => undefined);
    if (hang) {
      hanging.add(socket);
      socket.on("close", () => hanging.delete(socket));
      return;
    }
    const upstream = net.connect(Number(new URL(smtp.url).port), "127.0.0.1");
    upstream.on("error", () => socket.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  beforeAll(async () => {
    smtp = await startSmtpServer();
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    const { port } = proxy.address() as net.AddressInfo;
    ({ stop } = await startTestRuntime("no-stall-hanging-smtp", { MAINTENANCE_TICK_SECONDS: "1", SMTP_URL: `smtp://127.0.0.1:${port}` }));
  });
  afterAll(async () => {
    // The hanging attempt fails at once (and waits for its retry); then everything stops.
    for (const socket of hanging) socket.destroy();
    await stop?.();
    await new Promise((resolve) => proxy.close(resolve));
    await smtp?.close();
  });

  it("delays no page while the alert's mail waits on the server", async () => {
    const member = await signInNewMember("bekleyen@example.com", "Bekleyen Üye");
    const seller = await signInNewMember("satici2@example.com", "Satıcı İki");
    hang = true;
    await dueAlert(member, seller, "Gazimağusa'da bahçeli ev");
    // Until the mail job is talking to the silent server…
    const reached = await pagesUntil(async () => hanging.size > 0 && (await getJobs().count("mail", "active")) === 1, 45_000);
    expect(reached.reached).toBe(true);
    // …and for three more seconds of it, every page answers at once.
    const until = Date.now() + 3000;
    const during = await pagesUntil(async () => Date.now() > until, 10_000);
    expect(await getJobs().count("mail", "active")).toBe(1);
    const times = [...reached.times, ...during.times];
    expect(Math.max(...times)).toBeLessThan(PAGE_BUDGET_MS);
  });
});
