/**
 * The content version (migration 0007, decision 010): a number that grows whenever something a
 * public page shows changes. The anonymous page cache keeps a rendered page only while the version
 * it was rendered at is still current.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contentVersion } from "../../db/schema";

/** The current version (0 when the row is missing, which a migrated database never has). */
export async function readContentVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, 1));
  return row?.version ?? 0;
}
