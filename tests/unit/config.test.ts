import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "~/.server/infra/config";

describe("configuration", () => {
  it("starts with sensible defaults: embedded database in ./data, port 3000, demo content", () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.embedded).toBe(true);
    expect(config.DATA_DIR).toBe("./data");
    expect(config.uploadDir).toBe(path.resolve("data/uploads"));
    expect(config.SEED_DEMO).toBe(true);
    expect(config.siteUrl).toBe("http://localhost:3000");
  });

  it("switches to PostgreSQL with DATABASE_URL and reads booleans", () => {
    const config = parseConfig({ DATABASE_URL: "postgresql://u@db:5432/app", SEED_DEMO: "false", SITE_URL: "https://kktc.example/" });
    expect(config.embedded).toBe(false);
    expect(config.SEED_DEMO).toBe(false);
    expect(config.siteUrl).toBe("https://kktc.example");
  });

  it("reads the business WhatsApp number in any usual form and keeps the digits wa.me takes (decision 019)", () => {
    expect(parseConfig({}).BUSINESS_WHATSAPP).toBe("905338887766");
    for (const typed of ["+90 533 888 77 66", "0533 888 77 66", "905338887766", "0090 533 888 77 66"]) {
      expect(parseConfig({ BUSINESS_WHATSAPP: typed }).BUSINESS_WHATSAPP, typed).toBe("905338887766");
    }
    expect(parseConfig({ BUSINESS_WHATSAPP: "+44 7911 123456" }).BUSINESS_WHATSAPP).toBe("447911123456");
    expect(() => parseConfig({ BUSINESS_WHATSAPP: "0533 888" })).toThrow(/BUSINESS_WHATSAPP: expected a phone number/);
  });

  it("runs one process per core in production on PostgreSQL, one otherwise; more than one is refused on the embedded database", () => {
    const postgres = "postgres://u:p@db:5432/kk";
    expect(parseConfig({ DATABASE_URL: postgres }).webConcurrency).toBe(os.availableParallelism());
    expect(parseConfig({ DATABASE_URL: postgres, WEB_CONCURRENCY: "3" }).webConcurrency).toBe(3);
    expect(parseConfig({ DATABASE_URL: postgres, NODE_ENV: "development" }).webConcurrency).toBe(1);
    expect(parseConfig({}).webConcurrency).toBe(1);
    expect(parseConfig({ WEB_CONCURRENCY: "1" }).webConcurrency).toBe(1);
    expect(() => parseConfig({ WEB_CONCURRENCY: "2" })).toThrow(/WEB_CONCURRENCY: more than one process needs PostgreSQL \(DATABASE_URL\)/);
    expect(() => parseConfig({ DATABASE_URL: postgres, WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY: .*\(got "0"\)/);
  });

  it("links the site's own social accounts by default; another account, or none, when set", () => {
    expect(parseConfig({})).toMatchObject({
      INSTAGRAM_URL: "https://www.instagram.com/kktckiralik/",
      FACEBOOK_URL: "https://www.facebook.com/kktckiralik",
    });
    const set = parseConfig({ INSTAGRAM_URL: "https://www.instagram.com/other/", FACEBOOK_URL: "none" });
    expect(set.INSTAGRAM_URL).toBe("https://www.instagram.com/other/");
    expect(set.FACEBOOK_URL).toBeNull();
    expect(() => parseConfig({ FACEBOOK_URL: "facebook" })).toThrow(/FACEBOOK_URL: expected a full URL .*or none/);
  });

  it("treats empty values as unset", () => {
    expect(parseConfig({ DATABASE_URL: "", PORT: "" }).embedded).toBe(true);
  });

  it("lists every invalid variable with what was wrong and what it got", () => {
    let error: unknown;
    try {
      parseConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", SEED_DEMO: "maybe", BUSINESS_WHATSAPP: "+90 533" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain('PORT: expected a port number (got "eighty")');
    expect(message).toContain("DATABASE_URL: expected a postgres:// or postgresql:// connection string");
    expect(message).toContain('SEED_DEMO: expected true or false (got "maybe")');
    expect(message).toContain("BUSINESS_WHATSAPP: expected a phone number with its country code");
    expect((error as ConfigError).issues).toHaveLength(4);
  });

  it("stores uploads on disk by default and in S3 with STORAGE_DRIVER=s3 or S3_BUCKET", () => {
    expect(parseConfig({}).storage).toEqual({ driver: "disk", dir: path.resolve("data/uploads") });
    const s3 = {
      S3_ENDPOINT: "https://s3.eu-central-1.amazonaws.com",
      S3_BUCKET: "kk-media",
      S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_PUBLIC_URL: "https://cdn.kktc.example/media/",
    };
    expect(parseConfig(s3).storage).toEqual({
      driver: "s3",
      endpoint: "https://s3.eu-central-1.amazonaws.com",
      region: "us-east-1",
      bucket: "kk-media",
      accessKeyId: "AKIAEXAMPLE",
      secretAccessKey: "secret",
      publicUrl: "https://cdn.kktc.example/media",
      forcePathStyle: true,
    });
    expect(parseConfig({ ...s3, STORAGE_DRIVER: "s3", S3_REGION: "eu-central-1", S3_FORCE_PATH_STYLE: "false" }).storage).toMatchObject({
      region: "eu-central-1",
      forcePathStyle: false,
    });
    expect(parseConfig({ ...s3, STORAGE_DRIVER: "disk" }).storage.driver).toBe("disk");
  });

  it("names every missing S3 variable when S3 is chosen, without echoing secrets", () => {
    let error: unknown;
    try {
      parseConfig({ STORAGE_DRIVER: "s3", S3_SECRET_ACCESS_KEY: "top-secret", S3_PUBLIC_URL: "not a url" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { issues, message } = error as ConfigError;
    expect(issues.some((issue) => issue.startsWith("S3_PUBLIC_URL: expected a full URL"))).toBe(true);
    for (const name of ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID"]) {
      expect(
        issues.some((issue) => issue.startsWith(`${name}: required when uploads are stored in S3`)),
        name,
      ).toBe(true);
    }
    expect(message).not.toContain("top-secret");
    expect(() => parseConfig({ STORAGE_DRIVER: "ftp" })).toThrow(/STORAGE_DRIVER: expected disk or s3/);
  });

  it("reads REDIS_URL (optional, redis:// or rediss://) and a key prefix defaulting to kk:", () => {
    expect(parseConfig({}).REDIS_URL).toBeUndefined();
    expect(parseConfig({}).REDIS_KEY_PREFIX).toBe("kk:");
    const config = parseConfig({ REDIS_URL: "rediss://:secret@cache.internal:6380/2", REDIS_KEY_PREFIX: "kk-prod:" });
    expect(config.REDIS_URL).toBe("rediss://:secret@cache.internal:6380/2");
    expect(config.REDIS_KEY_PREFIX).toBe("kk-prod:");
    expect(() => parseConfig({ REDIS_URL: "http://cache:6379" })).toThrow(/REDIS_URL: expected a redis:\/\/ or rediss:\/\/ URL/);
    expect(() => parseConfig({ REDIS_KEY_PREFIX: "with space" })).toThrow(/REDIS_KEY_PREFIX: expected 1–64 letters/);
  });
});
