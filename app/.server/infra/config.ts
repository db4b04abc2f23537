import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_LISTING_LIFETIME_DAYS } from "~/domain/listing";
import { normalizeStoredPhone } from "~/domain/phone";
import { DEFAULT_REPORTS_TO_HIDE } from "~/domain/reports";
import type { S3StorageOptions } from "../adapters/s3-storage";

const booleanFromEnv = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "expected true or false" })
  .transform((value) => value === "true" || value === "1" || value === "yes");

const optionalUrl = z.url({ message: "expected a full URL such as https://example.com" }).optional();

/** A social account's URL with the site's own account as default; `none` turns the link off (null). */
function socialUrl(account: string) {
  return z
    .union([z.literal("none"), z.url({ message: "expected a full URL such as https://www.instagram.com/account/, or none" })])
    .default(account)
    .transform((value) => (value === "none" ? null : value));
}

/** Every environment variable the server reads, validated once at start-up. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number({ message: "expected a port number" }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Public origin of the site, used for canonical URLs, link previews and e-mails. */
  SITE_URL: optionalUrl,
  /** PostgreSQL connection string (production). Without it the embedded PGlite in DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: "expected a postgres:// or postgresql:// connection string" })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * How long a request waits for a free database connection before it fails with the translated
   * "server did not answer" (503 with Retry-After) instead of hanging (db/client.ts).
   */
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number({ message: "expected a number of seconds" }).min(1).max(120).default(10),
  /** Whether this node runs background jobs (mails; jobs/queue.ts). A node without still sends them. */
  JOB_WORKERS: booleanFromEnv.default(true),
  /**
   * Redis shared by all app nodes (redis:// or rediss://). When set, the auth rate-limit counters
   * live there instead of in the database. Sessions stay in the database either way.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, { message: "expected a redis:// or rediss:// URL such as redis://127.0.0.1:6379" })
    .optional(),
  /** Prefix of every key this site writes to Redis (several sites or test runs can share one Redis). */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, { message: "expected 1–64 letters, digits or : _ . -" })
    .default("kk:"),
  /** Directory of the embedded database, lock file and uploaded files. */
  DATA_DIR: z.string().min(1).default("./data"),
  /** Where the disk storage adapter keeps uploaded files (default: DATA_DIR/uploads). */
  UPLOAD_DIR: z.string().min(1).optional(),
  /** Where uploads in flight are written as they arrive, until stored (default: DATA_DIR/incoming). */
  UPLOAD_SPOOL_DIR: z.string().min(1).optional(),
  /** Where uploaded files go: `disk` (default) or `s3`; setting S3_BUCKET alone also chooses s3. */
  STORAGE_DRIVER: z.enum(["disk", "s3"], { message: "expected disk or s3" }).optional(),
  /** S3-compatible API endpoint, e.g. https://s3.eu-central-1.amazonaws.com or a MinIO address. */
  S3_ENDPOINT: z.url({ message: "expected a full URL such as https://s3.example.com" }).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: "expected an S3 bucket name (3–63 lowercase letters, digits, dots, dashes)" })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Public base URL of the bucket's objects (CDN or bucket address); object URLs are `{S3_PUBLIC_URL}/{bucket}/{key}`. */
  S3_PUBLIC_URL: z.url({ message: "expected a full URL such as https://cdn.example.com/media" }).optional(),
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(true),
  SEED_DEMO: booleanFromEnv.default(true),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Number of reverse proxies in front of the app whose X-Forwarded-* headers are trusted. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Seconds a SIGTERM waits for in-flight requests before closing the remaining connections. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(120).default(10),
  /**
   * The business WhatsApp number, in any usual form (+90 533 888 77 66, 0533 888 77 66, or digits with
   * the country code); kept as the digits of its E.164 form, what wa.me links take (905338887766).
   */
  BUSINESS_WHATSAPP: z
    .string()
    .default("905338887766")
    .transform((value, ctx) => {
      const e164 = normalizeStoredPhone(value);
      if (!e164) {
        ctx.addIssue({ code: "custom", message: "expected a phone number with its country code, e.g. +90 533 888 77 66 or 905338887766" });
        return z.NEVER;
      }
      return e164.slice(1);
    }),
  CONTACT_EMAIL: z.email({ message: "expected an e-mail address" }).default("info@kktckiralik.com"),
  CONTACT_ADDRESS: z.string().min(1).default("Dereboyu Caddesi No: 12, Lefkoşa, KKTC"),
  /** SMTP server for outgoing mail (smtp:// or smtps://user:pass@host:port). Without it: the dev outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { message: "expected an smtp:// or smtps:// URL" })
    .optional(),
  MAIL_FROM: z.string().min(3).default("KKTC Kiralık <no-reply@kktckiralik.com>"),
  /** Signs sessions and tokens; at least 32 characters. Without it one is generated and kept in the database. */
  BETTER_AUTH_SECRET: z.string().min(32, { message: "expected at least 32 characters" }).optional(),
  /** The demo admin's sign-in (demo content only). Without ADMIN_PASSWORD one is generated and printed at start. */
  ADMIN_EMAIL: z.email({ message: "expected an e-mail address" }).default("admin@kktckiralik.com"),
  ADMIN_PASSWORD: z.string().min(6, { message: "expected at least 6 characters" }).optional(),
  /** Multiplies the maximum of every auth rate limit (AUTH_RATE_LIMITS); for test and load-test servers only. */
  AUTH_RATE_LIMIT_MULTIPLIER: z.coerce.number({ message: "expected a whole number" }).int().min(1).max(1000).default(1),
  /** The site's own accounts, linked in the footer and on the contact page; `none` shows no link. */
  INSTAGRAM_URL: socialUrl("https://www.instagram.com/kktckiralik/"),
  FACEBOOK_URL: socialUrl("https://www.facebook.com/kktckiralik"),
  /**
   * Memory for the anonymous page cache of the home and category pages, in MB per node; 0 turns
   * it off (decision 010).
   */
  PAGE_CACHE_MB: z.coerce.number({ message: "expected a number of megabytes" }).int().min(0).max(4096).default(32),
  /** How long a cached page may be served at most, in seconds (view counts and dates age this much). */
  PAGE_CACHE_SECONDS: z.coerce.number({ message: "expected a number of seconds" }).int().min(1).max(3600).default(10),
  /**
   * How long a shared HTTP cache (Varnish, a CDN) may serve a public page before asking again
   * (`s-maxage`, decision 021). Short unless the caches are purged on change (CACHE_PURGE_URLS).
   */
  SHARED_CACHE_SECONDS: z.coerce.number({ message: "expected a number of seconds" }).int().min(0).max(31_536_000).default(10),
  /**
   * The shared caches to purge on change (decision 022): comma-separated endpoints that take
   * `PURGE` with a `Surrogate-Key` header (our Varnish: deploy/varnish/default.vcl). Empty: none.
   */
  CACHE_PURGE_URLS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ message: "expected comma-separated full URLs such as http://varnish:6081/" }))),
  /** How often a node looks for purges to send to the shared caches, in milliseconds. */
  CACHE_PURGE_POLL_MS: z.coerce.number({ message: "expected a number of milliseconds" }).int().min(50).max(60_000).default(250),
  /**
   * How long an idle keep-alive connection stays open, in seconds. Longer than the idle timeout of
   * what sits in front (Varnish's backend_idle_timeout and most load balancers: 60 s), so that side
   * always closes first: a server closing a connection its client is just reusing resets that
   * request (Node's default of 5 s did so to kept-alive clients).
   */
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number({ message: "expected a number of seconds" }).int().min(1).max(3600).default(65),
  /**
   * Server processes on this node (decision 024): in production on PostgreSQL, one per available
   * core by default, each a whole app sharing nothing but the database, Redis and storage; 1
   * otherwise. The embedded database serves one process, so more is refused without DATABASE_URL.
   */
  WEB_CONCURRENCY: z.coerce.number({ message: "expected a number of processes" }).int().min(1).max(64).optional(),
  /** How long past that a shared cache may still serve a page while it asks again (`stale-while-revalidate`). */
  SHARED_CACHE_STALE_SECONDS: z.coerce.number({ message: "expected a number of seconds" }).int().min(0).max(31_536_000).default(60),
  /**
   * How often each node looks whether a maintenance sweep is due (expired accounts, orphan uploads,
   * saved-search alerts…), in seconds: a sweep runs once per its own interval, at most this late
   * (the alerts' interval is 20 s). 0: this node sends none (another node does).
   */
  MAINTENANCE_TICK_SECONDS: z.coerce.number({ message: "expected a number of seconds" }).int().min(0).max(86_400).default(5),
  /**
   * Days an approved or renewed listing stays live before it expires (decision 029); its
   * owner is mailed a renew link EXPIRY_NOTICE_DAYS before.
   */
  LISTING_LIFETIME_DAYS: z.coerce
    .number({ message: "expected a number of days" })
    .int()
    .min(1)
    .max(3650)
    .default(DEFAULT_LISTING_LIFETIME_DAYS),
  /** Reports of this many distinct members hide a listing until an admin answers them. */
  REPORTS_TO_HIDE: z.coerce.number({ message: "expected a whole number" }).int().min(1).max(1000).default(DEFAULT_REPORTS_TO_HIDE),
  /** TRY exchange rates: a document in the Turkish central bank's daily XML format. */
  CURRENCY_PROVIDER_URL: z
    .url({ message: "expected a full URL such as https://example.com/today.xml" })
    .default("https://www.tcmb.gov.tr/kurlar/today.xml"),
});

/** Where uploaded files are stored (see app/.server/adapters). */
type StorageConfig = { driver: "disk"; dir: string } | ({ driver: "s3" } & S3StorageOptions);

export type Config = z.infer<typeof envSchema> & {
  siteUrl: string;
  /** Server processes to run (WEB_CONCURRENCY, or its default). */
  webConcurrency: number;
  uploadDir: string;
  uploadSpoolDir: string;
  embedded: boolean;
  storage: StorageConfig;
};

const S3_REQUIRED = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PUBLIC_URL"] as const;

/** S3 is chosen by STORAGE_DRIVER=s3, or by S3_BUCKET when STORAGE_DRIVER is unset. */
const s3Chosen = (env: Record<string, string | undefined>) =>
  env.STORAGE_DRIVER === "s3" || (env.STORAGE_DRIVER === undefined && env.S3_BUCKET !== undefined);

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parses and validates the environment; throws ConfigError listing every problem. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  // Treat empty strings as unset, as most process managers write them for blank values.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const result = envSchema.safeParse(cleaned);
  const missingS3 = s3Chosen(cleaned)
    ? S3_REQUIRED.filter((name) => cleaned[name] === undefined).map(
        (name) =>
          `${name}: required when uploads are stored in S3 (STORAGE_DRIVER=s3 or S3_BUCKET set); set all of ${S3_REQUIRED.join(", ")}`,
      )
    : [];
  const embeddedWorkers =
    cleaned.DATABASE_URL === undefined && Number(cleaned.WEB_CONCURRENCY) > 1
      ? [
          `WEB_CONCURRENCY: more than one process needs PostgreSQL (DATABASE_URL); the embedded database serves one (got "${cleaned.WEB_CONCURRENCY}")`,
        ]
      : [];
  if (!result.success || missingS3.length > 0 || embeddedWorkers.length > 0) {
    throw new ConfigError([
      ...(result.error?.issues ?? []).map((issue) => {
        const name = issue.path.join(".");
        const got = cleaned[name];
        return `${name}: ${issue.message}${got === undefined ? "" : ` (got ${JSON.stringify(got)})`}`;
      }),
      ...missingS3,
      ...embeddedWorkers,
    ]);
  }
  const parsed = result.data;
  const port = parsed.PORT;
  const uploadDir = path.resolve(parsed.UPLOAD_DIR ?? path.join(parsed.DATA_DIR, "uploads"));
  const storage: StorageConfig = s3Chosen(cleaned)
    ? {
        driver: "s3",
        endpoint: parsed.S3_ENDPOINT!,
        region: parsed.S3_REGION,
        bucket: parsed.S3_BUCKET!,
        accessKeyId: parsed.S3_ACCESS_KEY_ID!,
        secretAccessKey: parsed.S3_SECRET_ACCESS_KEY!,
        publicUrl: parsed.S3_PUBLIC_URL!.replace(/\/+$/, ""),
        forcePathStyle: parsed.S3_FORCE_PATH_STYLE,
      }
    : { driver: "disk", dir: uploadDir };
  return {
    ...parsed,
    siteUrl: (parsed.SITE_URL ?? `http://localhost:${port}`).replace(/\/+$/, ""),
    uploadDir,
    uploadSpoolDir: path.resolve(parsed.UPLOAD_SPOOL_DIR ?? path.join(parsed.DATA_DIR, "incoming")),
    embedded: !parsed.DATABASE_URL,
    webConcurrency: parsed.WEB_CONCURRENCY ?? (parsed.NODE_ENV === "production" && parsed.DATABASE_URL ? os.availableParallelism() : 1),
    storage,
  };
}

const globalForConfig = globalThis as unknown as { __kkConfig?: Config };

/** The process's configuration (parsed from process.env on first use). */
export function getConfig(): Config {
  globalForConfig.__kkConfig ??= parseConfig(process.env);
  return globalForConfig.__kkConfig;
}

export function setConfig(config: Config) {
  globalForConfig.__kkConfig = config;
}
