import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { authUsers, listings, profiles } from "~/.server/db/schema";
import { getLogger } from "~/.server/infra/logger";
import { getDb, getJobs, settleBackgroundWork, startTestRuntime } from "../support/runtime";
import { readContentVersion } from "~/.server/services/platform/content-version";
import { action as editAction } from "~/routes/edit-listing";
import { action as createAction } from "~/routes/new-listing";
import { action as profileAction, loader as profileLoader } from "~/routes/profile";
import { houseListing } from "../support/listings";
import { type TestMember, signInNewMember } from "../support/members";
import { TEST_SITE, get, post, postJson, run } from "../support/routes";
import { type ReceivedMail, decodeQuotedPrintable, mailSubject, startSmtpServer } from "../support/smtp";
import { mailSettingsPost, panelPost } from "../support/route-calls";

/**
 * Mails that tell sellers what happened (decision 017), through a real SMTP server:
 * listing approved / rejected with the note, changes approved / rejected with the note, account
 * deleted by an admin — in the seller's language, with an absolute link to the page in that
 * language, sent once the decision has committed, never undoing it when the mail fails; approval
 * notices can be turned off in the profile, the others cannot.
 */

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let stopTestRuntime: () => Promise<void>;
let admin: TestMember;
let turkish: TestMember;
let english: TestMember;
/** What the database said about the listing a mail names, read while the mail arrived. */
const seenAtArrival = new Map<ReceivedMail, Promise<{ status: string | null; title: string | null }>>();

/** The listing a mail links to (its page or its edit form). */
const LISTING_ID = /\/(?:evler|ilanlar)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/;

beforeAll(async () => {
  smtp = await startSmtpServer({
    onMail: (mail) => {
      const id = LISTING_ID.exec(decodeQuotedPrintable(mail.raw))?.[1];
      seenAtArrival.set(
        mail,
        id
          ? getDb()
              .select({ status: listings.status, title: listings.title })
              .from(listings)
              .where(eq(listings.id, id))
              .then(([row]) => ({ status: row?.status ?? null, title: row?.title ?? null }))
          : Promise.resolve({ status: null, title: null }),
      );
    },
  });
  ({ stop: stopTestRuntime } = await startTestRuntime("seller-mails", { SMTP_URL: smtp.url }));
  admin = await signInNewMember("yonetici@example.com", "Yönetici", { admin: true });
  turkish = await signInNewMember("turkce@example.com", "Ayşe Satıcı");
  english = await signInNewMember("english@example.com", "John Seller");
});

afterAll(async () => {
  await stopTestRuntime();
  await smtp.close().catch(() => undefined);
});

const json = (pathname: string, body: unknown, cookie: string) => postJson(pathname, body, { ip: "198.51.100.120", cookie });
const panel = (fields: Record<string, string>) => panelPost(fields, { ip: "198.51.100.121", cookie: admin.cookie });
const mailSettings = (member: TestMember, fields: Record<string, string>) => mailSettingsPost(member, fields, "198.51.100.122");

async function createListing(member: TestMember, overrides: Record<string, unknown> = {}) {
  const input = houseListing({ title: `Bildirim ilanı ${Math.random().toString(36).slice(2, 8)}`, ...overrides });
  expect((await run(createAction, json("/ilan-ver", input, member.cookie))).status).toBe(201);
  return input;
}

const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address));

/** The next mail to `address` after the `count` it had already received. */
async function nextMail(address: string, count: number): Promise<{ mail: ReceivedMail; subject: string; body: string }> {
  const deadline = Date.now() + 10_000;
  while (mailsTo(address).length <= count) {
    if (Date.now() > deadline) throw new Error(`no new mail to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const mail = mailsTo(address)[count]!;
  return { mail, subject: mailSubject(mail.raw), body: decodeQuotedPrintable(mail.raw) };
}

describe("mails to sellers", () => {
  it("tell of an approval and a rejection (with the note) after the commit, in the seller's language, with an absolute link", async () => {
    // John reads English: his mails follow the language chosen in his profile's settings.
    expect(await mailSettings(english, { language: "en", optionalMails: "on" })).toMatchObject({ status: 200, body: { ok: true } });
    expect((await getDb().select({ locale: authUsers.locale }).from(authUsers).where(eq(authUsers.id, english.id)))[0]!.locale).toBe("en");

    const approved = await createListing(english, { titleEn: "Sea view villa" });
    let before = mailsTo("english@example.com").length;
    expect((await panel({ intent: "approve", id: approved.id })).status).toBe(200);
    const approval = await nextMail("english@example.com", before);
    expect(approval.subject).toBe("Your listing is live: Sea view villa");
    expect(approval.body).toContain(`${TEST_SITE}/en/evler/${approved.id}`);
    expect(approval.body).toContain("Hello John Seller,");
    expect(approval.body).toMatch(/Content-Type: text\/plain/i);
    expect(approval.body).toMatch(/Content-Type: text\/html/i);
    // Optional mails say where to turn them off.
    expect(approval.body).toContain(`${TEST_SITE}/en/profil/${english.id}?duzenle`);
    // When the mail arrived, the approval was already committed (visible to any connection).
    expect(await seenAtArrival.get(approval.mail)).toEqual({ status: "active", title: approved.title });

    const rejected = await createListing(turkish);
    before = mailsTo("turkce@example.com").length;
    expect((await panel({ intent: "reject", id: rejected.id, note: "Fotoğraflar <b>bulanık</b>" })).status).toBe(200);
    const rejection = await nextMail("turkce@example.com", before);
    expect(rejection.subject).toBe(`İlanınız onaylanmadı: ${rejected.title}`);
    expect(rejection.body).toContain("Yöneticinin notu:");
    expect(rejection.body).toContain("Fotoğraflar <b>bulanık</b>");
    // …escaped in the HTML part.
    expect(rejection.body).toContain("Fotoğraflar &lt;b&gt;bulanık&lt;/b&gt;");
    expect(rejection.body).toContain(`${TEST_SITE}/ilanlar/${rejected.id}/duzenle`);
    expect(await seenAtArrival.get(rejection.mail)).toMatchObject({ status: "rejected" });
  });

  it("tell of changes to a live listing approved or rejected (with the note)", async () => {
    const input = await createListing(turkish);
    await panel({ intent: "approve", id: input.id });
    await settleBackgroundWork();

    await run(editAction, json(`/ilanlar/${input.id}/duzenle`, { ...input, title: "Yeni başlıklı villa" }, turkish.cookie), {
      id: input.id,
    });
    let before = mailsTo("turkce@example.com").length;
    expect((await panel({ intent: "approve-revision", id: input.id })).status).toBe(200);
    const approved = await nextMail("turkce@example.com", before);
    expect(approved.subject).toBe("Değişiklikleriniz yayında: Yeni başlıklı villa");
    expect(approved.body).toContain(`${TEST_SITE}/evler/${input.id}`);
    expect(await seenAtArrival.get(approved.mail)).toEqual({ status: "active", title: "Yeni başlıklı villa" });

    await run(editAction, json(`/ilanlar/${input.id}/duzenle`, { ...input, title: "Reddedilecek başlık" }, turkish.cookie), {
      id: input.id,
    });
    before = mailsTo("turkce@example.com").length;
    expect((await panel({ intent: "reject-revision", id: input.id, note: "Başlık yanıltıcı" })).status).toBe(200);
    const rejected = await nextMail("turkce@example.com", before);
    expect(rejected.subject).toBe("Değişiklikleriniz onaylanmadı: Yeni başlıklı villa");
    expect(rejected.body).toContain("Başlık yanıltıcı");
    expect(rejected.body).toContain("önceki haliyle yayında");
  });

  it("honours the opt-out for approval notices only: rejections still arrive", async () => {
    const member = await signInNewMember("sessiz@example.com", "Sessiz Satıcı");
    // (Its verification code was mailed at sign-up.)
    const signUpMails = mailsTo("sessiz@example.com").length;
    const page = await run(profileLoader, get(`/profil/${member.id}?duzenle`, { cookie: member.cookie }), { id: member.id });
    expect(page.body).toMatchObject({ mailSettings: { optionalMails: true, language: "tr" } });
    // The setting is on no public page: changing it leaves the page cache alone.
    const version = await readContentVersion(getDb());
    // (The form as posted with the approval box unticked and the price-drop box left ticked.)
    expect((await mailSettings(member, { language: "tr", priceDropMails: "on" })).status).toBe(200);
    expect(await readContentVersion(getDb())).toBe(version);
    expect((await getDb().select({ optional: profiles.optionalMails }).from(profiles).where(eq(profiles.id, member.id)))[0]!.optional).toBe(
      false,
    );
    // Nor does turning the price-drop mails off (both boxes unticked), or on again.
    expect((await mailSettings(member, { language: "tr" })).status).toBe(200);
    expect((await getDb().select({ drops: profiles.priceDropMails }).from(profiles).where(eq(profiles.id, member.id)))[0]!.drops).toBe(
      false,
    );
    expect((await mailSettings(member, { language: "tr", priceDropMails: "on" })).status).toBe(200);
    expect(await readContentVersion(getDb())).toBe(version);

    const approved = await createListing(member);
    expect((await panel({ intent: "approve", id: approved.id })).status).toBe(200);
    await settleBackgroundWork();
    expect(mailsTo("sessiz@example.com")).toHaveLength(signUpMails);

    const rejected = await createListing(member);
    expect((await panel({ intent: "reject", id: rejected.id, note: "" })).status).toBe(200);
    const rejection = await nextMail("sessiz@example.com", signUpMails);
    expect(rejection.body).toContain("Yönetici bir not bırakmadı.");
    // Essential mails carry no opt-out line.
    expect(rejection.body).not.toContain("?duzenle");

    // Only the member changes their settings; nonsense is refused.
    // (German is one of the six languages since decision 040; a language the site has not is nonsense.)
    expect((await mailSettings(member, { language: "xx" })).status).toBe(400);
    const other = await run(
      profileAction,
      post(`/profil/${member.id}`, { intent: "mail-settings", language: "en" }, { ip: "198.51.100.123", cookie: turkish.cookie }),
      {
        id: member.id,
      },
    );
    expect(other.status).toBe(403);
  });

  it("tell a member whose account an admin deleted, in their language", async () => {
    const member = await signInNewMember("silinen@example.com", "Silinen Üye");
    await mailSettings(member, { language: "en", optionalMails: "on" });
    const before = mailsTo("silinen@example.com").length;
    expect((await panel({ intent: "delete-profile", id: member.id })).status).toBe(200);
    const deleted = await nextMail("silinen@example.com", before);
    expect(deleted.subject).toBe("Your KKTC Kiralık account has been deleted");
    expect(deleted.body).toContain("silinen@example.com");
    expect(deleted.body).toContain(`${TEST_SITE}/en/iletisim`);
  });

  it("never undoes a decision when the mail fails: the failure is logged and the mail waits for a retry", async () => {
    const input = await createListing(turkish);
    const logged = vi.spyOn(getLogger(), "warn");
    await smtp.close();
    const answer = await panel({ intent: "approve", id: input.id });
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    expect((await getDb().select({ status: listings.status }).from(listings).where(eq(listings.id, input.id)))[0]!.status).toBe("active");
    await settleBackgroundWork();
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ job: "mail", attempt: 1 }), "job failed; retrying later");
    // The mail job is kept for its next attempt (jobs/registry.ts), not lost.
    expect(await getJobs().count("mail", "retry")).toBe(1);
    logged.mockRestore();
  });
});
