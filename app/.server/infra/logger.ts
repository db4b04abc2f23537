import { pino } from "pino";
import { getConfig } from "./config";

const globalForLogger = globalThis as unknown as { __kkLogger?: pino.Logger };

/** The one structured logger (JSON lines on stdout). */
export function getLogger(): pino.Logger {
  globalForLogger.__kkLogger ??= pino({
    level: getConfig().LOG_LEVEL,
    base: undefined,
    redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
  });
  return globalForLogger.__kkLogger;
}
