import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { appMeta } from "../../db/schema";

/**
 * A value kept once for the whole deployment in `app_meta` (e.g. the generated session secret):
 * the first node to ask stores `candidate`, every node (and every later start) reads the stored one.
 */
export async function valueStoredOnce(db: Db, key: string, candidate: string): Promise<string> {
  await db.insert(appMeta).values({ key, value: candidate }).onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return String(row!.value);
}
