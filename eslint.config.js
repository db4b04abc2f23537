// @ts-check
import fs from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import eslintConfigPrettier from "eslint-config-prettier";
import globals from "globals";
import tseslint from "typescript-eslint";
import { noImportCycles } from "./scripts/eslint/import-cycles.mjs";

/**
 * Import boundaries (the one-way flow domain ← lib/components ← entities ← features ← routes, see
 * docs/architecture.md):
 * - app/domain imports nothing from UI, lib or server code;
 * - app/lib and app/components never import entities, features, routes or server code;
 * - an entity (app/entities/<name>) never imports features, routes, the root or server code;
 * - a feature never imports another feature, routes or server code (entities it may);
 * - nothing but routes, root and the server imports app/.server.
 */
const features = fs.existsSync("app/features")
  ? fs
      .readdirSync("app/features", { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

/** @param {string[]} files @param {string[]} groups @param {string} message */
const restrict = (files, groups, message) => ({
  files,
  rules: {
    "no-restricted-imports": /** @type {import("eslint").Linter.RuleEntry} */ (["error", { patterns: [{ group: groups, message }] }]),
  },
});

export default tseslint.config(
  {
    ignores: ["build/**", "build-*/**", ".react-router/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Hooks live in components and in hook modules (use-*.ts, lib/viewer.ts, …): every app file is checked.
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    // The server's layers (docs/architecture.md): routes → http glue, auth → services → db, with
    // adapters beside them and infra (config, logger, runtime handles) under all; the demo seed writes
    // its content directly. Paths are resolved as TypeScript resolves them (the `~/` alias included).
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    plugins: { "import-x": importX, local: { rules: { "no-import-cycles": noImportCycles } } },
    settings: {
      // Dependencies are parsed as TypeScript too, or no-cycle would not see through .ts/.tsx files.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createNodeResolver({
          tsconfig: { configFile: path.resolve("tsconfig.json"), references: "auto" },
          extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
        }),
      ],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // import-x/no-cycle skips type-only imports; this one counts them (scripts/eslint/import-cycles.mjs).
      "local/no-import-cycles": ["error", { roots: ["app/.server", "server"] }],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: [
                "./app/!(.server)/**/*",
                "./app/*.{ts,tsx}",
                "./app/.server/*.ts",
                "./app/.server/!(services|db|demo)/**/*",
                "./server/**/*",
              ],
              from: ["./app/.server/db/{schema,auth-schema}.ts", "./node_modules/drizzle-orm/**/*"],
              message: "Only app/.server/services (and the db layer itself) read and write tables: call a service.",
            },
            {
              target: "./app/routes/**/*",
              from: ["./app/.server/db/**/*", "./app/.server/adapters/**/*"],
              message: "Routes reach data and the outside world through services, never the db layer or an adapter directly.",
            },
            {
              target: "./app/.server/adapters/**/*",
              from: ["./app/.server/db/**/*", "./app/.server/services/**/*"],
              message: "Adapters talk to the outside world (storage, mail, caches, currency provider) and never touch our tables.",
            },
            {
              target: "./app/.server/mail/**/*",
              from: ["./app/.server/db/**/*", "./app/.server/services/**/*"],
              message:
                "The mail module (layout, templates) is SQL-free and below the services: they look the recipient up and hand it plain values.",
            },
            // The client's layers: entities (what several features show of one thing, e.g. a listing's
            // card) sit below features and above lib, components and domain.
            {
              target: "./app/entities/**/*",
              from: ["./app/features/**/*", "./app/routes/**/*", "./app/.server/**/*", "./app/*.{ts,tsx}"],
              message:
                "Entities (app/entities) sit below features: they never import a feature, a route, the root or server code; move what both need down into the entity.",
            },
            {
              target: ["./app/domain/**/*", "./app/lib/**/*", "./app/components/**/*"],
              from: "./app/entities/**/*",
              message: "domain, lib and components sit below app/entities and never import an entity.",
            },
          ],
        },
      ],
    },
  },
  restrict(
    ["app/domain/**"],
    ["~/features/*", "~/routes/*", "~/components/*", "~/lib/*", "~/.server/*", "../*", "react", "react-*"],
    "app/domain holds plain constants and schemas: it imports nothing from UI, lib or server code.",
  ),
  restrict(
    ["app/lib/**", "app/components/**"],
    ["~/features/*", "~/routes/*", "~/.server/*", "**/features/**", "**/routes/**", "**/.server/**"],
    "Shared code (lib, components) must not depend on features, routes or server code.",
  ),
  ...features.map((feature) =>
    restrict(
      [`app/features/${feature}/**`],
      [
        ...features.filter((other) => other !== feature).flatMap((other) => [`~/features/${other}/*`, `**/${other}/*`]),
        "~/routes/*",
        "~/.server/*",
        "**/.server/**",
        // An entity of the same name as a feature is not that feature.
        "!~/entities/**",
      ],
      "Features never import each other, routes or server code; share through app/entities, app/lib, app/components or app/domain.",
    ),
  ),
  // Formatting is Prettier's (npm run lint checks it): no stylistic rule may disagree with it.
  eslintConfigPrettier,
);
