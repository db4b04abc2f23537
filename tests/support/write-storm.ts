import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { listings } from "~/.server/db/schema";
import { CITIES } from "~/domain/locations";
import { HOUSE_TYPES, ROOM_OPTIONS } from "~/domain/listing";
import { sameSite } from "./site-client";

/**
 * Many concurrent listing creations and updates sent to a running server through the listing
 * form's endpoint (what `fetcher.submit` posts: JSON to `/ilan-ver.data` and
 * `/ilanlar/{id}/duzenle.data`), with a ledger of every version sent and which ones were
 * acknowledged, so the stored rows can be checked afterwards: every acknowledged write present and
 * intact, every stored row exactly one of the versions sent (nothing half-written, nothing unknown).
 */

export interface Writer {
  id: string;
  cookie: string;
  isAdmin: boolean;
}

/** The JSON body of the listing form (domain/listing-form.ts `listingInputSchema`). */
export interface ListingBody {
  id: string;
  category: "houses";
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  price: string;
  currency: "TRY" | "USD" | "EUR" | "GBP";
  city: string;
  region: string;
  rentalTerm: "monthly" | "yearly" | "daily";
  mapUrl: string;
  matterport: string;
  youtube: string[];
  images: [];
  videos: [];
  specifications: { rooms: string; house_type: string; square_meters: string; furnished: boolean; heating?: string };
  /** The seller's number (kept on their profile): a listing needs one. */
  contact: { whatsapp: string; phone: string; saveToProfile: boolean };
}

export interface Write {
  mode: "create" | "edit";
  writer: Writer;
  body: ListingBody;
}

interface Version {
  write: Write;
  acked: boolean;
}

/** Every version of every listing sent, in order (a listing gets at most one write per storm). */
export class WriteLedger {
  readonly versions = new Map<string, Version[]>();

  record(write: Write): Version {
    const version = { write, acked: false };
    const list = this.versions.get(write.body.id) ?? [];
    list.push(version);
    this.versions.set(write.body.id, list);
    return version;
  }

  /** The writes whose listing's latest version was acknowledged (to be updated by a later storm). */
  acknowledged(): Write[] {
    return [...this.versions.values()].flatMap((list) => {
      const last = list.at(-1)!;
      return last.acked ? [last.write] : [];
    });
  }

  get ackedCount() {
    return [...this.versions.values()].reduce((sum, list) => sum + list.filter((version) => version.acked).length, 0);
  }
}

const LOREM =
  "Denize yürüme mesafesinde, güney cepheli, geniş balkonlu ve ferah bir daire. Çarşıya, okullara ve otobüs duraklarına yakın. " +
  "Isıtma ve soğutma klimalarla; mutfak ankastre, banyo yeni yapıldı. Site içinde ortak havuz, otopark ve güvenlik var. ";

const REGIONED_CITIES = CITIES.filter((city) => city.regions.length > 0);

/** A valid house listing; `seed` varies every field so versions are told apart by content. */
export function listingBody(id: string, seed: number, label: string): ListingBody {
  const city = REGIONED_CITIES[seed % REGIONED_CITIES.length]!;
  return {
    id,
    category: "houses",
    // Turkish dotted/dotless i and a non-Latin script, so an encoding fault would show.
    title: `${label} #${seed} İĞÜŞÖÇ ığüşöç ılık — 海景`,
    titleEn: seed % 2 === 0 ? `${label} #${seed} sea view` : "",
    description: `${label} #${seed}. ${LOREM.repeat(1 + (seed % 8))}`.trim(),
    descriptionEn: seed % 3 === 0 ? `Flat ${seed}, near the sea.` : "",
    price: String(1000 + ((seed * 7919) % 999_000)),
    currency: (["TRY", "USD", "EUR", "GBP"] as const)[seed % 4]!,
    city: city.name,
    region: city.regions[seed % city.regions.length]!,
    rentalTerm: (["monthly", "yearly", "daily"] as const)[seed % 3]!,
    mapUrl: "",
    matterport: "",
    youtube: [],
    images: [],
    videos: [],
    specifications: {
      rooms: ROOM_OPTIONS[seed % ROOM_OPTIONS.length]!,
      house_type: HOUSE_TYPES[seed % HOUSE_TYPES.length]!,
      square_meters: String(40 + (seed % 400)),
      furnished: seed % 2 === 1,
      ...(seed % 5 === 0 ? {} : { heating: "Klima" }),
    },
    contact: { whatsapp: "0533 123 45 67", phone: "", saveToProfile: true },
  };
}

export const newListingId = () => randomUUID();

export interface StormResult {
  sent: number;
  acked: number;
  /** Answers before the kill that were not a 2xx acknowledgement (none are expected). */
  refused: { status: number; body: string }[];
  /** Requests that got no answer (the server was killed). */
  unanswered: number;
  killedAfterMs: number | null;
  ms: number;
}

/**
 * Sends all writes at once; calls `kill` right after the `killAfterAcks`-th acknowledgement, then
 * waits for every request to be answered or to fail.
 */
export async function runStorm(
  url: string,
  ledger: WriteLedger,
  writes: Write[],
  options: { killAfterAcks: number; kill: () => void } = { killAfterAcks: Infinity, kill: () => {} },
): Promise<StormResult> {
  const started = Date.now();
  let acked = 0;
  let killedAfterMs: number | null = null;
  const refused: StormResult["refused"] = [];
  let unanswered = 0;
  await Promise.all(
    writes.map(async (write) => {
      const version = ledger.record(write);
      const path = write.mode === "create" ? "/ilan-ver.data" : `/ilanlar/${write.body.id}/duzenle.data`;
      let response: Response;
      let text: string;
      try {
        response = await fetch(`${url}${path}`, {
          method: "POST",
          body: JSON.stringify(write.body),
          headers: { "content-type": "application/json", cookie: write.writer.cookie, ...sameSite(url) },
        });
        text = await response.text();
      } catch {
        unanswered += 1;
        return;
      }
      // Single-fetch (turbo-stream) body of `{ ok: true, id, status }`.
      if (response.ok && text.includes('"ok",true') && text.includes(`"${write.body.id}"`)) {
        version.acked = true;
        acked += 1;
        if (acked === options.killAfterAcks) {
          killedAfterMs = Date.now() - started;
          options.kill();
        }
      } else if (killedAfterMs === null) {
        refused.push({ status: response.status, body: text.slice(0, 300) });
      }
    }),
  );
  return { sent: writes.length, acked, refused, unanswered, killedAfterMs, ms: Date.now() - started };
}

type ListingRow = typeof listings.$inferSelect;

/** The row a write must leave behind (the server's normalisation of the form's values). */
function expectedRow(write: Write) {
  const { body, writer } = write;
  const { square_meters: squareMeters, ...specifications } = body.specifications;
  return {
    id: body.id,
    ownerId: writer.id,
    title: body.title,
    titleEn: body.titleEn || null,
    description: body.description,
    descriptionEn: body.descriptionEn || null,
    price: Number(body.price),
    currency: body.currency,
    city: body.city,
    region: body.region || null,
    categorySlug: body.category,
    images: [],
    videos: [],
    specifications: { ...specifications, square_meters: Number(squareMeters), rental_term: body.rentalTerm },
    // Admins' listings go live at once and their edits keep the status; members' wait for moderation.
    status: writer.isAdmin ? "active" : "pending",
  };
}

const storedShape = (row: ListingRow) => ({
  id: row.id,
  ownerId: row.ownerId,
  title: row.title,
  titleEn: row.titleEn,
  description: row.description,
  descriptionEn: row.descriptionEn,
  price: row.price,
  currency: row.currency,
  city: row.city,
  region: row.region,
  categorySlug: row.categorySlug,
  images: row.images,
  videos: row.videos,
  specifications: row.specifications,
  status: row.status,
});

/** Key-order-independent JSON, so jsonb's reordering does not count as a difference. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

export interface DurabilityReport {
  acknowledged: number;
  acknowledgedFound: number;
  unacknowledgedFound: number;
  /** Problems: lost or altered acknowledged writes, half-written or unknown rows. */
  problems: string[];
}

/**
 * Compares the stored listings of `ownerIds` with the ledger. An acknowledged version counts as
 * found when the row equals it or a later version of the same listing (a later write replaced it).
 */
export async function checkDurability(db: Db, ledger: WriteLedger, ownerIds: string[]): Promise<DurabilityReport> {
  const rows = await db.select().from(listings).where(inArray(listings.ownerId, ownerIds));
  const stored = new Map(rows.map((row) => [row.id, canonical(storedShape(row))]));
  const report: DurabilityReport = { acknowledged: 0, acknowledgedFound: 0, unacknowledgedFound: 0, problems: [] };
  for (const [id, versions] of ledger.versions) {
    const row = stored.get(id);
    stored.delete(id);
    const match = row === undefined ? -1 : versions.findIndex((version) => canonical(expectedRow(version.write)) === row);
    if (row !== undefined && match === -1) report.problems.push(`listing ${id} matches none of the versions sent: ${row.slice(0, 400)}`);
    const lastAcked = versions.findLastIndex((version) => version.acked);
    versions.forEach((version, index) => {
      if (!version.acked) return;
      report.acknowledged += 1;
      if (match >= index) report.acknowledgedFound += 1;
      else
        report.problems.push(
          `acknowledged ${version.write.mode} ${index} of listing ${id} is ${row ? `replaced by version ${match}` : "missing"}`,
        );
    });
    if (match > lastAcked) report.unacknowledgedFound += 1;
  }
  for (const id of stored.keys()) report.problems.push(`listing ${id} was never sent`);
  return report;
}
