import fs from "node:fs";
import path from "node:path";

/**
 * The routes of the production build (its route manifest), so a test that must cover every route
 * (every action, every page) covers a new one without being touched.
 */

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

export interface ManifestRoute {
  id: string;
  /** The route's pattern as written in app/routes.ts ("evler/:id"), "" for the index. */
  path: string;
  hasAction: boolean;
  hasLoader: boolean;
}

export function manifestRoutes(): ManifestRoute[] {
  const assets = path.join(buildDir, "client/assets");
  const file = fs.readdirSync(assets).find((name) => name.startsWith("manifest-") && name.endsWith(".js"));
  if (!file) throw new Error("No route manifest in the build");
  const window: {
    __reactRouterManifest?: {
      routes: Record<string, { id: string; path?: string; index?: boolean; hasAction: boolean; hasLoader: boolean }>;
    };
  } = {};
  new Function("window", fs.readFileSync(path.join(assets, file), "utf8"))(window);
  return Object.values(window.__reactRouterManifest!.routes)
    .filter((route) => route.path !== undefined || route.index)
    .map((route) => ({ id: route.id, path: route.path ?? "", hasAction: route.hasAction, hasLoader: route.hasLoader }));
}

/** A concrete path for a route pattern: parameters become a UUID, the auth catch-all one endpoint. */
export function samplePath(pattern: string, splat = "sign-in/email"): string {
  return `/${pattern}`.replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000").replace(/\*$/, splat);
}

/** Concrete paths of every route that has an action. */
export function routesWithActions(): string[] {
  return manifestRoutes()
    .filter((route) => route.hasAction)
    .map((route) => samplePath(route.path));
}
