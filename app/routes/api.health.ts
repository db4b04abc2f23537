import { data } from "react-router";
import type { Route } from "./+types/api.health";
import { countUnsentPurges } from "~/.server/services/platform/cache-purges";
import { pingDatabase } from "~/.server/services/platform/health";

/**
 * GET /api/health — 200 when the server and its database answer, 503 otherwise (the load
 * balancer's check). With REDIS_URL the answer also says whether Redis answers (`redis`); Redis
 * being down does not take the node out of rotation (every node shares it, and pages keep
 * working), it makes the sign-in forms answer with an error until it is back. With shared caches
 * to purge (CACHE_PURGE_URLS), it also reports how many purges wait to be sent (`unsentPurges`; a
 * growing number means a cache does not take them).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const started = performance.now();
  const headers = { "Cache-Control": "no-store" };
  const sharedStore = context.app.sharedStore;
  const redis = sharedStore
    ? await sharedStore.ping().then(
        () => "ok" as const,
        () => "unavailable" as const,
      )
    : undefined;
  try {
    await pingDatabase(context.app.db);
    const purges = context.app.config.CACHE_PURGE_URLS.length > 0 ? { unsentPurges: await countUnsentPurges(context.app.db) } : {};
    return data(
      { status: "ok", database: "ok", ...(redis ? { redis } : {}), ...purges, latencyMs: Math.round(performance.now() - started) },
      { headers },
    );
  } catch {
    return data({ status: "error", database: "unavailable", ...(redis ? { redis } : {}) }, { status: 503, headers });
  }
}
