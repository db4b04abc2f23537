import { type SQL, sql } from "drizzle-orm";
import type pg from "pg";
import type { Db } from "./client";

/** The database, or a transaction of it: what a write that may join the caller's transaction takes. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

/** Runs raw SQL with `$1…$n` parameters (the job queue's statements, `jobs/queue.ts`). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- rows of the library's own statements
}

/**
 * `text` with its `$n` placeholders as Drizzle parameters, so a statement written for `pg` runs on a
 * Drizzle transaction (the one connection the transaction holds).
 */
export function positionalSql(text: string, values: readonly unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    const index = Number(match[1]) - 1;
    if (index < 0 || index >= values.length) throw new Error(`positionalSql: no value for $${match[1]}`);
    // `pg` sends undefined as NULL; a Drizzle chunk of undefined would vanish from the text.
    chunks.push(sql`${values[index] ?? null}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/** An executor on the pool (each statement takes a connection and gives it back) or on a transaction. */
export function sqlExecutor(target: pg.Pool | DbOrTx): SqlExecutor {
  if ("totalCount" in target) return { executeSql: (text, values) => target.query(text, values as unknown[]) };
  return {
    async executeSql(text, values) {
      const result = await target.execute(positionalSql(text, values));
      return { rows: result.rows };
    },
  };
}
