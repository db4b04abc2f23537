/**
 * Fills a migrated database with benchmark data (`npm run bench:seed`): owners, N listings and
 * the home page's sponsored content and partner logos. Benchmark tooling, so its SQL lives here
 * rather than in app/.server/services.
 *
 * Fast path: the listings' secondary indexes are dropped, the rows go in as batched multi-row
 * INSERT … SELECT FROM unnest($1::uuid[], …) statements (one round trip per batch; the next batch
 * is generated while the database stores the previous one), then the indexes are rebuilt from
 * their saved definitions — all in one transaction, so a failure leaves the database as it was.
 * VACUUM ANALYZE afterwards gives the planner statistics and the visibility map (index-only scans).
 */
import type pg from "pg";
import type { Database } from "~/.server/db/client";
import { ensureCategoryFields } from "~/.server/services/listings/category-fields";
import { DEMO_PARTNERS, DEMO_SPONSORED } from "~/.server/demo/data";
import { listingPlace } from "~/domain/listing-place";
import { BENCH_OWNER_PREFIX, type BenchListing, type BenchOwner, generateListings, generateOwners } from "./generate";

/** `app_meta` key describing the benchmark data set in the database. */
export const BENCH_SEED_MARKER = "bench_seed";

export interface BenchSeedOptions {
  listings: number;
  /** Owners (profiles and auth users); default: about one per 300 listings, between 50 and 600. */
  owners?: number;
  /** Replace listings that were not made by this seeder (a database with real data is refused otherwise). */
  force?: boolean;
  batchSize?: number;
  onProgress?: (inserted: number, total: number) => void;
}

export interface BenchSeedResult {
  listings: number;
  owners: number;
  /** Milliseconds: inserting the rows, rebuilding the indexes, VACUUM ANALYZE. */
  insertMs: number;
  indexMs: number;
  vacuumMs: number;
}

export interface BenchSeedMarker {
  listings: number;
  owners: number;
  seededAt: string;
}

/** A generated listing's place (decision 043): its map link's point, else its owner's pin. */
const placeOf = (row: BenchListing) =>
  listingPlace({ city: row.city, region: row.region, mapUrl: row.specifications.map_url, pin: row.pin }) ?? {
    latitude: null,
    longitude: null,
    placeSource: null,
  };

const LISTING_COLUMNS: [column: string, type: string, value: (row: BenchListing) => unknown][] = [
  ["id", "uuid", (row) => row.id],
  ["owner_id", "text", (row) => row.ownerId],
  ["title", "text", (row) => row.title],
  ["description", "text", (row) => row.description],
  ["title_en", "text", (row) => row.titleEn],
  ["description_en", "text", (row) => row.descriptionEn],
  ["price", "integer", (row) => row.price],
  ["currency", "text", (row) => row.currency],
  ["city", "text", (row) => row.city],
  ["region", "text", (row) => row.region],
  ["latitude", "float8", (row) => placeOf(row).latitude],
  ["longitude", "float8", (row) => placeOf(row).longitude],
  ["place_source", "text", (row) => placeOf(row).placeSource],
  ["place_shown", "text", (row) => row.placeShown],
  ["category_slug", "text", (row) => row.categorySlug],
  ["images", "jsonb", (row) => JSON.stringify(row.images)],
  ["specifications", "jsonb", (row) => JSON.stringify(row.specifications)],
  ["is_featured", "boolean", (row) => row.isFeatured],
  ["views", "integer", (row) => row.views],
  ["status", "text", (row) => row.status],
  ["moderation_note", "text", (row) => row.moderationNote],
  ["moderated_at", "timestamptz", (row) => row.moderatedAt?.toISOString() ?? null],
  ["created_at", "timestamptz", (row) => row.createdAt.toISOString()],
  ["updated_at", "timestamptz", (row) => row.updatedAt.toISOString()],
];

const INSERT_LISTINGS = `insert into listings (${LISTING_COLUMNS.map(([column]) => column).join(", ")})
  select * from unnest(${LISTING_COLUMNS.map(([, type], index) => `$${index + 1}::${type}[]`).join(", ")})`;

/** Column-wise arrays of `rows` for an unnest insert. */
function columnsOf<T>(rows: readonly T[], columns: readonly (readonly [string, string, (row: T) => unknown])[]): unknown[][] {
  return columns.map(([, , value]) => rows.map(value));
}

/** The data set described by the marker, or null when the database holds no benchmark data. */
export async function readBenchSeedMarker(client: pg.ClientBase | pg.Pool): Promise<BenchSeedMarker | null> {
  const { rows } = await client.query<{ value: BenchSeedMarker }>("select value from app_meta where key = $1", [BENCH_SEED_MARKER]);
  return rows[0]?.value ?? null;
}

/**
 * Replaces the database's listings with `options.listings` generated ones (the database must be
 * migrated). Refuses a database holding listings of other owners unless `force` is set.
 */
export async function seedBenchData(database: Database, options: BenchSeedOptions): Promise<BenchSeedResult> {
  const total = Math.max(0, Math.trunc(options.listings));
  const ownerCount = options.owners ?? Math.min(600, Math.max(50, Math.round(total / 300)));
  const batchSize = options.batchSize ?? 2000;
  const now = new Date();
  const owners = generateOwners(ownerCount, now);
  const client = await database.pool.connect();
  let result: BenchSeedResult;
  try {
    if (!options.force) {
      const { rows } = await client.query<{ foreign: boolean }>(
        "select exists (select 1 from listings where owner_id not like $1) as foreign",
        [`${BENCH_OWNER_PREFIX}%`],
      );
      if (rows[0]?.foreign) {
        throw new Error("The database holds listings that the benchmark seeder did not make; pass --force to replace them.");
      }
    }
    await client.query("begin");
    await client.query("truncate listings cascade");
    // The content-version triggers (migration 0007) would queue one deferred event per row; the
    // truncate above has already bumped the version once for this transaction, which is enough.
    await client.query("alter table listings disable trigger user");
    await client.query("delete from auth_users where id like $1", [`${BENCH_OWNER_PREFIX}%`]);
    await client.query("delete from profiles where id like $1", [`${BENCH_OWNER_PREFIX}%`]);
    await insertOwners(client, owners);
    await insertHomeContent(client);

    const { rows: indexes } = await client.query<{ name: string; definition: string }>(
      `select indexname as name, indexdef as definition from pg_indexes
        where schemaname = current_schema() and tablename = 'listings'
          and indexname not in (select conname from pg_constraint where conrelid = 'listings'::regclass)`,
    );
    for (const index of indexes) await client.query(`drop index "${index.name}"`);

    const insertStarted = Date.now();
    let pending: Promise<unknown> = Promise.resolve();
    for (let start = 0; start < total; start += batchSize) {
      const rows = generateListings({ start, count: Math.min(batchSize, total - start), total, owners, now });
      await pending;
      pending = client
        .query(INSERT_LISTINGS, columnsOf(rows, LISTING_COLUMNS))
        .then(() => options.onProgress?.(start + rows.length, total));
    }
    await pending;
    const insertMs = Date.now() - insertStarted;

    const indexStarted = Date.now();
    await client.query("set local maintenance_work_mem = '256MB'");
    for (const index of indexes) await client.query(index.definition);
    // The search vocabulary (migration 0010) is filled by a trigger that was off during the load.
    await client.query("truncate search_terms");
    await client.query(
      `insert into search_terms (term)
       select distinct word.lexeme from listings, unnest(listings.search_vector) as word
        where listings.status = 'active' and length(word.lexeme) between 3 and 40 and word.lexeme ~ '^[a-z]+$'
       on conflict do nothing`,
    );
    const indexMs = Date.now() - indexStarted;

    const marker: BenchSeedMarker = { listings: total, owners: owners.length, seededAt: now.toISOString() };
    await client.query(
      `insert into app_meta (key, value, updated_at) values ($1, $2, now())
        on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
      [BENCH_SEED_MARKER, JSON.stringify(marker)],
    );
    await client.query("alter table listings enable trigger user");
    await client.query("commit");

    const vacuumStarted = Date.now();
    await client.query("vacuum analyze listings");
    await client.query("analyze profiles");
    result = { listings: total, owners: owners.length, insertMs, indexMs, vacuumMs: Date.now() - vacuumStarted };
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    // Before the next query through the pool: the embedded database's pool has one connection.
    client.release();
  }
  await ensureCategoryFields(database.db);
  return result;
}

const OWNER_COLUMNS: [string, string, (owner: BenchOwner) => unknown][] = [
  ["id", "text", (owner) => owner.id],
  ["email", "text", (owner) => owner.email],
  ["display_name", "text", (owner) => owner.displayName],
  ["company_name", "text", (owner) => owner.companyName],
  ["account_type", "text", (owner) => owner.accountType],
  ["phone", "text", (owner) => owner.phone],
  ["whatsapp", "text", (owner) => owner.phone],
  ["location", "text", (owner) => owner.location],
  ["created_at", "timestamptz", (owner) => owner.createdAt.toISOString()],
];

async function insertOwners(client: pg.PoolClient, owners: readonly BenchOwner[]) {
  const columns = OWNER_COLUMNS.map(([column]) => column);
  const arrays = columnsOf(owners, OWNER_COLUMNS);
  const unnest = OWNER_COLUMNS.map(([, type], index) => `$${index + 1}::${type}[]`).join(", ");
  await client.query(
    `insert into auth_users (id, email, name, email_verified, created_at, updated_at)
      select id, email, display_name, true, created_at, created_at
        from unnest(${unnest}) as owner(${columns.join(", ")})`,
    arrays,
  );
  await client.query(
    `insert into profiles (${columns.join(", ")}, updated_at)
      select *, created_at from unnest(${unnest}) as owner(${columns.join(", ")})`,
    arrays,
  );
}

/** The demo's sponsored items and partner companies (without pictures), when there are none yet. */
async function insertHomeContent(client: pg.PoolClient) {
  const { rows } = await client.query<{ sponsored: number; partners: number }>(
    "select (select count(*) from sponsored_contents)::int as sponsored, (select count(*) from partner_companies)::int as partners",
  );
  if (rows[0]?.sponsored === 0) {
    await client.query(
      `insert into sponsored_contents (title, title_en, description, description_en, link_url, company, is_active, order_index)
        select title, title_en, description, description_en, link_url, company, is_active, ordinality::int - 1
          from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::boolean[])
            with ordinality as item(title, title_en, description, description_en, link_url, company, is_active, ordinality)`,
      columnsOf(DEMO_SPONSORED, [
        ["title", "text", (item) => item.title],
        ["title_en", "text", (item) => item.titleEn],
        ["description", "text", (item) => item.description],
        ["description_en", "text", (item) => item.descriptionEn],
        ["link_url", "text", (item) => item.linkUrl],
        ["company", "text", (item) => item.company],
        ["is_active", "boolean", (item) => item.isActive],
      ] as const),
    );
  }
  if (rows[0]?.partners === 0) {
    await client.query(
      `insert into partner_companies (name, link_url, type, is_active, order_index)
        select name, link_url, type, is_active, (row_number() over (partition by type order by ordinality))::int - 1
          from unnest($1::text[], $2::text[], $3::text[], $4::boolean[]) with ordinality as partner(name, link_url, type, is_active, ordinality)`,
      columnsOf(DEMO_PARTNERS, [
        ["name", "text", (partner) => partner.name],
        ["link_url", "text", (partner) => partner.linkUrl],
        ["type", "text", (partner) => partner.type],
        ["is_active", "boolean", (partner) => partner.isActive],
      ] as const),
    );
  }
}
