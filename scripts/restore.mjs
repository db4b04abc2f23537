// @ts-check
// `npm run restore -- --in FILE [--force]`: puts a backup made by `npm run backup` back into the
// configured database and media directory; refuses a target holding data unless --force.
import { BackupError, restore, runCli } from "./backup-lib.mjs";

await runCli(async (args) => {
  if (!args.in) throw new BackupError("Usage: npm run restore -- --in FILE [--force]");
  await restore({ in: args.in, force: args.force, log: (line) => console.log(line) });
});
