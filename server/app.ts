/**
 * The HTTP server: Express 5 with security headers (CSP with script hashes, decision 020), compression, pino request logs,
 * static assets, uploaded media and the React Router request handler. Bundled by Vite as the SSR
 * entry (build/server/index.js); `server.js` imports it and calls `main()`.
 */
import cluster from "node:cluster";
import type http from "node:http";
import net from "node:net";
import path from "node:path";
import compression from "compression";
import express, { type RequestHandler } from "express";
import helmet from "helmet";
import onHeaders from "on-headers";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import { SharedStoreUnavailableError } from "~/.server/adapters/redis";
import type { AppContext } from "~/.server/context";
import { MEDIA_URL_PREFIX } from "~/.server/adapters/storage";
import { CLIENT_IP_HEADER, SESSION_COOKIE } from "~/.server/auth/auth";
import { isCrossSite } from "~/.server/http/guard";
import { type Config, ConfigError, getConfig } from "~/.server/infra/config";
import { EmbeddedDatabaseError } from "~/.server/db/embedded";
import { SURROGATE_KEY_HEADER } from "~/.server/http/cache-headers";
import { type Directives, SCRIPT_SRC, documentPolicy, formatPolicy } from "~/.server/http/content-security";
import { getLogger } from "~/.server/infra/logger";
import { purgesBetween } from "~/.server/services/platform/cache-purges";
import { readContentVersion } from "~/.server/services/platform/content-version";
import { sameSitePath } from "~/domain/auth";
import { runPrimary } from "./cluster";
import { serveMedia } from "./media";
import { RENDER_FAILED, createPageCache } from "./page-cache";
import { refuse } from "./refuse";
import { startAppContext, stopAppContext } from "./context";
import { createRequestHandler } from "./request-handler";

/** How long after a shutdown signal the connections idle at that point are closed (see `shutdown`). */
const IDLE_CLOSE_DELAY_MS = 1000;

export interface MainOptions {
  /** Development: Vite's middlewares and a loader for the freshest server build. */
  dev?: { middlewares: RequestHandler; loadBuild: () => Promise<ServerBuild> };
}

/** The React Router build: loaded once at start in production (a broken build fails at start, not on the first request). */
async function loadProductionBuild(): Promise<ServerBuild> {
  return (await import("virtual:react-router/server-build")) as ServerBuild;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF protection for every state-changing request, whatever route it reaches: a request that a
 * browser sent from another site (Fetch Metadata or Origin) is refused with 403 and a translated
 * message before any route runs. Routes check it again themselves (defence in depth; in-process
 * tests call them without this server).
 */
const refuseCrossSite =
  (siteUrl: string): RequestHandler =>
  (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const headers = { secFetchSite: req.get("sec-fetch-site") ?? null, origin: req.get("origin") ?? null };
    if (!isCrossSite(headers, req.get("host") ?? "", siteUrl)) return next();
    refuse(req, res, "cross_site");
  };

/** The methods the site answers; anything else (TRACE, CONNECT, WebDAV…) gets 405 before any route. */
export const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const SERVED = new Set<string>(SERVED_METHODS);
/** A host name or IPv4/IPv6 address with an optional port: what a Host header may hold. */
const HOST_HEADER = /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,252})|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/**
 * Requests no route can answer sensibly are refused before any route runs: a method the site does
 * not serve (405 with Allow); a request target that is not a path — the asterisk form (`OPTIONS *`,
 * 405: the site has no server-wide options) or the absolute form a proxy would take
 * (`GET http://host/`, 400: this is no proxy); and a missing, empty or malformed Host header (400) —
 * the URL every route sees is built from it. Behind trusted proxies their X-Forwarded-Host must be
 * valid too.
 */
const refuseMalformed: RequestHandler = (req, res, next) => {
  if (!SERVED.has(req.method) || req.originalUrl === "*") {
    res.set("Allow", SERVED_METHODS.join(", "));
    return refuse(req, res, "method_not_allowed");
  }
  if (!req.originalUrl.startsWith("/")) return refuse(req, res, "bad_host", { key: "http.errors.badTarget" });
  const host = req.get("host") ?? "";
  const forwarded = req.app.enabled("trust proxy") ? req.get("x-forwarded-host") : undefined;
  if (!HOST_HEADER.test(host) || (forwarded !== undefined && !HOST_HEADER.test(forwarded.split(",")[0]!.trim()))) {
    return refuse(req, res, "bad_host");
  }
  next();
};

/**
 * Two rules every dynamic answer obeys, checked as its headers go out:
 * - Personalised answers (the request carries a session, or the answer sets a cookie) say
 *   `Cache-Control: private, no-store`, whatever the route said, so no shared cache ever keeps one;
 *   so does every answer whose route said nothing (only public pages say they may be shared).
 * - A redirect never leaves the site: a Location that resolves to another origin is replaced by "/"
 *   (the routes check their redirect targets with the same `sameSitePath`; this is the last line).
 */
function guardAnswers(sessionCookie: string, logger: Logger): RequestHandler {
  return (req, res, next) => {
    const hasSession = (req.get("cookie") ?? "").includes(`${sessionCookie}=`);
    onHeaders(res, () => {
      // Shareable only when the route said so (decision 021) and the answer is nobody's own.
      if (hasSession || res.getHeader("set-cookie") !== undefined || !res.hasHeader("cache-control")) {
        res.setHeader("Cache-Control", "private, no-store");
        res.removeHeader(SURROGATE_KEY_HEADER);
      }
      const location = res.getHeader("location");
      if (typeof location === "string" && !isOwnLocation(location, `${req.protocol}://${req.get("host")}`)) {
        logger.warn({ location, url: req.originalUrl }, "refused a redirect to another site");
        res.setHeader("Location", "/");
      }
    });
    next();
  };
}

/** Whether a Location header stays on this site: a same-site path, or an absolute URL of this origin. */
export function isOwnLocation(location: string, origin: string): boolean {
  if (location.startsWith("/")) return sameSitePath(location) !== null;
  try {
    return new URL(location).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}

/** The site's CSP directives (decision 020); documents add their inline scripts' hashes to `script-src`. */
function cspDirectives(config: Config, dev: boolean): Directives {
  const https = config.siteUrl.startsWith("https://");
  // Media in S3 over plain http (a local MinIO, say) is not covered by `https:`.
  const mediaOrigin = config.storage.driver === "s3" ? [new URL(config.storage.publicUrl).origin] : [];
  return {
    "default-src": ["'self'"],
    // Development adds Vite's HMR client (inline + eval). Production: the site's files and, per
    // document, its inline scripts by hash. wasm-unsafe-eval: the HEIC converter of the listing
    // form runs WebAssembly (no JS eval is allowed).
    "script-src": dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : SCRIPT_SRC,
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https:", ...mediaOrigin],
    "font-src": ["'self'", "data:"],
    "connect-src": dev ? ["'self'", "ws:", "wss:"] : ["'self'"],
    "media-src": ["'self'", "blob:", "https:", ...mediaOrigin],
    "worker-src": ["'self'", "blob:"],
    "frame-src": [
      "https://www.google.com",
      "https://maps.google.com",
      "https://www.youtube-nocookie.com",
      "https://www.youtube.com",
      "https://my.matterport.com",
    ],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    ...(https ? { "upgrade-insecure-requests": [] } : {}),
  };
}

export function createApp(context: AppContext, options: MainOptions & { build?: ServerBuild } = {}) {
  const { config, logger } = context;
  const app = express();
  const dev = Boolean(options.dev);
  app.disable("x-powered-by");
  if (config.TRUST_PROXY > 0) app.set("trust proxy", config.TRUST_PROXY);

  app.use(
    pinoHttp({
      logger,
      // Health checks and static files would drown the log.
      autoLogging: { ignore: (req) => req.url === "/api/health" || /^\/(assets|media)\//.test(req.url ?? "") },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(refuseMalformed);
  const directives = cspDirectives(config, dev);
  const basePolicy = formatPolicy(directives);
  // Every answer gets the site's policy; a rendered document replaces it with one naming its scripts.
  app.use((_req, res, next) => {
    res.setHeader("Content-Security-Policy", basePolicy);
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: false,
      strictTransportSecurity: config.siteUrl.startsWith("https://") ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      frameguard: { action: "deny" },
    }),
  );
  app.use((_req, res, next) => {
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    next();
  });
  // Event streams are never compressed (compression buffers, and the stream must flush each event).
  app.use(
    compression({
      filter: (req, res) => !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") && compression.filter(req, res),
    }),
  );
  // The client address for rate limits and sessions: from the socket, or from the trusted proxies'
  // X-Forwarded-For (TRUST_PROXY). Whatever a client sends in this header is overwritten.
  app.use((req, _res, next) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "";
    next();
  });

  // Uploaded media on disk: keys are unique and never overwritten, so they are cached for a year.
  app.use(MEDIA_URL_PREFIX, serveMedia(config.uploadDir));

  if (options.dev) {
    app.use(options.dev.middlewares);
  } else {
    const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
    // Hashed build output: immutable for a year. Other public files: one hour.
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    // Only paths that name a file (favicon.svg…): the static middleware stats the disk for every
    // request it sees, which cost pages and JSON endpoints ≈ 0.25 ms each under load.
    const publicFiles = express.static(clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) => (path.extname(req.path) && !req.path.startsWith("/api/") ? publicFiles(req, res, next) : next()));
  }

  app.use(refuseCrossSite(config.siteUrl));
  app.use(guardAnswers(SESSION_COOKIE, logger));
  if (!dev && config.PAGE_CACHE_MB > 0) {
    const pageCache = createPageCache({
      maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
      ttlMs: config.PAGE_CACHE_SECONDS * 1000,
      sessionCookie: SESSION_COOKIE,
      readVersion: () => readContentVersion(context.db),
      readPurges: (after, upTo) => purgesBetween(context.db, after, upTo),
      onError: (error) => logger.warn({ err: error }, "page cache: content version unavailable, rendering"),
    });
    app.use(pageCache.middleware);
  }
  app.use(
    createRequestHandler({
      build: options.dev ? options.dev.loadBuild : (options.build ?? loadProductionBuild),
      mode: dev ? "development" : "production",
      getLoadContext: (_req, res) => ({
        app: context,
        contentSecurityPolicy: dev ? undefined : (hashes: string[]) => documentPolicy(directives, hashes),
        renderFailed: () => {
          res.locals[RENDER_FAILED] = true;
        },
      }),
    }),
  );
  return app;
}

/**
 * Starts everything; on SIGTERM/SIGINT finishes in-flight requests, closes the database and exits.
 * With WEB_CONCURRENCY > 1 (production) this process forks that many workers, each of which runs
 * all of this (server/cluster.ts), and resolves to null.
 */
export async function main(options: MainOptions = {}): Promise<http.Server | null> {
  let config: Config;
  try {
    config = getConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = getLogger();
  if (config.webConcurrency > 1 && !options.dev && cluster.isPrimary) {
    runPrimary(config.webConcurrency, logger);
    return null;
  }
  let context: AppContext;
  try {
    context = await startAppContext(config, logger);
  } catch (error) {
    if (error instanceof SharedStoreUnavailableError) {
      logger.fatal(error.message);
      console.error(`\nCannot start: ${error.message}\n`);
      process.exit(1);
    }
    if (error instanceof EmbeddedDatabaseError) {
      logger.fatal({ code: error.code }, error.message);
      console.error(`\nCannot start: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const app = createApp(context, { ...options, build: options.dev ? undefined : await loadProductionBuild() });
  let shuttingDown = false;
  app.set("shuttingDown", () => shuttingDown);
  const server: http.Server = await new Promise((resolve) => {
    const listening = app.listen(config.PORT, config.HOST, () => resolve(listening));
  });
  server.keepAliveTimeout = config.KEEP_ALIVE_TIMEOUT_SECONDS * 1000;
  // A request's headers may take as long as Node's default allows, but never less than an idle
  // connection may wait (Node's advice: headersTimeout above keepAliveTimeout).
  server.headersTimeout = Math.max(server.headersTimeout, server.keepAliveTimeout + 1000);
  // Responses in progress, so a shutdown can mark those whose headers are not sent yet.
  const open = new Set<http.ServerResponse>();
  server.on("request", (_req, res: http.ServerResponse) => {
    // Once shutdown starts, tell keep-alive clients to reconnect elsewhere.
    if (shuttingDown && !res.headersSent) res.setHeader("Connection", "close");
    open.add(res);
    res.once("close", () => open.delete(res));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  logger.info({ port, database: config.embedded ? "pglite" : "postgres" }, "server listening");
  // Once per node, not once per worker.
  const firstOfNode = !cluster.worker || cluster.worker.id === 1;
  if (firstOfNode) console.log(`KKTC Kiralık is running at http://localhost:${port}`);
  if (context.demoAccounts && firstOfNode) {
    const { adminEmail, password, sellerEmails } = context.demoAccounts;
    console.log(`Demo admin: ${adminEmail} / ${password}  (demo sellers use the same password, e.g. ${sellerEmails[0]})`);
  }

  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const forceTimer = setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_TIMEOUT_SECONDS * 1000);
    forceTimer.unref();
    // Every answer from now on closes its connection (Node closes the socket after a response
    // carrying "Connection: close"), so busy keep-alive connections end after their current request.
    for (const res of open) if (!res.headersSent) res.setHeader("Connection", "close");
    // Connections still idle a moment after the signal are closed then (one a client reused
    // meanwhile was answered with "Connection: close" and has ended): they would otherwise hold the
    // exit until the force timer, since an idle connection may stay open for
    // KEEP_ALIVE_TIMEOUT_SECONDS (longer than the cache in front keeps it).
    const idleTimer = setTimeout(() => server.closeIdleConnections(), IDLE_CLOSE_DELAY_MS);
    idleTimer.unref();
    await new Promise<void>((resolve) => {
      // Stop accepting connections, but not with http.Server#close: it also destroys the keep-alive
      // connections idle at this instant, and a client may be sending its next request on one of
      // them right now (a client under load reuses its connection within microseconds); that
      // request would be reset. The callback runs when the last connection has ended.
      net.Server.prototype.close.call(server, () => resolve());
      // Open event streams never finish on their own: end them so the close can complete.
      context.liveQueue.closeStreams();
    });
    clearTimeout(idleTimer);
    clearTimeout(forceTimer);
    try {
      await stopAppContext(context);
      logger.info("shutdown complete");
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  // `on`, not `once`: a second signal during shutdown must not kill the process mid-way.
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  // A worker whose primary is gone (killed outright) has no one to answer to: it stops too.
  if (cluster.isWorker) process.on("disconnect", () => void shutdown("disconnect"));
  return server;
}
