import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { localizePath } from "../../app/lib/paths";
import { ADMIN_EMAIL, DEMO_PASSWORD, login } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { listingFormBody } from "../support/listing-form-body";

/**
 * Hostile content: an XSS corpus stored in every free-text field — listing titles and
 * descriptions in both languages, profile fields, sponsored content and partner logos, search text,
 * links — renders as inert text on every page that shows it: no script runs (each payload would set
 * `window.__xss` or open a dialog), no event-handler attribute and no pasted iframe reaches the DOM.
 */
const MARK = `xss${Date.now().toString(36)}`;
const CORPUS = [
  `${MARK}<script>window.__xss=1</script>`,
  `${MARK}<img src=x onerror="window.__xss=2">`,
  `${MARK}"><svg onload="window.__xss=3">`,
  `${MARK}' onmouseover='window.__xss=4' x='`,
  `${MARK}<iframe src="javascript:window.__xss=5"></iframe>`,
  `${MARK}</textarea></title><script>alert(6)</script>`,
  `${MARK}{{constructor.constructor('window.__xss=7')()}}`,
  `${MARK}<a href="javascript:window.__xss=8">x</a>\u0000\u202e`,
];
const payload = (index: number) => CORPUS[index % CORPUS.length]!;

/** Loads a page and proves that nothing of the corpus became markup or ran. */
async function expectInert(page: Page, url: string, options: { shows?: string } = {}) {
  const dialogs: string[] = [];
  const onDialog = (dialog: { message: () => string; dismiss: () => Promise<void> }) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  };
  page.on("dialog", onDialog);
  const response = await page.goto(url);
  const policy = response?.headers()["content-security-policy"] ?? "";
  await page.waitForLoadState("networkidle");
  if (options.shows) await expect(page.getByText(options.shows, { exact: false }).first()).toBeAttached();
  const findings = await page.evaluate(async (policy) => {
    const handlers = [...document.querySelectorAll("*")].flatMap((element) =>
      [...element.attributes].filter((attribute) => /^on/i.test(attribute.name)).map((attribute) => `${element.tagName} ${attribute.name}`),
    );
    // The page's inline scripts are all the site's own: the policy names each by its hash (decision
    // 020; JSON data blocks are not code).
    const inline = [...document.querySelectorAll("script")].filter((script) => !script.src && !/json/.test(script.type));
    const hashes = await Promise.all(
      inline.map(async (script) => {
        const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script.textContent ?? ""));
        return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
      }),
    );
    const scripts = hashes.filter((hash) => !policy.includes(hash)).length;
    const frames = [...document.querySelectorAll("iframe")].filter((frame) =>
      (frame.getAttribute("src") ?? "").startsWith("javascript:"),
    ).length;
    const links = [...document.querySelectorAll("a")].filter((link) =>
      (link.getAttribute("href") ?? "").trim().toLowerCase().startsWith("javascript:"),
    ).length;
    return { xss: (window as unknown as { __xss?: number }).__xss ?? null, handlers, scripts, frames, links };
  }, policy);
  page.off("dialog", onDialog);
  expect({ ...findings, dialogs }, url).toEqual({ xss: null, handlers: [], scripts: 0, frames: 0, links: 0, dialogs: [] });
}

test("the XSS corpus in every free-text field renders inert everywhere it is shown", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, ADMIN_EMAIL(), DEMO_PASSWORD());
  await expect(page).toHaveURL(/\/$/);
  const api = page.request;
  const origin = new URL(page.url()).origin;

  // A listing with the corpus in its texts (an admin's listing is public at once).
  const id = randomUUID();
  const created = await api.post("/yonetim/ilanlar/yeni", {
    headers: { origin, "content-type": "application/json" },
    data: listingFormBody({
      id,
      category: "shops",
      title: payload(0).slice(0, 100),
      titleEn: payload(1).slice(0, 100),
      description: CORPUS.join("\n"),
      descriptionEn: CORPUS.slice().reverse().join("\n"),
      price: "1000",
      city: "Girne",
      region: "Merkez",
      specifications: { type: "shop", square_meters: "50", location_desc: payload(3).slice(0, 100) },
    }),
  });
  expect(created.status(), (await created.text()).match(/fieldErrors[^\]]{0,300}/)?.[0]).toBeLessThan(400);

  // Links that are not what they claim are refused, never stored.
  const hostileLinks = await api.post(`/ilanlar/${id}/duzenle`, {
    headers: { origin, "content-type": "application/json" },
    data: {
      id,
      category: "shops",
      title: "x",
      titleEn: "",
      description: "x",
      descriptionEn: "",
      price: "1",
      currency: "TRY",
      city: "Girne",
      region: "Merkez",
      rentalTerm: "monthly",
      images: [],
      videos: [],
      specifications: { type: "shop", square_meters: "50" },
      mapUrl: 'javascript:window.__xss=9//https://www.google.com/maps/"><iframe src=javascript:alert(1)>',
      matterport: '<iframe src="javascript:alert(1)"></iframe>',
      youtube: ['"><script>alert(1)</script>'],
    },
  });
  expect(hostileLinks.status()).toBe(400);

  // The admin's own profile, every free-text field.
  const profileId = (await (await api.get("/api/auth/get-session")).json()).user.id as string;
  // The admin's numbers stay as they are: a listing needs its owner's number, and other
  // specs post listings as the admin meanwhile.
  const editForm = await (await api.get(`/profil/${profileId}?duzenle`)).text();
  const numberOf = (name: string) => {
    const input = editForm.match(new RegExp(`<input[^>]*\\bname="${name}"[^>]*>`))?.[0] ?? "";
    return input.match(/\bvalue="([^"]*)"/)?.[1] ?? "";
  };
  const numbers = { phone: numberOf("phone"), whatsapp: numberOf("whatsapp") };
  expect(numbers.whatsapp || numbers.phone, "the admin's number on the edit form").not.toBe("");
  const profile = await api.post(`/profil/${profileId}`, {
    headers: { origin },
    form: {
      intent: "update-profile",
      displayName: payload(2).slice(0, 80),
      companyName: payload(3).slice(0, 80),
      accountType: "individual",
      ...numbers,
      website: "",
      bio: CORPUS.join(" "),
      location: payload(4).slice(0, 100),
    },
  });
  expect(profile.status(), (await profile.text()).match(/fieldErrors[^\]]{0,300}/)?.[0]).toBeLessThan(400);
  const badWebsite = await api.post(`/profil/${profileId}`, {
    headers: { origin },
    form: {
      intent: "update-profile",
      accountType: "individual",
      website: "javascript:window.__xss=10",
      displayName: "",
      companyName: "",
      ...numbers,
      bio: "",
      location: "",
    },
  });
  expect(badWebsite.status()).toBe(400);

  // Sponsored content and a partner logo shown on the home page.
  const sponsor = await api.post("/yonetim/sponsorlar", {
    headers: { origin },
    form: {
      intent: "create",
      title: payload(5).slice(0, 100),
      titleEn: payload(6).slice(0, 100),
      description: payload(7),
      descriptionEn: payload(0),
      company: payload(1).slice(0, 80),
      linkUrl: "",
      orderIndex: "0",
      isActive: "true",
    },
  });
  expect(sponsor.status(), (await sponsor.text()).match(/fieldErrors[^\]]{0,300}/)?.[0]).toBeLessThan(400);
  const logo = await api.post("/yonetim/firma-logolari", {
    headers: { origin },
    form: { intent: "create", name: payload(2).slice(0, 80), linkUrl: "", type: "", orderIndex: "0", isActive: "true" },
  });
  expect(logo.status(), (await logo.text()).match(/fieldErrors[^\]]{0,300}/)?.[0]).toBeLessThan(400);
  const badLink = await api.post("/yonetim/firma-logolari", {
    headers: { origin },
    form: { intent: "create", name: "Kötü bağlantı", linkUrl: "javascript:window.__xss=11", type: "", orderIndex: "0", isActive: "true" },
  });
  expect(badLink.status()).toBe(400);

  // Every page that shows any of it, in both languages.
  for (const locale of ["tr", "en"] as const) {
    const at = (path: string) => localizePath(path, locale);
    await expectInert(page, at("/"), { shows: MARK });
    await expectInert(page, at("/dukkanlar"), { shows: MARK });
    await expectInert(page, at(`/dukkanlar/${id}`), { shows: MARK });
    await expectInert(page, at(`/profil/${profileId}`), { shows: MARK });
    await expectInert(page, at(`/profil/${profileId}?duzenle`));
    await expectInert(page, at(`/?q=${encodeURIComponent(payload(1))}`));
    await expectInert(page, at(`/?q=${encodeURIComponent(MARK)}`), { shows: MARK });
    await expectInert(page, at(`/dukkanlar?city=${encodeURIComponent(payload(0))}&region=${encodeURIComponent(payload(2))}`));
    await expectInert(page, at("/yonetim/panel"), { shows: MARK });
    await expectInert(page, at("/yonetim/sponsorlar"), { shows: MARK });
    await expectInert(page, at("/yonetim/firma-logolari"), { shows: MARK });
    await expectInert(page, at(`/yonetim/ilanlar/${id}/duzenle`));
  }
});
