import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { authUsers, listings, profiles } from "~/.server/db/schema";
import { getLogger } from "~/.server/infra/logger";
import { listingOwner } from "~/.server/services/accounts/mail-recipients";
import { getProfilePage } from "~/.server/services/accounts/profiles";
import { addFavourite } from "~/.server/services/discovery/favourites";
import { searchListings, suggestSearch } from "~/.server/services/discovery/search";
import { sendPriceDropMails } from "~/.server/services/listings/price-drop-mails";
import type { MailMessage } from "~/.server/services/platform/mailer";
import { action as dashboardAction, loader as dashboardLoader } from "~/routes/admin-dashboard";
import { action as editAction, loader as editLoader } from "~/routes/edit-listing";
import { loader as detailLoader } from "~/routes/listing";
import { action as createAction } from "~/routes/new-listing";
import { action as profileAction } from "~/routes/profile";
import { houseListing } from "../support/listings";
import { type TestMember, signInOwnerOtherAdmin } from "../support/members";
import { TEST_SITE, get, post, postJson, run } from "../support/routes";
import { getDb, runtimeOfThisFile } from "../support/runtime";

/**
 * Listing texts and seller bios in every language (decision 041), on PGlite and, with
 * DATABASE_URL, on PostgreSQL: the form's Russian and Persian texts are saved and read back; a
 * change of them to a live listing waits for moderation like any text; the search finds a listing
 * by a word of its Russian title; cards, suggestions and mails take the reader's language's title;
 * a bio in Russian is saved from the profile's form and shown on Russian pages.
 */

runtimeOfThisFile("listing-texts");
let owner: TestMember;
let other: TestMember;
let admin: TestMember;

beforeAll(async () => {
  ({ owner, other, admin } = await signInOwnerOtherAdmin());
});

const json = (pathname: string, body: unknown, cookie: string) => postJson(pathname, body, { ip: "198.51.100.120", cookie });
const panel = (fields: Record<string, string>) =>
  run(dashboardAction, post("/yonetim/panel", fields, { ip: "198.51.100.121", cookie: admin.cookie }));
type Input = ReturnType<typeof houseListing>;
type DetailBody = { detail: { listing: { title: string; translations: Record<string, { title?: string; description?: string }> } } };
const detail = async (id: string, prefix = "") => (await run(detailLoader, get(`${prefix}/evler/${id}`), { id })).body as DetailBody;

const blank = { title: "", description: "" };
const translations = (written: Partial<Record<"ru" | "de" | "fa" | "ar", { title: string; description: string }>>) => ({
  ru: blank,
  de: blank,
  fa: blank,
  ar: blank,
  ...written,
});

/** A house made through the form with texts in Russian and Persian, approved. */
async function liveListing(overrides: Record<string, unknown> = {}): Promise<Input> {
  const input = houseListing({
    title: "Girne'de bahçeli müstakil ev",
    translations: translations({
      ru: { title: "Дом с садом в Кирении", description: "Тихий район, рядом море." },
      fa: { title: "خانه ویلایی با باغ در گیرنه", description: "  محله‌ای آرام، نزدیک دریا.  " },
    }),
    ...overrides,
  });
  expect((await run(createAction, json("/ilan-ver", input, owner.cookie))).status).toBe(201);
  expect((await panel({ intent: "approve", id: input.id })).status).toBe(200);
  return input;
}

const stored = async (id: string) => (await getDb().select().from(listings).where(eq(listings.id, id)))[0]!;

describe("a listing's texts in Russian and Persian", () => {
  it("are saved from the form (trimmed, empty languages left out) and read back by the edit form and the page", async () => {
    const input = await liveListing();
    expect((await stored(input.id)).translations).toEqual({
      ru: { title: "Дом с садом в Кирении", description: "Тихий район, рядом море." },
      fa: { title: "خانه ویلایی با باغ در گیرنه", description: "محله‌ای آرام، نزدیک دریا." },
    });
    const form = await run(editLoader, get(`/ilanlar/${input.id}/duzenle`, { cookie: owner.cookie }), { id: input.id });
    expect(form.body).toMatchObject({
      initial: {
        translations: {
          ru: { title: "Дом с садом в Кирении", description: "Тихий район, рядом море." },
          de: blank,
          fa: { title: "خانه ویلایی با باغ در گیرنه" },
          ar: blank,
        },
      },
    });
    expect((await detail(input.id, "/ru")).detail.listing.translations.ru).toEqual({
      title: "Дом с садом в Кирении",
      description: "Тихий район, рядом море.",
    });
    // Cards carry the titles only.
    const card = (await searchListings(getDb(), "Кирении")).listings.find((listing) => listing.id === input.id);
    expect(card?.titles).toEqual({ ru: "Дом с садом в Кирении", fa: "خانه ویلایی با باغ در گیرنه" });
  });

  it("refuse a text over the English fields' limit, naming its language's field", async () => {
    const input = houseListing({ translations: translations({ ru: { title: "д".repeat(121), description: "" } }) });
    const refused = await run(createAction, json("/ilan-ver", input, owner.cookie));
    expect(refused).toMatchObject({
      status: 400,
      body: { ok: false, error: "invalid", fieldErrors: { "translations.ru.title": "listingForm.validation.tooLong" } },
    });
  });
});

describe("the search", () => {
  it("finds a listing by a word of its Russian title or Persian description, and suggests it by its title", async () => {
    const input = await liveListing({
      title: "Lefke'de taş ev",
      translations: translations({
        ru: { title: "Каменный коттедж у оливковой рощи", description: "" },
        fa: { title: "", description: "کلبه سنگی کنار باغ زیتون" },
      }),
    });
    const found = async (query: string) => (await searchListings(getDb(), query)).listings.map((listing) => listing.id);
    expect(await found("коттедж")).toContain(input.id);
    expect(await found("оливковой")).toContain(input.id);
    expect(await found("زيتون")).toContain(input.id);
    const suggestions = await suggestSearch(getDb(), "Каменный котт");
    expect(suggestions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "listing", id: input.id, titles: { ru: "Каменный коттедж у оливковой рощи" } }),
      ]),
    );
  });
});

describe("a change of a live listing's Russian text", () => {
  it("waits for moderation: the public keeps the approved text until an admin approves it", async () => {
    const input = await liveListing();
    const changed = {
      ...input,
      translations: translations({
        ru: { title: "Дом с большим садом в Кирении", description: "Тихий район, рядом море." },
        fa: { title: "خانه ویلایی با باغ در گیرنه", description: "محله‌ای آرام، نزدیک دریا." },
      }),
    };
    const saved = await run(editAction, json(`/ilanlar/${input.id}/duzenle`, changed, owner.cookie), { id: input.id });
    expect(saved).toMatchObject({ status: 200, body: { ok: true, status: "pending", revision: "pending" } });
    expect((await stored(input.id)).translations.ru?.title).toBe("Дом с садом в Кирении");
    expect((await searchListings(getDb(), "большим")).listings.map((listing) => listing.id)).not.toContain(input.id);

    const queue = (await run(dashboardLoader, get("/yonetim/panel", { cookie: admin.cookie }))).body as {
      revisions: { listingId: string; changes: unknown[] }[];
    };
    expect(queue.revisions.find((revision) => revision.listingId === input.id)?.changes).toEqual([
      { field: "translation", language: "ru", part: "title", before: "Дом с садом в Кирении", after: "Дом с большим садом в Кирении" },
    ]);
    expect((await panel({ intent: "approve-revision", id: input.id })).status).toBe(200);
    expect((await detail(input.id, "/ru")).detail.listing.translations.ru?.title).toBe("Дом с большим садом в Кирении");
    expect((await searchListings(getDb(), "большим")).listings.map((listing) => listing.id)).toContain(input.id);
  });
});

describe("mails naming a listing", () => {
  const setLocale = (id: string, locale: string) => getDb().update(authUsers).set({ locale }).where(eq(authUsers.id, id));

  it("use the recipient's language's title, else the Turkish one", async () => {
    const input = await liveListing();
    await setLocale(owner.id, "ru");
    expect((await listingOwner(getDb(), input.id))?.title).toBe("Дом с садом в Кирении");
    await setLocale(owner.id, "de");
    expect((await listingOwner(getDb(), input.id))?.title).toBe("Girne'de bahçeli müstakil ev");
    await setLocale(owner.id, "tr");

    // A favourite's price drop, to a member reading Persian.
    await setLocale(other.id, "fa");
    await getDb().update(profiles).set({ priceDropMails: true }).where(eq(profiles.id, other.id));
    await addFavourite(getDb(), other.id, input.id);
    await getDb().update(listings).set({ price: 2000 }).where(eq(listings.id, input.id));
    const sent: MailMessage[] = [];
    const deps = {
      db: getDb(),
      mailer: { kind: "outbox" as const, send: async (message: MailMessage) => void sent.push(message) },
      siteUrl: TEST_SITE,
      log: getLogger(),
    };
    expect(
      await sendPriceDropMails(deps, { listingId: input.id, from: { price: 2500, currency: "GBP" }, to: { price: 2000, currency: "GBP" } }),
    ).toBe(1);
    expect(sent[0]!.text).toContain("خانه ویلایی با باغ در گیرنه");
    expect(sent[0]!.text).not.toContain("Girne'de bahçeli müstakil ev");
  });
});

describe("a seller's bio in Russian", () => {
  it("is saved from the profile's form and shown on the Russian profile page", async () => {
    const fields = {
      intent: "update-profile",
      displayName: "Sahip",
      companyName: "",
      accountType: "individual",
      phone: "",
      whatsapp: "+90 533 123 45 67",
      website: "",
      bio: "Girne'de ev kiralıyorum.",
      bioEn: "",
      bioRu: "  Сдаю дома в Кирении.  ",
      bioDe: "",
      bioFa: "",
      bioAr: "",
      location: "",
      contactEmail: "",
    };
    const saved = await run(profileAction, post(`/ru/profil/${owner.id}`, fields, { ip: "198.51.100.122", cookie: owner.cookie }), {
      id: owner.id,
    });
    expect(saved.body).toMatchObject({ ok: true });
    const [row] = await getDb().select({ bio: profiles.bioTranslations }).from(profiles).where(eq(profiles.id, owner.id));
    expect(row!.bio).toEqual({ ru: "Сдаю дома в Кирении." });
    const page = await getProfilePage(getDb(), owner.id, null);
    expect(page?.profile.bioTranslations).toEqual({ ru: "Сдаю дома в Кирении." });
  });
});
