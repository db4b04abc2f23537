import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "~/.server/auth/auth";
import { getConfig } from "~/.server/infra/config";
import { partnerCompanies, sponsoredContents } from "~/.server/db/schema";
import { getDb, runtimeOfThisFile } from "../support/runtime";
import { listActivePartners, listActiveSponsored } from "~/.server/services/discovery/home";
import { translate, uncheckedKey } from "~/lib/i18n";
import { action as logosAction, loader as logosLoader } from "~/routes/admin-logos";
import { action as sponsorsAction, loader as sponsorsLoader } from "~/routes/admin-sponsors";
import { type TestMember, signInNewMember } from "../support/members";
import { TEST_SITE, get, post, run } from "../support/routes";

/**
 * /yonetim/sponsorlar and /yonetim/firma-logolari on a real runtime (docs/product.md §2 "Admin panel", §5
 * "Sponsor and logo forms", §6 "Admin", §7 "Storage"): only a signed-in admin gets past the server
 * (pages redirect to /yonetim/giris, posts answer 403), whatever cookies or flags a visitor or member
 * forges; an admin creates (with a real picture re-encoded into storage), edits, toggles and deletes;
 * the forms' rules answer with the messages of §5; and the home page's service shows exactly the active items.
 */

runtimeOfThisFile("admin-content");
let member: TestMember;
let admin: TestMember;
const IP = "198.51.100.61";

beforeAll(async () => {
  member = await signInNewMember("uye@example.com", "Sıradan Üye");
  admin = await signInNewMember("yonetici@example.com", "Yönetici", { admin: true });
});

/** A real PNG (made with sharp) of the given size, as an uploaded file. */
async function png(width: number, height: number, colour = "#0f6e8c") {
  const bytes = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: "image/png" });
}

const PAGES = {
  sponsors: { path: "/yonetim/sponsorlar", action: sponsorsAction, loader: sponsorsLoader },
  logos: { path: "/yonetim/firma-logolari", action: logosAction, loader: logosLoader },
} as const;
type Page = keyof typeof PAGES;

function send(page: Page, fields: Record<string, string | Blob>, options: { cookie?: string; origin?: string } = {}) {
  return run(PAGES[page].action, post(PAGES[page].path, fields, { ip: IP, fileNames: { image: "Şirket Görseli.png" }, ...options }));
}

/** A small urlencoded post, as the list's delete and toggle buttons send it. */
function sendPlain(page: Page, fields: Record<string, string>, cookie: string) {
  return run(
    PAGES[page].action,
    new Request(`${TEST_SITE}${PAGES[page].path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { origin: TEST_SITE, cookie, [CLIENT_IP_HEADER]: IP },
    }),
  );
}

/** The file behind a /media URL of the disk storage. */
const storedFile = (url: string) => path.join(getConfig().uploadDir, decodeURIComponent(url.replace(/^\/media\//, "")));

const sponsorRow = async (id: string) => (await getDb().select().from(sponsoredContents).where(eq(sponsoredContents.id, id)))[0];
const partnerRow = async (id: string) => (await getDb().select().from(partnerCompanies).where(eq(partnerCompanies.id, id)))[0];
const tr = (key: unknown) => translate("tr", uncheckedKey(String(key)));

describe("only admins get in, whatever is forged", () => {
  let sponsorId: string;
  let partnerId: string;

  beforeAll(async () => {
    sponsorId = (await send("sponsors", { intent: "create", title: "Dokunulmaz sponsor" }, { cookie: admin.cookie })).body!.id as string;
    partnerId = (await send("logos", { intent: "create", name: "Dokunulmaz firma" }, { cookie: admin.cookie })).body!.id as string;
    expect(sponsorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(partnerId).toMatch(/^[0-9a-f-]{36}$/);
  });

  const intruders = () => [
    { who: "a visitor", cookie: undefined },
    { who: "a visitor with a forged adminAuth flag and session", cookie: "adminAuth=true; kk_session=forged.token; kk_user_name=Admin" },
    { who: "a member", cookie: member.cookie },
    { who: "a member with a forged adminAuth flag", cookie: `${member.cookie}; adminAuth=true; is_admin=true` },
  ];

  it("redirects visitors and members from both pages to /yonetim/giris", async () => {
    for (const page of ["sponsors", "logos"] as const) {
      for (const { who, cookie } of intruders()) {
        const result = await run(PAGES[page].loader, get(PAGES[page].path, { cookie }));
        expect({ page, who, status: result.status, location: result.location }).toEqual({
          page,
          who,
          status: 302,
          location: "/yonetim/giris",
        });
      }
    }
  });

  it("answers 403 'Admin yetkiniz yok' to every action of both pages and changes nothing", async () => {
    const image = await png(400, 200);
    const attempts: Record<Page, Record<string, string | Blob>[]> = {
      sponsors: [
        { intent: "create", title: "Sızma denemesi", image },
        { intent: "update", id: sponsorId, title: "Değiştirildi", isActive: "false" },
        { intent: "delete", id: sponsorId },
        { intent: "toggle", id: sponsorId, isActive: "false" },
      ],
      logos: [
        { intent: "create", name: "Sızma denemesi", image },
        { intent: "update", id: partnerId, name: "Değiştirildi", isActive: "false" },
        { intent: "delete", id: partnerId },
        { intent: "toggle", id: partnerId, isActive: "false" },
      ],
    };
    for (const page of ["sponsors", "logos"] as const) {
      for (const fields of attempts[page]) {
        for (const { who, cookie } of intruders()) {
          const result = await send(page, fields, { cookie });
          expect({ page, who, intent: fields.intent, status: result.status, body: result.body }).toEqual({
            page,
            who,
            intent: fields.intent,
            status: 403,
            body: { error: "forbidden", message: "Admin yetkiniz yok" },
          });
        }
      }
    }
    // On the English page in English (the page's URL decides, not the language cookie).
    const english = await run(
      PAGES.logos.action,
      post(`/en${PAGES.logos.path}`, { intent: "delete", id: partnerId }, { ip: IP, cookie: `${member.cookie}; kk_locale=tr` }),
    );
    expect(english).toMatchObject({ status: 403, body: { message: "You do not have admin rights" } });
    const cookieOnly = await send("logos", { intent: "delete", id: partnerId }, { cookie: `${member.cookie}; kk_locale=en` });
    expect(cookieOnly).toMatchObject({ status: 403, body: { message: "Admin yetkiniz yok" } });

    expect(await getDb().select({ id: sponsoredContents.id }).from(sponsoredContents)).toHaveLength(1);
    expect(await sponsorRow(sponsorId)).toMatchObject({ title: "Dokunulmaz sponsor", isActive: true });
    expect(await getDb().select({ id: partnerCompanies.id }).from(partnerCompanies)).toHaveLength(1);
    expect(await partnerRow(partnerId)).toMatchObject({ name: "Dokunulmaz firma", isActive: true });
    expect(fs.existsSync(path.join(getConfig().uploadDir, "sponsored-images"))).toBe(false);
    expect(fs.existsSync(path.join(getConfig().uploadDir, "company-logos"))).toBe(false);
  });

  it("refuses an admin's post from another site", async () => {
    const result = await send("logos", { intent: "delete", id: partnerId }, { cookie: admin.cookie, origin: "https://evil.example" });
    expect(result).toMatchObject({ status: 403, body: { error: "forbidden", message: "Admin yetkiniz yok" } });
    expect(await partnerRow(partnerId)).toBeDefined();
  });

  it("shows both pages to an admin, with every item (active or not) and the form the URL asks for", async () => {
    const sponsors = await run(sponsorsLoader, get(`${PAGES.sponsors.path}?duzenle=${sponsorId}`, { cookie: admin.cookie }));
    expect(sponsors.status).toBe(200);
    expect(sponsors.body).toMatchObject({ creating: false, editId: sponsorId, items: [{ id: sponsorId, title: "Dokunulmaz sponsor" }] });
    const logos = await run(logosLoader, get(`${PAGES.logos.path}?yeni`, { cookie: admin.cookie }));
    expect(logos.body).toMatchObject({
      creating: true,
      editId: null,
      items: [{ id: partnerId, name: "Dokunulmaz firma", type: "real_estate" }],
    });
  });

  afterAll(async () => {
    expect((await send("sponsors", { intent: "delete", id: sponsorId }, { cookie: admin.cookie })).status).toBe(200);
    expect((await send("logos", { intent: "delete", id: partnerId }, { cookie: admin.cookie })).status).toBe(200);
  });
});

describe("sponsored content", () => {
  it("creates an item with a picture: re-encoded into storage under the admin's folder, shown on the home page", async () => {
    const result = await send(
      "sponsors",
      {
        intent: "create",
        title: "  Yaz kampanyası  ",
        titleEn: "Summer campaign",
        description: "Girne'de havuzlu villalarda indirim.",
        descriptionEn: "",
        company: "Girne Sahil Emlak",
        linkUrl: "https://www.girnesahil.example/yaz",
        orderIndex: "3",
        isActive: "true",
        image: await png(1600, 800),
      },
      { cookie: admin.cookie },
    );
    expect(result).toMatchObject({ status: 201, body: { ok: true, intent: "create" } });
    const id = result.body!.id as string;
    const row = await sponsorRow(id);
    expect(row).toMatchObject({
      title: "Yaz kampanyası",
      titleEn: "Summer campaign",
      descriptionEn: null,
      company: "Girne Sahil Emlak",
      linkUrl: "https://www.girnesahil.example/yaz",
      orderIndex: 3,
      isActive: true,
    });
    // One WebP of at most 1200 px at {adminId}/{timestamp}-{sanitized name}.
    expect(row!.imageUrl).toMatch(new RegExp(`^/media/sponsored-images/${admin.id}/\\d{13}-sirket-gorseli-1200w\\.webp$`));
    const stored = await sharp(storedFile(row!.imageUrl!)).metadata();
    expect({ format: stored.format, width: stored.width, height: stored.height, exif: stored.exif }).toEqual({
      format: "webp",
      width: 1200,
      height: 600,
      exif: undefined,
    });
    expect(fs.readdirSync(path.dirname(storedFile(row!.imageUrl!)))).toHaveLength(1);

    const home = await listActiveSponsored(getDb());
    expect(home).toContainEqual(expect.objectContaining({ id, title: "Yaz kampanyası", imageUrl: row!.imageUrl }));
  });

  it("checks the form on the server: 'Başlık gerekli', the link must be a URL, the order falls back to 0", async () => {
    const missing = await send("sponsors", { intent: "create", title: "   ", linkUrl: "bir bağlantı değil" }, { cookie: admin.cookie });
    expect(missing).toMatchObject({
      status: 400,
      body: { ok: false, intent: "create", error: "invalid", message: tr("adminContent.errors.invalid") },
    });
    const fieldErrors = missing.body!.fieldErrors as Record<string, string>;
    expect(Object.keys(fieldErrors).sort()).toEqual(["linkUrl", "title"]);
    expect(tr(fieldErrors.title)).toBe("Başlık gerekli");
    expect(tr(fieldErrors.linkUrl)).toBe("Geçerli bir URL girin (https://…)");
    expect(translate("en", uncheckedKey(fieldErrors.title!))).toBe("Title is required");
    // Without the field at all, too.
    expect((await send("sponsors", { intent: "create" }, { cookie: admin.cookie })).body).toMatchObject({
      fieldErrors: { title: "adminContent.validation.titleRequired" },
    });
    for (const linkUrl of ["javascript:alert(1)", "ftp://files.example/x", "www.eksik.example", "https://kullanici:sifre@site.example"]) {
      const result = await send("sponsors", { intent: "create", title: "Bağlantı denemesi", linkUrl }, { cookie: admin.cookie });
      expect({ linkUrl, status: result.status, error: (result.body!.fieldErrors as Record<string, string>)?.linkUrl }).toEqual({
        linkUrl,
        status: 400,
        error: "adminContent.validation.linkInvalid",
      });
    }
    expect(
      await getDb().select({ id: sponsoredContents.id }).from(sponsoredContents).where(eq(sponsoredContents.title, "Bağlantı denemesi")),
    ).toEqual([]);

    for (const [orderIndex, stored] of [
      ["abc", 0],
      ["", 0],
      ["12", 12],
      ["4.7", 4],
      ["1e99", 1_000_000],
    ] as const) {
      const result = await send("sponsors", { intent: "create", title: `Sıra ${orderIndex}`, orderIndex }, { cookie: admin.cookie });
      expect(result.status).toBe(201);
      expect({ orderIndex, stored: (await sponsorRow(result.body!.id as string))!.orderIndex }).toEqual({ orderIndex, stored });
      await send("sponsors", { intent: "delete", id: result.body!.id as string }, { cookie: admin.cookie });
    }
    // A post without the active field keeps the default (active); the form's unchecked box says false.
    const noFlag = await send("sponsors", { intent: "create", title: "Bayraksız" }, { cookie: admin.cookie });
    expect((await sponsorRow(noFlag.body!.id as string))!.isActive).toBe(true);
    const unchecked = await send("sponsors", { intent: "create", title: "Pasif başlar", isActive: "false" }, { cookie: admin.cookie });
    expect((await sponsorRow(unchecked.body!.id as string))!.isActive).toBe(false);
    for (const id of [noFlag.body!.id, unchecked.body!.id])
      await send("sponsors", { intent: "delete", id: id as string }, { cookie: admin.cookie });
  });

  it("refuses files that are not images by their bytes, and images it cannot decode", async () => {
    const text = new Blob([new TextEncoder().encode("<svg onload=alert(1)>not an image</svg>")], { type: "image/png" });
    const notImage = await send("sponsors", { intent: "create", title: "Sahte görsel", image: text }, { cookie: admin.cookie });
    expect(notImage).toMatchObject({
      status: 415,
      body: { ok: false, intent: "create", error: "unsupported_type", message: tr("adminContent.errors.notImage") },
    });
    const broken = await png(200, 100);
    const truncated = new Blob([new Uint8Array(await broken.arrayBuffer()).slice(0, 60)], { type: "image/png" });
    const undecodable = await send("sponsors", { intent: "create", title: "Bozuk görsel", image: truncated }, { cookie: admin.cookie });
    expect(undecodable).toMatchObject({ status: 415, body: { error: "undecodable", message: tr("adminContent.errors.undecodable") } });
    expect(
      await getDb().select({ id: sponsoredContents.id }).from(sponsoredContents).where(eq(sponsoredContents.title, "Sahte görsel")),
    ).toEqual([]);
  });

  it("edits an item: new texts and picture (the old file is removed), hidden from the home page when made inactive", async () => {
    const created = await send("sponsors", { intent: "create", title: "İlk başlık", image: await png(900, 450) }, { cookie: admin.cookie });
    const id = created.body!.id as string;
    const firstUrl = (await sponsorRow(id))!.imageUrl!;
    expect(firstUrl).toMatch(/-900w\.webp$/);
    expect(fs.existsSync(storedFile(firstUrl))).toBe(true);

    const edited = await send(
      "sponsors",
      {
        intent: "update",
        id,
        title: "Yeni başlık",
        linkUrl: "http://yeni.example",
        orderIndex: "",
        isActive: "true",
        image: await png(2000, 1000, "#b45309"),
      },
      { cookie: admin.cookie },
    );
    expect(edited).toMatchObject({ status: 200, body: { ok: true, intent: "update", id } });
    const row = await sponsorRow(id);
    expect(row).toMatchObject({ title: "Yeni başlık", linkUrl: "http://yeni.example", orderIndex: 0, isActive: true });
    expect(row!.imageUrl).toMatch(/-1200w\.webp$/);
    expect(fs.existsSync(storedFile(row!.imageUrl!))).toBe(true);
    expect(fs.existsSync(storedFile(firstUrl))).toBe(false);
    expect(row!.updatedAt.getTime()).toBeGreaterThan(row!.createdAt.getTime());

    // A refused edit keeps the item as it was.
    const refused = await send("sponsors", { intent: "update", id, title: "" }, { cookie: admin.cookie });
    expect(refused).toMatchObject({
      status: 400,
      body: { intent: "update", id, fieldErrors: { title: "adminContent.validation.titleRequired" } },
    });
    expect((await sponsorRow(id))!.title).toBe("Yeni başlık");

    // Saved without a new file and without the remove box: the picture stays.
    await send("sponsors", { intent: "update", id, title: "Pasif başlık", isActive: "false" }, { cookie: admin.cookie });
    expect(await sponsorRow(id)).toMatchObject({ title: "Pasif başlık", isActive: false, imageUrl: row!.imageUrl });
    expect((await listActiveSponsored(getDb())).map((item) => item.id)).not.toContain(id);

    // The remove box drops the picture and its file.
    await send("sponsors", { intent: "update", id, title: "Görselsiz", isActive: "true", removeImage: "true" }, { cookie: admin.cookie });
    expect(await sponsorRow(id)).toMatchObject({ imageUrl: null, isActive: true });
    expect(fs.existsSync(storedFile(row!.imageUrl!))).toBe(false);
    expect((await listActiveSponsored(getDb())).map((item) => item.id)).toContain(id);

    const missing = await send(
      "sponsors",
      { intent: "update", id: "2b1d7c5e-0000-4000-8000-000000000000", title: "Yok" },
      { cookie: admin.cookie },
    );
    expect(missing).toMatchObject({ status: 404, body: { error: "not_found", message: tr("adminContent.errors.notFound") } });
  });

  it("deletes an item and its picture; the home page no longer shows it", async () => {
    const created = await send("sponsors", { intent: "create", title: "Silinecek", image: await png(600, 300) }, { cookie: admin.cookie });
    const id = created.body!.id as string;
    const url = (await sponsorRow(id))!.imageUrl!;
    expect((await listActiveSponsored(getDb())).map((item) => item.id)).toContain(id);

    const deleted = await sendPlain("sponsors", { intent: "delete", id }, admin.cookie);
    expect(deleted).toMatchObject({ status: 200, body: { ok: true, intent: "delete", id } });
    expect(await sponsorRow(id)).toBeUndefined();
    expect(fs.existsSync(storedFile(url))).toBe(false);
    expect((await listActiveSponsored(getDb())).map((item) => item.id)).not.toContain(id);
    expect(await sendPlain("sponsors", { intent: "delete", id }, admin.cookie)).toMatchObject({
      status: 404,
      body: { error: "not_found", message: tr("adminContent.errors.notFound") },
    });
    expect(await sendPlain("sponsors", { intent: "delete", id: "not-a-uuid" }, admin.cookie)).toMatchObject({ status: 404 });
  });

  it("answers 400 to an unknown intent, and sponsors are not toggled from the list", async () => {
    expect(await send("sponsors", { intent: "publish" }, { cookie: admin.cookie })).toMatchObject({
      status: 400,
      body: { error: "bad_request", message: tr("adminContent.errors.badRequest") },
    });
    expect(await sendPlain("sponsors", { intent: "toggle", id: "x", isActive: "false" }, admin.cookie)).toMatchObject({ status: 400 });
  });
});

describe("partner logos", () => {
  it("creates a logo with a picture; the type defaults to real estate; the home page shows it in its group", async () => {
    const result = await send(
      "logos",
      {
        intent: "create",
        name: "Lefke Vadi Apart",
        linkUrl: "https://lefkevadi.example",
        type: "",
        orderIndex: "x",
        image: await png(1000, 500, "#15803d"),
      },
      { cookie: admin.cookie },
    );
    expect(result).toMatchObject({ status: 201, body: { ok: true, intent: "create" } });
    const id = result.body!.id as string;
    const row = await partnerRow(id);
    expect(row).toMatchObject({
      name: "Lefke Vadi Apart",
      type: "real_estate",
      orderIndex: 0,
      isActive: true,
      linkUrl: "https://lefkevadi.example",
    });
    expect(row!.logoUrl).toMatch(new RegExp(`^/media/company-logos/${admin.id}/\\d{13}-sirket-gorseli-480w\\.webp$`));
    expect((await sharp(storedFile(row!.logoUrl!)).metadata()).width).toBe(480);

    const home = await listActivePartners(getDb());
    expect(home.real_estate).toContainEqual({ id, name: "Lefke Vadi Apart", logoUrl: row!.logoUrl, linkUrl: "https://lefkevadi.example" });

    const hotel = await send(
      "logos",
      { intent: "create", name: "Bellapais Butik Otel", type: "hotel", orderIndex: "2" },
      { cookie: admin.cookie },
    );
    expect(await partnerRow(hotel.body!.id as string)).toMatchObject({ type: "hotel", orderIndex: 2, logoUrl: null });
    expect((await listActivePartners(getDb())).hotel.map((partner) => partner.id)).toEqual([hotel.body!.id]);
  });

  it("checks the form on the server: 'İsim gerekli', the link must be a URL, the type must be one of the four", async () => {
    const result = await send("logos", { intent: "create", name: "", linkUrl: "nope", type: "bakery" }, { cookie: admin.cookie });
    expect(result).toMatchObject({ status: 400, body: { ok: false, intent: "create" } });
    const fieldErrors = result.body!.fieldErrors as Record<string, string>;
    expect(tr(fieldErrors.name)).toBe("İsim gerekli");
    expect(tr(fieldErrors.linkUrl)).toBe("Geçerli bir URL girin (https://…)");
    expect(fieldErrors.type).toBe("adminContent.validation.typeInvalid");
    expect(translate("en", uncheckedKey(fieldErrors.name!))).toBe("Name is required");
  });

  it("toggles a logo straight from the list: inactive is gone from the home page, active is back", async () => {
    const created = await send("logos", { intent: "create", name: "Kordon Rent a Car", type: "car_rental" }, { cookie: admin.cookie });
    const id = created.body!.id as string;
    expect((await listActivePartners(getDb())).car_rental.map((partner) => partner.id)).toContain(id);

    const off = await sendPlain("logos", { intent: "toggle", id, isActive: "false" }, admin.cookie);
    expect(off).toMatchObject({ status: 200, body: { ok: true, intent: "toggle", id, isActive: false } });
    expect((await partnerRow(id))!.isActive).toBe(false);
    expect((await listActivePartners(getDb())).car_rental.map((partner) => partner.id)).not.toContain(id);
    // The admin list still has it.
    const page = await run(logosLoader, get(PAGES.logos.path, { cookie: admin.cookie }));
    expect((page.body!.items as { id: string; isActive: boolean }[]).find((item) => item.id === id)).toMatchObject({ isActive: false });

    const on = await send("logos", { intent: "toggle", id, isActive: "true" }, { cookie: admin.cookie });
    expect(on).toMatchObject({ status: 200, body: { isActive: true } });
    expect((await listActivePartners(getDb())).car_rental.map((partner) => partner.id)).toContain(id);

    expect(await sendPlain("logos", { intent: "toggle", id, isActive: "maybe" }, admin.cookie)).toMatchObject({ status: 400 });
    expect(
      await sendPlain("logos", { intent: "toggle", id: "2b1d7c5e-0000-4000-8000-000000000000", isActive: "false" }, admin.cookie),
    ).toMatchObject({
      status: 404,
    });
  });

  it("edits and deletes a logo with its file", async () => {
    const created = await send(
      "logos",
      { intent: "create", name: "Eski isim", type: "apartment", image: await png(300, 150) },
      { cookie: admin.cookie },
    );
    const id = created.body!.id as string;
    const firstUrl = (await partnerRow(id))!.logoUrl!;
    expect(firstUrl).toMatch(/-300w\.webp$/);

    const edited = await send(
      "logos",
      { intent: "update", id, name: "Yeni isim", type: "hotel", orderIndex: "5", isActive: "true", image: await png(800, 400) },
      { cookie: admin.cookie },
    );
    expect(edited).toMatchObject({ status: 200, body: { ok: true, intent: "update" } });
    const row = await partnerRow(id);
    expect(row).toMatchObject({ name: "Yeni isim", type: "hotel", orderIndex: 5 });
    expect(fs.existsSync(storedFile(firstUrl))).toBe(false);
    expect(fs.existsSync(storedFile(row!.logoUrl!))).toBe(true);

    expect(await sendPlain("logos", { intent: "delete", id }, admin.cookie)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await partnerRow(id)).toBeUndefined();
    expect(fs.existsSync(storedFile(row!.logoUrl!))).toBe(false);
    const home = await listActivePartners(getDb());
    expect(
      Object.values(home)
        .flat()
        .map((partner) => partner.id),
    ).not.toContain(id);
  });

  it("refuses an over-size picture with 413", async () => {
    const big = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: "image/png" });
    const result = await send("logos", { intent: "create", name: "Çok büyük", image: big }, { cookie: admin.cookie });
    expect(result).toMatchObject({
      status: 413,
      body: { ok: false, error: "too_large", message: translate("tr", "adminContent.errors.imageTooLarge", { max: 10 }) },
    });
    expect(tr("adminContent.errors.imageTooLarge")).toContain("MB");
  });
});
