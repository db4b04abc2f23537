import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * What every benchmark report says about where and how it was measured, and how it is recorded in
 * a document between two markers (shared by `npm run bench` and `npm run loadtest`).
 */

/** "Measured on 2026-11-23 03:24 UTC" */
export function measuredOn(date = new Date()): string {
  return `Measured on ${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** The machine line: cores, memory, OS and the load average at the start and now. */
export function machineLine(startLoad: number, note = ""): string {
  const cpus = os.cpus();
  return (
    `Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GB memory, ${os.type()} ${os.release()}; ` +
    `load average ${startLoad.toFixed(1)} at the start, ${os.loadavg()[0]?.toFixed(1)} at the end${note}.`
  );
}

/** The exact command that ran, with DATABASE_URL (password removed) and BUILD_DIR when set. */
export function commandLine(script: string, args: readonly string[]): string {
  const url = process.env.DATABASE_URL;
  const safeUrl = url ? Object.assign(new URL(url), { password: "" }).toString() : "";
  return [
    safeUrl ? `DATABASE_URL=${safeUrl}` : "",
    process.env.BUILD_DIR ? `BUILD_DIR=${process.env.BUILD_DIR}` : "",
    `npm run ${script} --`,
    ...args,
  ]
    .filter(Boolean)
    .join(" ")
    .replace(/ --$/, "");
}

/**
 * Writes `text` between `<!-- name:start -->` and `<!-- name:end -->` in `docPath`, replacing what
 * was there; without those markers, `insert(current, block)` decides where the new block goes.
 */
export function writeMarkedBlock(docPath: string, name: string, text: string, insert: (current: string, block: string) => string) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${text}\n${end}`;
  const current = fs.existsSync(docPath) ? fs.readFileSync(docPath, "utf8") : "";
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next = from >= 0 && to > from ? `${current.slice(0, from)}${block}${current.slice(to + end.length)}` : insert(current, block);
  fs.writeFileSync(docPath, next);
  console.log(`Recorded in ${path.relative(process.cwd(), docPath)}.`);
}
