import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "~/.server/config";

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
    expect(message).toContain("BUSINESS_WHATSAPP: expected digits only");
    expect((error as ConfigError).issues).toHaveLength(4);
  });
});
