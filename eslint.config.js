// @ts-check
import fs from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Import boundaries (the one-way flow domain ← features ← routes, see docs/architecture.md):
 * - app/domain imports nothing from UI, lib or server code;
 * - app/lib and app/components never import features, routes or server code;
 * - a feature never imports another feature, routes or server code;
 * - nothing but routes, root and the server imports app/.server.
 */
const features = fs.existsSync("app/features")
  ? fs.readdirSync("app/features", { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
  : [];

/** @param {string[]} files @param {string[]} groups @param {string} message */
const restrict = (files, groups, message) => ({
  files,
  rules: {
    "no-restricted-imports": /** @type {import("eslint").Linter.RuleEntry} */ ([
      "error",
      { patterns: [{ group: groups, message }] },
    ]),
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
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
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
      ],
      "Features never import each other, routes or server code; share through app/lib, app/components or app/domain.",
    ),
  ),
);
