import { asc, desc, eq } from "drizzle-orm";
import type { AdminPartner, AdminSponsor, PartnerInput, SponsorInput } from "~/domain/admin-content";
import { isUuid } from "~/domain/uploads";
import type { StorageAdapter } from "../../adapters/storage";
import type { Db } from "../../db/client";
import { partnerCompanies, sponsoredContents } from "../../db/schema";
import { AVIF_VARIANT_WIDTHS, IMAGE_KINDS, IMAGE_VARIANT_WIDTHS, type ImageKind, storeImage } from "../media/media";

/**
 * Sponsored content and partner company logos for the admin pages (docs/product.md §2 "Admin panel", §7
 * `sponsored_contents`, `partner_companies`, "Storage"): list all, create, update, delete, and
 * toggle a logo's active flag. Pictures go through the storage adapter, re-encoded without
 * metadata (media.ts) at `{adminId}/{timestamp}-{name}` in the `sponsored-images` and
 * `company-logos` buckets; a replaced or deleted item's picture files are removed. Who may call
 * these is decided by the routes (admin-guard.ts).
 */

export type ContentOutcome = "ok" | "not_found";

type ContentImageKind = Extract<ImageKind, "sponsor" | "partner">;

export interface ContentImageFile {
  name: string;
  body: Buffer;
}

/**
 * Stores an uploaded picture as one WebP of its kind's width (media.ts) under the uploading admin's
 * folder; returns its public URL. Throws media.ts's NotAnImageError and ImageDecodeError.
 */
async function storeContentImage(storage: StorageAdapter, kind: ContentImageKind, uploaderId: string, file: ContentImageFile) {
  const image = await storeImage(storage, kind, { ...file, folder: uploaderId });
  return image.url;
}

/**
 * Removes a stored picture of this site (best effort: a file left behind wastes space but breaks
 * nothing). Older pictures (the demo content's) have sibling variants `-{width}w.webp|avif` of
 * smaller widths next to the main one: those go too. URLs outside the bucket are left alone.
 */
async function removeStoredImage(storage: StorageAdapter, kind: ContentImageKind, url: string | null) {
  if (!url) return;
  const { bucket } = IMAGE_KINDS[kind];
  const folder = storage.publicUrl(bucket, "_").slice(0, -1);
  if (!url.startsWith(folder)) return;
  let key: string;
  try {
    key = decodeURIComponent(url.slice(folder.length));
  } catch {
    return;
  }
  const keys = new Set([key]);
  const variant = /^(.+)-(\d+)w\.webp$/.exec(key);
  if (variant) {
    const [, base, width] = variant;
    const largest = Number(width);
    for (const candidate of [...IMAGE_VARIANT_WIDTHS, ...AVIF_VARIANT_WIDTHS, largest]) {
      if (candidate > largest) continue;
      keys.add(`${base}-${candidate}w.webp`);
      keys.add(`${base}-${candidate}w.avif`);
    }
  }
  await Promise.all([...keys].map((candidate) => storage.delete(bucket, candidate).catch(() => undefined)));
}

const iso = (date: Date) => date.toISOString();

// ————— Sponsored content —————

/** Every sponsored item (active or not) in the carousel's order: order index, then newest first (docs/product.md §9). */
export async function listSponsorsForAdmin(db: Db): Promise<AdminSponsor[]> {
  const rows = await db.select().from(sponsoredContents).orderBy(asc(sponsoredContents.orderIndex), desc(sponsoredContents.createdAt));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    titleEn: row.titleEn,
    description: row.description,
    descriptionEn: row.descriptionEn,
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
    company: row.company,
    isActive: row.isActive,
    orderIndex: row.orderIndex,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  }));
}

export interface ContentChange<T> {
  input: T;
  /** A new picture to store (replacing the current one). */
  image?: ContentImageFile | null;
  /** Drop the current picture (ignored when a new one is given). */
  removeImage?: boolean;
  /** The admin making the change: their folder takes the picture. */
  uploaderId: string;
}

export async function createSponsor(db: Db, storage: StorageAdapter, change: ContentChange<SponsorInput>): Promise<string> {
  const imageUrl = change.image ? await storeContentImage(storage, "sponsor", change.uploaderId, change.image) : null;
  try {
    const [row] = await db
      .insert(sponsoredContents)
      .values({ ...change.input, imageUrl })
      .returning({ id: sponsoredContents.id });
    return row!.id;
  } catch (error) {
    await removeStoredImage(storage, "sponsor", imageUrl);
    throw error;
  }
}

export async function updateSponsor(
  db: Db,
  storage: StorageAdapter,
  id: string,
  change: ContentChange<SponsorInput>,
): Promise<ContentOutcome> {
  if (!isUuid(id)) return "not_found";
  const [current] = await db.select({ imageUrl: sponsoredContents.imageUrl }).from(sponsoredContents).where(eq(sponsoredContents.id, id));
  if (!current) return "not_found";
  const newUrl = change.image ? await storeContentImage(storage, "sponsor", change.uploaderId, change.image) : undefined;
  const imageUrl = newUrl ?? (change.removeImage ? null : current.imageUrl);
  let updated: { id: string }[];
  try {
    updated = await db
      .update(sponsoredContents)
      .set({ ...change.input, imageUrl, updatedAt: new Date() })
      .where(eq(sponsoredContents.id, id))
      .returning({ id: sponsoredContents.id });
  } catch (error) {
    await removeStoredImage(storage, "sponsor", newUrl ?? null);
    throw error;
  }
  if (updated.length === 0) {
    // Deleted meanwhile: the new picture has no owner.
    await removeStoredImage(storage, "sponsor", newUrl ?? null);
    return "not_found";
  }
  if (imageUrl !== current.imageUrl) await removeStoredImage(storage, "sponsor", current.imageUrl);
  return "ok";
}

/** Deletes a sponsored item (a hard delete, docs/product.md §7) and its picture. */
export async function deleteSponsor(db: Db, storage: StorageAdapter, id: string): Promise<ContentOutcome> {
  if (!isUuid(id)) return "not_found";
  const [row] = await db.delete(sponsoredContents).where(eq(sponsoredContents.id, id)).returning({ imageUrl: sponsoredContents.imageUrl });
  if (!row) return "not_found";
  await removeStoredImage(storage, "sponsor", row.imageUrl);
  return "ok";
}

// ————— Partner companies (logos) —————

/** Every partner company (active or not) by order index, then oldest first (the home page's order within a group). */
export async function listPartnersForAdmin(db: Db): Promise<AdminPartner[]> {
  const rows = await db.select().from(partnerCompanies).orderBy(asc(partnerCompanies.orderIndex), asc(partnerCompanies.createdAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    logoUrl: row.logoUrl,
    linkUrl: row.linkUrl,
    type: row.type,
    isActive: row.isActive,
    orderIndex: row.orderIndex,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  }));
}

export async function createPartner(db: Db, storage: StorageAdapter, change: ContentChange<PartnerInput>): Promise<string> {
  const logoUrl = change.image ? await storeContentImage(storage, "partner", change.uploaderId, change.image) : null;
  try {
    const [row] = await db
      .insert(partnerCompanies)
      .values({ ...change.input, logoUrl })
      .returning({ id: partnerCompanies.id });
    return row!.id;
  } catch (error) {
    await removeStoredImage(storage, "partner", logoUrl);
    throw error;
  }
}

export async function updatePartner(
  db: Db,
  storage: StorageAdapter,
  id: string,
  change: ContentChange<PartnerInput>,
): Promise<ContentOutcome> {
  if (!isUuid(id)) return "not_found";
  const [current] = await db.select({ logoUrl: partnerCompanies.logoUrl }).from(partnerCompanies).where(eq(partnerCompanies.id, id));
  if (!current) return "not_found";
  const newUrl = change.image ? await storeContentImage(storage, "partner", change.uploaderId, change.image) : undefined;
  const logoUrl = newUrl ?? (change.removeImage ? null : current.logoUrl);
  let updated: { id: string }[];
  try {
    updated = await db
      .update(partnerCompanies)
      .set({ ...change.input, logoUrl, updatedAt: new Date() })
      .where(eq(partnerCompanies.id, id))
      .returning({ id: partnerCompanies.id });
  } catch (error) {
    await removeStoredImage(storage, "partner", newUrl ?? null);
    throw error;
  }
  if (updated.length === 0) {
    await removeStoredImage(storage, "partner", newUrl ?? null);
    return "not_found";
  }
  if (logoUrl !== current.logoUrl) await removeStoredImage(storage, "partner", current.logoUrl);
  return "ok";
}

/** Shows or hides a logo on the home page (docs/product.md §2: toggled straight from the list). */
export async function setPartnerActive(db: Db, id: string, isActive: boolean): Promise<ContentOutcome> {
  if (!isUuid(id)) return "not_found";
  const rows = await db
    .update(partnerCompanies)
    .set({ isActive, updatedAt: new Date() })
    .where(eq(partnerCompanies.id, id))
    .returning({ id: partnerCompanies.id });
  return rows.length ? "ok" : "not_found";
}

/** Deletes a partner company (a hard delete, docs/product.md §7) and its logo. */
export async function deletePartner(db: Db, storage: StorageAdapter, id: string): Promise<ContentOutcome> {
  if (!isUuid(id)) return "not_found";
  const [row] = await db.delete(partnerCompanies).where(eq(partnerCompanies.id, id)).returning({ logoUrl: partnerCompanies.logoUrl });
  if (!row) return "not_found";
  await removeStoredImage(storage, "partner", row.logoUrl);
  return "ok";
}
