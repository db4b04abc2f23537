/**
 * Sellers' contact numbers. A seller's WhatsApp and phone numbers live on
 * their profile: the listing pages and the profile page show the owner's numbers, so a changed
 * number is right on every listing at once and never waits for moderation. The listing form asks
 * for them (prefilled from the profile) and may save them back to the profile; a listing is not
 * saved unless its owner can be reached by a valid number.
 *
 * Numbers are stored in E.164. Those stored before (as typed: `0533 123 45 67`, or digits with the
 * country code) are normalised by the `phone-numbers` maintenance job; the ones that cannot be read
 * as a number are left as they are, hidden from visitors and shown to their owner as needing a fix.
 */
import { and, asc, eq, gt, isNotNull, or, sql } from "drizzle-orm";
import { type ListingContactInput, listingContactErrors } from "~/domain/listing-form";
import { normalizeStoredPhone, parsePhone, phoneForInput } from "~/domain/phone";
import { type ContactField, PROFILE_VALIDATION } from "~/domain/profile";
import type { Db } from "../../db/client";
import { listings, profiles } from "../../db/schema";
import { type Actor, type MaintenanceJob } from "../platform/shared";

/** A profile's numbers as stored (E.164, or an old value that could not be normalised). */
export interface StoredNumbers {
  phone: string | null;
  whatsapp: string | null;
}

/** What the listing form starts its contact section from. */
export interface ListingFormContact {
  /** The profile's numbers as the form shows them (formatted; an invalid one as stored, to fix). */
  phone: string;
  whatsapp: string;
  /** The profile has a valid number: buyers can reach the seller without anything new. */
  onProfile: boolean;
}

async function getStoredNumbers(db: Pick<Db, "select">, profileId: string): Promise<StoredNumbers | null> {
  const [row] = await db.select({ phone: profiles.phone, whatsapp: profiles.whatsapp }).from(profiles).where(eq(profiles.id, profileId));
  return row ?? null;
}

const hasValidNumber = (numbers: StoredNumbers) => Boolean(normalizeStoredPhone(numbers.phone) ?? normalizeStoredPhone(numbers.whatsapp));

/**
 * The listing form's contact section for this page: the owner's numbers, or null when someone else
 * (an admin) edits the listing — the owner's numbers are theirs to change.
 */
export async function listingFormContact(db: Db, actor: Actor, ownerId: string): Promise<ListingFormContact | null> {
  if (ownerId !== actor.userId) return null;
  const numbers = (await getStoredNumbers(db, ownerId)) ?? { phone: null, whatsapp: null };
  return { phone: phoneForInput(numbers.phone), whatsapp: phoneForInput(numbers.whatsapp), onProfile: hasValidNumber(numbers) };
}

export type ContactCheck = { ok: true; ownerId: string | null; save: StoredNumbers | null } | { ok: false; errors: Record<string, string> };

/**
 * Before a listing is saved: can buyers reach its owner? With "save to my profile" the typed
 * numbers count (and are saved after the listing), otherwise the profile's. Someone else's listing
 * (an admin's edit) and a listing that is not there (the save answers 404) are not checked here.
 */
export async function checkListingContact(
  db: Db,
  actor: Actor,
  listingId: string | null,
  contact: ListingContactInput | undefined,
): Promise<ContactCheck> {
  let ownerId = actor.userId;
  if (listingId) {
    const [listing] = await db.select({ ownerId: listings.ownerId }).from(listings).where(eq(listings.id, listingId));
    if (!listing || listing.ownerId !== actor.userId) return { ok: true, ownerId: null, save: null };
    ownerId = listing.ownerId;
  }
  const stored = (await getStoredNumbers(db, ownerId)) ?? { phone: null, whatsapp: null };
  const errors = listingContactErrors(contact, hasValidNumber(stored));
  if (Object.keys(errors).length) return { ok: false, errors };
  const typed = contact?.saveToProfile ? { phone: parsePhone(contact.phone), whatsapp: parsePhone(contact.whatsapp) } : null;
  // Numbers the profile already holds are not written again.
  const save = typed && (typed.phone !== stored.phone || typed.whatsapp !== stored.whatsapp) ? typed : null;
  return { ok: true, ownerId, save };
}

/**
 * The profile form's numbers (already checked roughly by the shared schema) in E.164; a number that
 * cannot be read is refused with the field's translated message.
 */
export function normaliseProfileNumbers<T extends StoredNumbers>(
  update: T,
): { ok: true; update: T } | { ok: false; fieldErrors: Partial<Record<ContactField, string>> } {
  const fieldErrors: Partial<Record<ContactField, string>> = {};
  const numbers: StoredNumbers = { phone: null, whatsapp: null };
  for (const field of ["phone", "whatsapp"] as const) {
    const value = update[field];
    if (value === null) continue;
    numbers[field] = parsePhone(value);
    if (numbers[field] === null) fieldErrors[field] = PROFILE_VALIDATION.phoneInvalid;
  }
  return Object.keys(fieldErrors).length ? { ok: false, fieldErrors } : { ok: true, update: { ...update, ...numbers } };
}

/** The numbers the seller chose to keep on their profile (already valid E.164 or null). */
export async function saveNumbersToProfile(db: Db, profileId: string, numbers: StoredNumbers): Promise<void> {
  await db
    .update(profiles)
    .set({ ...numbers, updatedAt: new Date() })
    .where(eq(profiles.id, profileId));
}

/** Values already in E.164 are left alone by the job (validity is checked where they are shown). */
const E164 = "^\\+[1-9][0-9]{6,14}$";
const BATCH = 500;

/**
 * Rewrites stored numbers that are not in E.164 yet into E.164, where they can be read as a number.
 * Idempotent and safe on N nodes (the lease lets one node at a time run it; each row is changed
 * only while it still holds the value that was read, so an owner's edit meanwhile wins). Numbers it
 * cannot read stay as they are. Returns how many profiles it changed.
 */
export async function normaliseStoredNumbers(db: Db): Promise<number> {
  const notE164 = (column: typeof profiles.phone | typeof profiles.whatsapp) => and(isNotNull(column), sql`${column} !~ ${E164}`);
  let changed = 0;
  let after = "";
  for (;;) {
    const rows = await db
      .select({ id: profiles.id, phone: profiles.phone, whatsapp: profiles.whatsapp })
      .from(profiles)
      .where(and(gt(profiles.id, after), or(notE164(profiles.phone), notE164(profiles.whatsapp))))
      .orderBy(asc(profiles.id))
      .limit(BATCH);
    for (const row of rows) {
      const update: Partial<StoredNumbers> = {};
      const conditions = [eq(profiles.id, row.id)];
      for (const key of ["phone", "whatsapp"] as const) {
        const value = row[key];
        if (value === null || new RegExp(E164).test(value)) continue;
        // An empty value is no number; one that cannot be read stays for its owner to fix.
        const next = value.trim() === "" ? null : normalizeStoredPhone(value);
        if (next === null && value.trim() !== "") continue;
        update[key] = next;
        conditions.push(eq(profiles[key], value));
      }
      if (Object.keys(update).length === 0) continue;
      const done = await db
        .update(profiles)
        .set(update)
        .where(and(...conditions))
        .returning({ id: profiles.id });
      changed += done.length;
    }
    if (rows.length < BATCH) return changed;
    after = rows[rows.length - 1]!.id;
  }
}

/** The one-time migration of stored numbers, a scheduled sweep (and again, finding nothing, every 6 hours). */
export const phoneNumberNormalisation: MaintenanceJob = {
  name: "phone-numbers",
  intervalSeconds: 6 * 60 * 60,
  run: ({ db }) => normaliseStoredNumbers(db),
};
