import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEGACY_REDIRECTS, buildRedirectTarget } from "~/lib/paths";
import { startAppServer } from "../support/app-server";
import { startTestRuntime } from "../support/runtime";

/**
 * The redirects of the route table (app/routes.ts), answered by the site's Express app
 * (server/app.ts) in this process: the old app's paths go permanently to the Turkish pages
 * (docs/product.md §2 "Redirects"), keeping their query string.
 */

const SAMPLE_ID = "3f2b8c1e-9a4d-4e57-8b1a-2c9d7e6f5a40";

let stop: () => Promise<void>;
let server: Awaited<ReturnType<typeof startAppServer>>;

beforeAll(async () => {
  ({ stop } = await startTestRuntime("redirects"));
  server = await startAppServer();
});
afterAll(async () => {
  await server?.stop();
  await stop?.();
});

const answer = (path: string) => fetch(`${server.url}${path}`, { redirect: "manual" });

describe('legacy redirects (docs/product.md §2 "Redirects")', () => {
  it.each(LEGACY_REDIRECTS)("$from answers a permanent redirect to $to", async ({ from, to }) => {
    const response = await answer(buildRedirectTarget(from, { id: SAMPLE_ID }));
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(buildRedirectTarget(to, { id: SAMPLE_ID }));
  });

  it("keeps the query string", async () => {
    const response = await answer("/houses?city=Girne&region=Alsancak");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/evler?city=Girne&region=Alsancak");
  });

  it("/yonetim goes to the admin dashboard", async () => {
    const response = await answer("/yonetim");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/yonetim/panel");
  });
});
