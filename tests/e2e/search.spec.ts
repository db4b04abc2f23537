import { expect, test } from "./support/fixtures";

test("the header search goes to /?q= with trimmed text and ignores blank input", async ({ page }) => {
  await page.goto("/evler");
  const search = page.getByRole("search");
  const input = search.getByRole("combobox");
  // Every search the page asks the server for (a document or a client navigation's data).
  const searches: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has("q") && (url.pathname === "/" || url.pathname.endsWith(".data"))) searches.push(url.searchParams.get("q")!);
  });

  await input.fill("   ");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/evler$/);

  await input.fill("  Girne villa  ");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/\?q=Girne(%20|\+)villa$/);
  expect(new URL(page.url()).searchParams.get("q")).toBe("Girne villa");
  // The blank Enter, pressed before, asked for nothing: a navigation it started would have sent
  // its request before this one's.
  expect(searches.length).toBeGreaterThan(0);
  expect(searches.every((text) => text === "Girne villa")).toBe(true);
});

test("the header search works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/evler");
  const search = page.getByRole("search");
  await search.getByRole("combobox").fill("Lefke");
  await search.getByRole("button").click();
  await expect(page).toHaveURL(/\/\?q=Lefke$/);
  await context.close();
});
