import { data } from "react-router";
import { pingDatabase } from "~/.server/db/client";
import { getDb } from "~/.server/runtime";

/** GET /api/health — 200 when the server and its database answer, 503 otherwise. */
export async function loader() {
  const started = performance.now();
  try {
    await pingDatabase(getDb());
    return data(
      { status: "ok", database: "ok", latencyMs: Math.round(performance.now() - started) },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch {
    return data({ status: "error", database: "unavailable" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
