import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createSmtpMailer } from "~/.server/adapters/mail";
import { authUsers, listings, profiles } from "~/.server/db/schema";
import { getLogger } from "~/.server/infra/logger";
import { addFavourite } from "~/.server/services/discovery/favourites";
import { matchAllQueued, saveSearch, sendSavedSearchAlerts } from "~/.server/services/discovery/saved-searches";
import { sendPriceDropMails } from "~/.server/services/listings/price-drop-mails";
import { fill } from "~/.server/mail/layout";
import { LANGUAGE_NAMES, LOCALES, type Locale, directionOf } from "~/lib/i18n/locales";
import { ru } from "~/lib/i18n/ru";
import { fa } from "~/lib/i18n/fa";
import { pathsFor } from "~/lib/paths";
import { action as registerAction } from "~/routes/register";
import { action as verifyAction } from "~/routes/verify";
import { startAppServer } from "../support/app-server";
import { insertListing } from "../support/listings";
import { type TestMember, signIn, signInNewMember } from "../support/members";
import { mailSettingsPost, panelPost } from "../support/route-calls";
import { TEST_SITE, post, run } from "../support/routes";
import { getDb, getLinkSecret, runtimeOfThisFile, settleBackgroundWork } from "../support/runtime";
import { type ReceivedMail, decodeQuotedPrintable, mailSubject, smtpServerOfThisFile } from "../support/smtp";

/**
 * Mails in every member's language (decision 040): a member who signed up on the Russian pages, or
 * chose Persian in their profile's mail settings, gets the site's mails in that language — the
 * sign-up code, the approval of their listing, a saved search's alert, a favourite's price drop —
 * with links to the pages in that language and, in Persian, a right-to-left frame; the mail
 * settings offer the six languages by their own names and save any of them.
 */

const smtp = smtpServerOfThisFile();
// No maintenance ticks: the test runs the saved-search jobs itself.
runtimeOfThisFile("mail-languages", () => ({ SMTP_URL: smtp.url, MAINTENANCE_TICK_SECONDS: "0" }));

const TEXTS = { ru, fa } as const;
let admin: TestMember;
let seller: TestMember;
const members = {} as Record<"ru" | "fa", TestMember & { email: string; name: string }>;

let ipCounter = 0;
const newIp = () => `198.51.100.${++ipCounter}`;

/** Subject and decoded body of the mail to `address` after the `count` it already had. */
async function nextMail(address: string, count: number): Promise<{ subject: string; body: string; raw: string }> {
  const mail: ReceivedMail = await smtp.lastMailTo(address, count);
  return { subject: mailSubject(mail.raw), body: decodeQuotedPrintable(mail.raw), raw: mail.raw };
}

/** A profile's id by its address. */
async function profileId(email: string): Promise<string> {
  const [row] = await getDb().select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
  return row!.id;
}

const storedLocale = async (id: string) =>
  (await getDb().select({ locale: authUsers.locale }).from(authUsers).where(eq(authUsers.id, id)))[0]!.locale;

/** The HTML part's frame: the language, and right to left in Persian. */
const frameOf = (locale: Locale) => `<html lang="${locale}"${directionOf(locale) === "rtl" ? ' dir="rtl"' : ""}>`;

beforeAll(async () => {
  admin = await signInNewMember("yonetici@example.com", "Yönetici", { admin: true });
  seller = await signInNewMember("satici@example.com", "Satıcı");
});

describe("a member who signs up on the Russian pages", () => {
  it("gets the code in Russian, lands on the Russian home page and keeps Russian as their mails' language", async () => {
    const email = "ivan@example.com";
    const name = "Иван Петров";
    const ip = newIp();
    const registered = await run(
      registerAction,
      post("/ru/kayit", { name, email, password: "gizli-sifre-1", confirmPassword: "gizli-sifre-1" }, { ip }),
    );
    expect(registered.status).toBe(302);
    // To the Russian code page (its target, the Russian home page, is the default and not repeated).
    expect(registered.location).toBe(`/ru/dogrulama?email=${encodeURIComponent(email)}`);
    const code = await nextMail(email, 0);
    expect(code.subject).toMatch(new RegExp(`^${fill(ru.mail.verificationCode.subject, { code: "\\d{6}" })}$`));
    expect(code.body).toContain(ru.mail.verificationCode.intro);
    expect(code.body).toContain(ru.mail.verificationCode.expiry);
    expect(code.body).toContain(frameOf("ru"));
    const otp = code.body.match(/^(\d{6})\s*$/m)![1]!;

    const claim = registered.cookies.map((cookie) => cookie.split(";")[0]!).join("; ");
    const verified = await run(verifyAction, post("/ru/dogrulama", { intent: "verify", email, otp }, { ip, cookie: claim }));
    expect(verified).toMatchObject({ status: 302, location: "/ru" });
    const id = await profileId(email);
    expect(await storedLocale(id)).toBe("ru");
    members.ru = { ...(await signIn(email)), email, name };
    // Signed in from the code: the session is the browser's.
    expect(verified.cookies.some((cookie) => cookie.startsWith("kk_session="))).toBe(true);
  });
});

describe("a member who chooses Persian in their mail settings", () => {
  it("saves it through the profile's form", async () => {
    const email = "sara@example.com";
    const member = await signInNewMember(email, "Sara Ahmadi");
    expect(await storedLocale(member.id)).toBe("tr");
    expect(await mailSettingsPost(member, { language: "fa", optionalMails: "on", priceDropMails: "on" }, newIp())).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect(await storedLocale(member.id)).toBe("fa");
    members.fa = { ...member, email, name: "Sara Ahmadi" };
  });
});

describe("the mails the site sends them", () => {
  for (const locale of ["ru", "fa"] as const) {
    const t = TEXTS[locale].mail;

    it(`${locale}: the approval of their listing, with the link to its page in ${locale}`, async () => {
      const member = members[locale];
      const title = `Villa ${locale}`;
      const id = await insertListing(member.id, "pending", { title });
      const before = smtp.mailsTo(member.email).length;
      expect((await panelPost({ intent: "approve", id }, { ip: newIp(), cookie: admin.cookie })).status).toBe(200);
      await settleBackgroundWork();
      const mail = await nextMail(member.email, before);
      expect(mail.subject).toBe(fill(t.sellerNotice.listing_approved.subject, { title }));
      expect(mail.body).toContain(fill(t.greeting, { name: member.name }));
      expect(mail.body).toContain(fill(t.sellerNotice.listing_approved.body, { title }));
      expect(mail.body).toContain(t.sellerNotice.listing_approved.action);
      expect(mail.body).toContain(t.sellerNotice.optional);
      expect(mail.body).toContain(t.signature);
      expect(mail.body).toContain(`${TEST_SITE}${pathsFor(locale).listing("houses", id)}`);
      expect(mail.body).toContain(`${TEST_SITE}/${locale}/profil/${member.id}?duzenle`);
      expect(mail.body).toContain(frameOf(locale));
    });

    it(`${locale}: a saved search's alert, with its links in ${locale}`, async () => {
      const member = members[locale];
      // The listings that went live before (the other tests') are matched before the search exists.
      await matchAllQueued(getDb());
      const saved = await saveSearch(
        getDb(),
        { userId: member.id, isAdmin: false },
        {
          name: `Girne ${locale}`,
          frequency: "instant",
          category: "houses",
          query: "city=Girne",
        },
      );
      expect(saved.outcome).toBe("ok");
      const title = `Girne evi ${locale}`;
      const id = await insertListing(seller.id, "pending", { title, city: "Girne" });
      await getDb().update(listings).set({ status: "active" }).where(eq(listings.id, id));
      await matchAllQueued(getDb());
      const before = smtp.mailsTo(member.email).length;
      const deps = {
        mailer: createSmtpMailer(smtp.url, "KKTC Kiralık <no-reply@kktc.test>"),
        siteUrl: TEST_SITE,
        linkSecret: getLinkSecret(),
      };
      expect(await sendSavedSearchAlerts(getDb(), deps, new Date())).toBeGreaterThanOrEqual(1);
      const mail = await nextMail(member.email, before);
      expect(mail.subject).toBe(fill(t.savedSearchAlert.subjectOne, { name: `Girne ${locale}`, count: "1" }));
      expect(mail.body).toContain(t.greetingAnonymous);
      expect(mail.body).toContain(fill(t.savedSearchAlert.intro, { name: `Girne ${locale}`, count: "1" }));
      expect(mail.body).toContain(t.savedSearchAlert.manage);
      expect(mail.body).toContain(t.savedSearchAlert.unsubscribe);
      expect(mail.body).toContain(`${TEST_SITE}${pathsFor(locale).listing("houses", id)}`);
      expect(mail.body).toMatch(new RegExp(`${TEST_SITE}/${locale}/kayitli-aramalar\r?\n`));
      expect(mail.body).toMatch(new RegExp(`${TEST_SITE}/${locale}/kayitli-aramalar/[0-9a-f-]{36}/`));
      expect(mail.body).toContain(frameOf(locale));
    });

    it(`${locale}: a favourite's price drop, with the old and the new price`, async () => {
      const member = members[locale];
      await mailSettingsPost(member, { language: locale, optionalMails: "on", priceDropMails: "on" }, newIp());
      const title = `Ucuzlayan ev ${locale}`;
      const id = await insertListing(seller.id, "active", { title, price: 1800, currency: "GBP" });
      await addFavourite(getDb(), member.id, id);
      const before = smtp.mailsTo(member.email).length;
      const mailer = createSmtpMailer(smtp.url, "KKTC Kiralık <no-reply@kktc.test>");
      const sent = await sendPriceDropMails(
        { db: getDb(), mailer, siteUrl: TEST_SITE, log: getLogger() },
        { listingId: id, from: { price: 2000, currency: "GBP" }, to: { price: 1800, currency: "GBP" } },
      );
      expect(sent).toBe(1);
      const mail = await nextMail(member.email, before);
      expect(mail.subject).toBe(fill(t.priceDrop.subject, { title }));
      expect(mail.body).toContain(fill(t.greeting, { name: member.name }));
      expect(mail.body).toContain(fill(t.priceDrop.body, { title }));
      expect(mail.body).toContain(t.priceDrop.action);
      expect(mail.body).toContain(t.priceDrop.optOut);
      expect(mail.body).toMatch(/2,000|2\u00a0000|2 000/);
      expect(mail.body).toContain(`${TEST_SITE}${pathsFor(locale).listing("houses", id)}`);
      expect(mail.body).toContain(frameOf(locale));
    });
  }
});

describe("the profile's mail settings", () => {
  it("offer the six languages by their own names, on every language's page, and save any of them", async () => {
    const member = members.ru;
    const server = await startAppServer();
    try {
      const page = async (locale: Locale) => {
        const response = await fetch(`${server.url}${pathsFor(locale).profile(member.id)}?duzenle`, {
          headers: { cookie: member.cookie, "x-forwarded-for": newIp() },
        });
        expect(response.status).toBe(200);
        return response.text();
      };
      const languageSelect = (html: string) => html.match(/<select[^>]*name="language"[^>]*>([\s\S]*?)<\/select>/)?.[1] ?? "";
      for (const locale of ["ru", "ar"] as const) {
        const select = languageSelect(await page(locale));
        const options = [...select.matchAll(/<option value="(\w+)" lang="(\w+)"[^>]*>([^<]+)<\/option>/g)];
        expect(options.map((option) => [option[1], option[2], option[3]])).toEqual(
          LOCALES.map((code) => [code, code, LANGUAGE_NAMES[code]]),
        );
      }
      for (const locale of LOCALES) {
        expect(await mailSettingsPost(member, { language: locale, optionalMails: "on" }, newIp())).toMatchObject({
          status: 200,
          body: { ok: true },
        });
        expect(await storedLocale(member.id)).toBe(locale);
        expect(languageSelect(await page("ru"))).toMatch(new RegExp(`<option value="${locale}" lang="${locale}" selected="">`));
      }
    } finally {
      await server.stop();
    }
  });
});
