import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { findCycles } from "../../scripts/eslint/import-cycles.mjs";

/**
 * The import rules of eslint.config.js, proved on deliberate violations: each
 * snippet is linted as if it were the named file of the project, so the real resolver, zones and
 * rules apply. The tree itself passing lint is `npm run lint`.
 */
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.severity === 2).map((message) => `${message.ruleId}: ${message.message}`);
}

const layerRule = "import-x/no-restricted-paths";

// Linting with the type-aware resolver and the cycle rule parses part of the tree: seconds, more on a
// busy machine, so each case gets a generous budget instead of the unit tests' default 5 s.
describe("the server's layers (lint)", { timeout: 60_000 }, () => {
  it("only services (and the db layer) reach the tables: drizzle-orm and the schema elsewhere fail", async () => {
    const code =
      'import { eq } from "drizzle-orm";\nimport { listings } from "~/.server/db/schema";\nexport const probe = [eq, listings];\n';
    for (const file of [
      "app/.server/auth/session.ts",
      "app/.server/http/probe.ts",
      "app/routes/probe.ts",
      "app/features/home/probe.ts",
      "server/probe.ts",
    ]) {
      const found = await problems(file, code);
      // Both imports, each once by this zone (a route's schema import also breaks the routes' zone).
      const zone = found.filter((problem) => problem.startsWith(layerRule) && problem.includes("Only app/.server/services"));
      expect(zone, file).toHaveLength(2);
    }
    expect(await problems("app/.server/services/probe.ts", code)).toEqual([]);
  });

  it("routes reach neither the db layer nor an adapter", async () => {
    const found = await problems(
      "app/routes/probe.ts",
      'import { openDatabase } from "~/.server/db/client";\nimport { createSmtpMailer } from "~/.server/adapters/mail";\nexport const probe = [openDatabase, createSmtpMailer];\n',
    );
    expect(found).toHaveLength(2);
    for (const problem of found) expect(problem).toContain("Routes reach data and the outside world through services");
    expect(
      await problems(
        "app/routes/probe.ts",
        'import { listOutbox } from "~/.server/services/platform/outbox";\nexport const probe = listOutbox;\n',
      ),
    ).toEqual([]);
  });

  it("adapters touch neither the db layer nor services", async () => {
    const found = await problems(
      "app/.server/adapters/probe.ts",
      'import type { Db } from "../db/client";\nimport { listOutbox } from "../services/platform/outbox";\nexport const probe = (db: Db) => listOutbox(db);\n',
    );
    expect(found).toHaveLength(2);
    for (const problem of found) expect(problem).toContain("Adapters talk to the outside world");
  });

  it("the mail module touches neither the db layer nor services (nor the tables), and may use an adapter's types", async () => {
    const found = await problems(
      "app/.server/mail/probe.ts",
      [
        'import type { Db } from "../db/client";',
        'import { listingOwner } from "../services/accounts/mail-recipients";',
        'import { profiles } from "~/.server/db/schema";',
        'import { eq } from "drizzle-orm";',
        'export const probe = (db: Db) => [listingOwner(db, "id"), eq(profiles.id, "id")];',
        "",
      ].join("\n"),
    );
    const zone = found.filter((problem) => problem.includes("The mail module (layout, templates) is SQL-free"));
    expect(zone).toHaveLength(3);
    // The schema and drizzle-orm also break the zone of the tables.
    expect(found.filter((problem) => problem.includes("Only app/.server/services"))).toHaveLength(2);
    expect(
      await problems(
        "app/.server/mail/probe.ts",
        'import type { MailMessage } from "../adapters/mail";\nimport { fill } from "./layout";\nexport const probe = (message: MailMessage) => fill(message.subject, {});\n',
      ),
    ).toEqual([]);
  });

  it("entities sit below features: an entity importing a feature, a route, the root or server code fails", async () => {
    const found = await problems(
      "app/entities/listing/probe.ts",
      [
        'import { CategoryBrowser } from "~/features/search/category-browser";',
        'import { SearchResults } from "../../features/search/search-results";',
        'import Home from "~/routes/home";',
        'import { Layout } from "~/root";',
        'import { getProfilePage } from "~/.server/services/accounts/profiles";',
        "export const probe = [CategoryBrowser, SearchResults, Home, Layout, getProfilePage];",
        "",
      ].join("\n"),
    );
    const zone = found.filter((problem) => problem.startsWith(layerRule) && problem.includes("Entities (app/entities) sit below features"));
    expect(zone, found.join("\n")).toHaveLength(5);
    // Within the entity layer, and down to components, lib and domain, imports are free.
    expect(
      await problems(
        "app/entities/listing/probe.ts",
        'import { ListingImage } from "./listing-image";\nimport { Button } from "~/components/ui/button";\nimport { cn } from "~/lib/cn";\nimport { LISTING_VIEWS } from "~/domain/filters";\nexport const probe = [ListingImage, Button, cn, LISTING_VIEWS];\n',
      ),
    ).toEqual([]);
  });

  it("features, routes and the root may import entities; components, lib and domain may not", async () => {
    const code = 'import { ListingGrid } from "~/entities/listing/listing-card";\nexport const probe = ListingGrid;\n';
    for (const file of ["app/features/search/probe.tsx", "app/features/listings/probe.tsx", "app/routes/probe.tsx", "app/root-probe.tsx"]) {
      expect(await problems(file, code), file).toEqual([]);
    }
    for (const file of ["app/components/probe.tsx", "app/lib/probe.ts", "app/domain/probe.ts"]) {
      const found = await problems(file, code);
      expect(
        found.some((problem) => problem.startsWith(layerRule) && problem.includes("never import an entity")),
        `${file}: ${found.join("; ")}`,
      ).toBe(true);
    }
  });

  it("an import cycle fails", async () => {
    // components/ui/button.tsx imports lib/cn.ts: cn importing the button closes a cycle.
    const found = await problems("app/lib/cn.ts", 'import { Button } from "~/components/ui/button";\nexport const probe = Button;\n');
    expect(found.some((problem) => problem.startsWith("import-x/no-cycle"))).toBe(true);
  });

  it("routes may not import the db layer or an adapter even for a type", async () => {
    const found = await problems(
      "app/routes/probe.ts",
      'import type { Db } from "~/.server/db/client";\nimport type { StorageAdapter } from "~/.server/adapters/storage";\nexport type Probe = [Db, StorageAdapter];\n',
    );
    expect(found).toHaveLength(2);
    for (const problem of found) expect(problem).toContain("Routes reach data and the outside world through services");
    // What a route gets instead: the app context's type.
    expect(
      await problems("app/routes/probe.ts", 'import type { AppContext } from "~/.server/context";\nexport type Probe = AppContext;\n'),
    ).toEqual([]);
  });

  it("a cycle closed by a type-only import fails in the server code, and there is none", async () => {
    // services/moderation/moderation.ts imports services/platform/shared.ts: shared importing a type of moderation closes a cycle.
    const found = await problems(
      "app/.server/services/platform/shared.ts",
      'import type { ModerationOutcome } from "../moderation/moderation";\nexport type Probe = ModerationOutcome;\n',
    );
    expect(
      found.some((problem) => problem.startsWith("local/no-import-cycles") && problem.includes("moderation.ts")),
      found.join("\n"),
    ).toBe(true);
    const { component } = findCycles(["app/.server", "server"].map((root) => path.resolve(root)));
    expect([...component.keys()].map((file) => path.relative(process.cwd(), file))).toEqual([]);
  });

  it("hook modules (use-*.ts) are held to the rules of hooks", async () => {
    const found = await problems(
      "app/lib/use-probe.ts",
      'import { useState } from "react";\nexport function useProbe(open: boolean) {\n  if (open) useState(0);\n  return open;\n}\n',
    );
    expect(found.some((problem) => problem.startsWith("react-hooks/rules-of-hooks"))).toBe(true);
  });
});
