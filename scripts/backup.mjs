// @ts-check
// `npm run backup -- --out FILE`: the database (embedded PGlite or PostgreSQL) and the uploaded
// media in one tar.gz archive. See scripts/backup-lib.mjs and docs/reliability.md "Backups".
import { BackupError, backup, runCli } from "./backup-lib.mjs";

await runCli(async (args) => {
  if (!args.out) throw new BackupError("Usage: npm run backup -- --out FILE");
  await backup({ out: args.out, log: (line) => console.log(line) });
});
