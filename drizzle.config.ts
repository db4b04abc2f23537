import { defineConfig } from "drizzle-kit";

// Only used to *generate* migrations (`npm run db:generate`); they are applied by the app on start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/.server/db/schema.ts",
  out: "./app/.server/db/migrations",
  strict: true,
});
