import type http from "node:http";
import type { AddressInfo } from "node:net";
import {
  type ServerBuild,
  UNSAFE_withComponentProps as withComponentProps,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
} from "react-router";
import type { AppContext } from "~/.server/context";
import * as entryServer from "~/entry.server";
import * as rootModule from "~/root";
import routes from "~/routes";
import { createApp } from "../../server/app";
import { testApp } from "./runtime";

/**
 * The site's Express app (server/app.ts `createApp`) in this test process, on the test runtime's
 * context, with a server build assembled from app/routes.ts (what `react-router build` bundles into
 * build/server): the middlewares, the page rendering and the route modules as production runs them,
 * without the built client files (no /assets).
 */

type ServerRoute = NonNullable<ServerBuild["routes"][string]>;
type RouteModule = ServerRoute["module"];
const ROUTE_MODULES = import.meta.glob<RouteModule>("../../app/routes/*.{ts,tsx}");

/** A route module as the build bundles it: its components get the route's props (loaderData, error…). */
function compiled(module: RouteModule): RouteModule {
  const { default: Component, ErrorBoundary } = module as unknown as {
    default?: Parameters<typeof withComponentProps>[0];
    ErrorBoundary?: Parameters<typeof withErrorBoundaryProps>[0];
  };
  return {
    ...module,
    ...(Component ? { default: withComponentProps(Component) } : {}),
    ...(ErrorBoundary ? { ErrorBoundary: withErrorBoundaryProps(ErrorBoundary) } : {}),
  } as RouteModule;
}

async function serverBuild(): Promise<ServerBuild> {
  // `app.css?url` is "" outside a Vite build: the stylesheet gets the name a build would give it.
  const root = {
    ...rootModule,
    links: () => rootModule.links().map((link) => ("href" in link && link.href === "" ? { ...link, href: "/assets/app.css" } : link)),
  };
  const manifest: ServerBuild["routes"] = {
    root: { id: "root", path: "", module: compiled(root as unknown as RouteModule) },
  };
  const assets: ServerBuild["assets"]["routes"] = {};
  for (const entry of routes) {
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
    const load = ROUTE_MODULES[`../../app/${entry.file}`];
    if (!load) throw new Error(`route module ${entry.file} not found`);
    const module = compiled(await load());
    manifest[id] = { id, parentId: "root", path: entry.path, index: entry.index, module } as ServerRoute;
    assets[id] = {
      id,
      parentId: "root",
      path: entry.path,
      index: entry.index,
      hasAction: "action" in module,
      hasLoader: "loader" in module,
      hasClientAction: "clientAction" in module,
      hasClientLoader: "clientLoader" in module,
      hasClientMiddleware: false,
      hasErrorBoundary: "ErrorBoundary" in module,
      module: `/assets/${id}.js`,
      clientActionModule: undefined,
      clientLoaderModule: undefined,
      clientMiddlewareModule: undefined,
      hydrateFallbackModule: undefined,
    };
  }
  assets.root = {
    id: "root",
    path: "",
    hasAction: false,
    hasLoader: "loader" in rootModule,
    hasClientAction: "clientAction" in rootModule,
    hasClientLoader: "clientLoader" in rootModule,
    hasClientMiddleware: false,
    hasErrorBoundary: "ErrorBoundary" in rootModule,
    module: "/assets/root.js",
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
  };
  return {
    entry: { module: entryServer as unknown as ServerBuild["entry"]["module"] },
    routes: manifest,
    assets: { entry: { module: "/assets/entry.client.js", imports: [] }, routes: assets, url: "/assets/manifest.js", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    // react-router.config.ts turns none of these on.
    future: { v8_middleware: false, v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  };
}

/** The routes of that build with an action, as concrete paths (parameters a UUID, the auth catch-all one endpoint). */
export async function routesWithActions(): Promise<string[]> {
  const { routes: manifest } = await serverBuild();
  return Object.values(manifest)
    .filter((route): route is ServerRoute => route !== undefined && route.id !== "root" && route.module.action !== undefined)
    .map((route) => `/${route.path ?? ""}`.replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000").replace(/\*$/, "sign-in/email"));
}

/**
 * The app on `context` (the test runtime's unless given) listening on a free port of 127.0.0.1;
 * `url` is its origin, `stop` closes it.
 */
export async function startAppServer(context: AppContext = testApp()) {
  const app = createApp(context, { build: await serverBuild() });
  const server: http.Server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
