import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  point,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { CATEGORIES } from "~/domain/categories";
import {
  ACCOUNT_TYPES,
  CURRENCIES,
  FIELD_TYPES,
  LISTING_STATUSES,
  PARTNER_TYPES,
  type ListingImage,
  type Specifications,
} from "~/domain/listing";
import { MODERATION_ACTIONS } from "~/domain/admin";
import { REPORT_REASONS, REPORT_RESOLUTIONS } from "~/domain/reports";
import { ALERT_FREQUENCIES } from "~/domain/saved-searches";
import { type BioTranslations, type ListingTranslations, TRANSLATION_LANGUAGES } from "~/domain/listing-texts";
import { PLACE_AREA_GRID, PLACE_SHOWN, PLACE_SOURCES } from "~/domain/listing-place";

/** PostgreSQL's full-text document type (written by the database itself: a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Specification keys whose values are searchable words (room counts such as "3+1", house types,
 * car brands and models, fuel, gearbox, colour, shop types, hotel boards).
 */
const SEARCHABLE_SPEC_KEYS = [
  "rooms",
  "room_count",
  "house_type",
  "houseType",
  "property_type",
  "konut_tipi",
  "type",
  "brand",
  "model",
  "board",
  "fuel",
  "transmission",
  "color",
];
const searchableSpecs = SEARCHABLE_SPEC_KEYS.map((key) => `coalesce(specifications ->> '${key}', '')`).join(" || ' ' || ");
/** The texts of one part of a listing in the `translations` languages (decision 041), joined by spaces. */
const translated = (part: "title" | "description") =>
  TRANSLATION_LANGUAGES.map((language) => ` || ' ' || coalesce(translations -> '${language}' ->> '${part}', '')`).join("");
const SEARCH_TITLE = `setweight(to_tsvector('simple'::regconfig, search_fold(title || ' ' || coalesce(title_en, '')${translated("title")})), 'A')`;
const SEARCH_PLACE = `setweight(to_tsvector('simple'::regconfig, search_fold(city || ' ' || coalesce(region, '') || ' ' || ${searchableSpecs} || ' ' || number::text)), 'B')`;
const SEARCH_DESCRIPTION = `setweight(to_tsvector('simple'::regconfig, search_fold(description || ' ' || coalesce(description_en, '')${translated("description")})), 'C')`;

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const inList = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(", ")})`);

/** A member or admin. The id is the auth user's id (same value). */
export const profiles = pgTable(
  "profiles",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    /** The address shown on the public profile, when the member chooses one (the sign-in address never is). */
    contactEmail: text("contact_email"),
    displayName: text("display_name"),
    companyName: text("company_name"),
    accountType: text("account_type", { enum: ACCOUNT_TYPES }).notNull().default("individual"),
    phone: text("phone"),
    whatsapp: text("whatsapp"),
    website: text("website"),
    bio: text("bio"),
    /** The bio in English, shown on English pages (the Turkish one when empty), like a listing's titleEn. */
    bioEn: text("bio_en"),
    /** The bio in Russian, German, Persian and Arabic (decision 041): `{ "ru": "…" }`, empty ones left out. */
    bioTranslations: jsonb("bio_translations").$type<BioTranslations>().notNull().default({}),
    location: text("location"),
    avatarUrl: text("avatar_url"),
    isAdmin: boolean("is_admin").notNull().default(false),
    /** Whether a price drop of one of their favourites is mailed to them (opt-out). */
    priceDropMails: boolean("price_drop_mails").notNull().default(true),
    /**
     * Whether the member wants the mails we may leave out (decision 017: the approval notices);
     * the essential ones (rejections with their note, an admin's deletion of the account) always go.
     */
    optionalMails: boolean("optional_mails").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("profiles_email_unique").on(sql`lower(${table.email})`),
    index("profiles_created_at_idx").on(table.createdAt.desc()),
    check("profiles_account_type_check", inList("account_type", ACCOUNT_TYPES)),
  ],
);

export const listings = pgTable(
  "listings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    titleEn: text("title_en"),
    descriptionEn: text("description_en"),
    /**
     * The title and description in Russian, German, Persian and Arabic (decision 041):
     * `{ "ru": { "title": …, "description": … } }`, checked by `listingTranslationsSchema`.
     */
    translations: jsonb("translations").$type<ListingTranslations>().notNull().default({}),
    price: integer("price").notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull().default("TRY"),
    city: text("city").notNull(),
    region: text("region"),
    /** "City" or "City - Region", as the old app stored it. */
    location: text("location")
      .notNull()
      .generatedAlwaysAs(sql`city || coalesce(' - ' || region, '')`),
    categorySlug: text("category_slug", { enum: CATEGORIES }).notNull(),
    images: jsonb("images").$type<ListingImage[]>().notNull().default([]),
    videos: jsonb("videos").$type<string[]>().notNull().default([]),
    specifications: jsonb("specifications").$type<Specifications>().notNull().default({}),
    isFeatured: boolean("is_featured").notNull().default(false),
    views: integer("views").notNull().default(0),
    status: text("status", { enum: LISTING_STATUSES }).notNull().default("pending"),
    moderationNote: text("moderation_note"),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    /**
     * When an active listing's lifetime ends (LISTING_LIFETIME_DAYS after approval or the
     * last renewal); the expiry job then marks it expired. Null: it does not expire (not yet approved,
     * or a listing from before expiry existed that the migration did not date).
     */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** When the owner was mailed that it expires soon (once per lifetime; cleared by a renewal). */
    expiryNoticeAt: timestamp("expiry_notice_at", { withTimezone: true }),
    /** When the owner marked it rented (its page says so for RENTED_PAGE_DAYS). */
    rentedAt: timestamp("rented_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** A short, stable, human number shown as "İlan no 100123" (search finds the listing by it). */
    number: integer("number").notNull().generatedByDefaultAsIdentity({ startWith: 100_001 }),
    /**
     * Where the listing is (decision 043): the point of its map link, or its district's centre
     * (`placeSource` says which). Never sent to a browser as such: pages and the map get `mapPoint`.
     * Null only until the placing job has run for a listing from before places existed.
     */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    placeSource: text("place_source", { enum: PLACE_SOURCES }),
    /** "area": the owner shows only the surroundings, a circle around a grid cell's centre, never the point. */
    placeShown: text("place_shown", { enum: PLACE_SHOWN }).notNull().default("exact"),
    /**
     * The public point (x longitude, y latitude), what the map, the area and distance searches
     * use: the listing's point, or for an "area" listing the centre of the grid cell holding it
     * (decision 043; `PLACE_AREA_GRID`).
     */
    mapPoint: point("map_point", { mode: "xy" }).generatedAlwaysAs(
      sql.raw(
        `case when latitude is null or longitude is null then null when place_shown = 'area' then point((floor(longitude / ${PLACE_AREA_GRID.lng}) + 0.5) * ${PLACE_AREA_GRID.lng}, (floor(latitude / ${PLACE_AREA_GRID.lat}) + 0.5) * ${PLACE_AREA_GRID.lat}) else point(longitude, latitude) end`,
      ),
    ),
    /**
     * The search documents (migrations 0010 and 0022, decisions 016 and 039): the folded words
     * (`search_fold`: case and Latin letters to ASCII, Cyrillic, Greek and Arabic-script letters
     * kept with their variants folded, "3+1" kept as one word) of the head — the titles in
     * every language written (weight A; decision 041), the place, the searchable specifications and the listing number
     * (B) — and of the whole listing (the head and the descriptions, C). Results rank listings
     * whose head has the words above those that have them only in a description.
     */
    searchHead: tsvector("search_head")
      .notNull()
      .generatedAlwaysAs(sql.raw(`${SEARCH_TITLE} || ${SEARCH_PLACE}`)),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(sql.raw(`${SEARCH_TITLE} || ${SEARCH_PLACE} || ${SEARCH_DESCRIPTION}`)),
  },
  (table) => [
    // Admin lists by status and category, newest first.
    index("listings_status_category_created_idx").on(table.status, table.categorySlug, table.createdAt.desc()),
    // Index order must be the queries' ORDER BY exactly: `desc()` in an ORDER BY means DESC NULLS
    // FIRST, while drizzle-kit writes `.desc()` in an index as DESC NULLS LAST, which PostgreSQL
    // cannot use for that order (it ignores NOT NULL there): hence `.nullsFirst()` below.
    // Category pages (featured first, newest, id), without and with a city: the first page is read
    // in index order instead of sorting every active listing of the category.
    index("listings_active_category_order_idx")
      .on(table.categorySlug, table.isFeatured.desc().nullsFirst(), table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.status} = 'active'`),
    index("listings_active_category_city_order_idx")
      .on(
        table.categorySlug,
        table.city,
        table.isFeatured.desc().nullsFirst(),
        table.createdAt.desc().nullsFirst(),
        table.id.desc().nullsFirst(),
      )
      .where(sql`${table.status} = 'active'`),
    // Featured listings per category on the home page.
    index("listings_featured_idx")
      .on(table.categorySlug, table.createdAt.desc().nullsFirst())
      .where(sql`${table.isFeatured} and ${table.status} = 'active'`),
    // Recent listings (featured first) on the home page, and search results in the same order.
    index("listings_active_recent_idx")
      .on(table.isFeatured.desc().nullsFirst(), table.createdAt.desc().nullsFirst())
      .where(sql`${table.status} = 'active'`),
    index("listings_owner_idx").on(table.ownerId, table.createdAt.desc().nullsFirst()),
    // The expiry job: active listings by the end of their lifetime.
    index("listings_active_expires_idx")
      .on(table.expiresAt)
      .where(sql`${table.status} = 'active' AND ${table.expiresAt} IS NOT NULL`),
    // fastupdate off: no pending list, so the planner trusts the index right after inserts
    // (PGlite has no autovacuum to flush one; a full pending list made it prefer a sequential scan).
    index("listings_search_head_idx").using("gin", table.searchHead).with({ fastupdate: false }),
    index("listings_search_vector_idx").using("gin", table.searchVector).with({ fastupdate: false }),
    uniqueIndex("listings_number_unique").on(table.number),
    // listings_active_map_point_idx (GiST over the active listings' map_point, with the category:
    // migration 0024) serves the map; it is not here because drizzle cannot express INCLUDE.
    check("listings_price_check", sql`${table.price} >= 0`),
    check("listings_views_check", sql`${table.views} >= 0`),
    check("listings_currency_check", inList("currency", CURRENCIES)),
    check("listings_status_check", inList("status", LISTING_STATUSES)),
    check("listings_category_check", inList("category_slug", CATEGORIES)),
    check("listings_place_source_check", inList("place_source", PLACE_SOURCES)),
    check("listings_place_shown_check", inList("place_shown", PLACE_SHOWN)),
    check(
      "listings_place_check",
      sql`(${table.latitude} is null) = (${table.longitude} is null) and (${table.latitude} is null) = (${table.placeSource} is null) and ${table.latitude} between -90 and 90 and ${table.longitude} between -180 and 180`,
    ),
  ],
);

/** Dynamic form fields per category (docs/product.md §3 "Category field definition"). */
export const categoryFields = pgTable(
  "category_fields",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    categorySlug: text("category_slug", { enum: CATEGORIES }).notNull(),
    fieldKey: text("field_key").notNull(),
    label: text("label").notNull(),
    labelEn: text("label_en"),
    fieldType: text("field_type", { enum: FIELD_TYPES }).notNull(),
    required: boolean("required").notNull().default(false),
    options: jsonb("options").$type<string[]>().notNull().default([]),
    orderIndex: integer("order_index").notNull().default(0),
  },
  (table) => [
    uniqueIndex("category_fields_category_key_unique").on(table.categorySlug, table.fieldKey),
    index("category_fields_category_order_idx").on(table.categorySlug, table.orderIndex),
    check("category_fields_type_check", inList("field_type", FIELD_TYPES)),
  ],
);

export const sponsoredContents = pgTable(
  "sponsored_contents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    titleEn: text("title_en"),
    description: text("description"),
    descriptionEn: text("description_en"),
    imageUrl: text("image_url"),
    linkUrl: text("link_url"),
    company: text("company"),
    isActive: boolean("is_active").notNull().default(true),
    orderIndex: integer("order_index").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("sponsored_active_order_idx").on(table.isActive, table.orderIndex, table.createdAt.desc())],
);

export const partnerCompanies = pgTable(
  "partner_companies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    logoUrl: text("logo_url"),
    linkUrl: text("link_url"),
    type: text("type", { enum: PARTNER_TYPES }).notNull().default("real_estate"),
    isActive: boolean("is_active").notNull().default(true),
    orderIndex: integer("order_index").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("partner_companies_type_order_idx").on(table.type, table.isActive, table.orderIndex),
    check("partner_companies_type_check", inList("type", PARTNER_TYPES)),
  ],
);

export const favourites = pgTable(
  "favourites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    /** The listing's price and currency when it was saved ("price dropped since saved"). */
    savedPrice: integer("saved_price"),
    savedCurrency: text("saved_currency", { enum: CURRENCIES }),
    /**
     * The last price-drop mail of this favourite: when, and the price it told of (decision 031,
     * "Limits"): the next one waits a week and needs a lower price.
     */
    priceDropMailedAt: timestamp("price_drop_mailed_at", { withTimezone: true }),
    priceDropMailedPrice: integer("price_drop_mailed_price"),
    priceDropMailedCurrency: text("price_drop_mailed_currency", { enum: CURRENCIES }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.listingId] }), index("favourites_listing_idx").on(table.listingId)],
);

/**
 * Every price a listing has had: one row when it is created and one per change of its
 * price or currency, written by a trigger (migration 0014) whatever the path of the change (an
 * owner's price-only edit, an approved revision, an admin's edit). The detail page shows the history
 * once there are two rows.
 */
export const listingPrices = pgTable(
  "listing_prices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    price: integer("price").notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("listing_prices_listing_idx").on(table.listingId, table.changedAt),
    check("listing_prices_price_check", sql`${table.price} >= 0`),
    check("listing_prices_currency_check", inList("currency", CURRENCIES)),
  ],
);

/**
 * A member's saved search: the filters of a category page, or a text searched in
 * every category (`category_slug` null), named by the member, mailed instantly or once a day, or
 * paused. `city` repeats the filters' city so matching a new listing reads only the searches that can
 * match it. At most SAVED_SEARCHES_PER_MEMBER per member.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    categorySlug: text("category_slug", { enum: CATEGORIES }),
    filters: jsonb("filters").$type<Record<string, unknown>>().notNull().default({}),
    city: text("city"),
    /**
     * The search's shape (services/discovery/saved-searches.ts `searchShape`): its category and filters with
     * the range bounds left out, so every search of one shape is matched by one condition. Null
     * only for a search saved before migration 0016 until the matching job fills it in.
     */
    matchShape: text("match_shape"),
    /** Listings that go live from then on are announced (its creation; moved on when resumed). */
    alertsFrom: timestamp("alerts_from", { withTimezone: true }).notNull().defaultNow(),
    frequency: text("frequency", { enum: ALERT_FREQUENCIES }).notNull().default("instant"),
    paused: boolean("paused").notNull().default(false),
    /** When the last daily digest of this search was sent (null: never). */
    lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("saved_searches_user_idx").on(table.userId, table.createdAt),
    // Matching a new listing: the shapes of the live searches of its category (or of every
    // category) and city, read from the index alone; then the searches of each shape that holds.
    index("saved_searches_shapes_idx")
      .on(table.categorySlug, table.city, table.matchShape)
      .where(sql`NOT ${table.paused}`),
    index("saved_searches_shape_idx")
      .on(table.matchShape)
      .where(sql`NOT ${table.paused}`),
    index("saved_searches_shapeless_idx")
      .on(table.id)
      .where(sql`${table.matchShape} IS NULL`),
    check("saved_searches_category_check", sql`${table.categorySlug} IS NULL OR ${inList("category_slug", CATEGORIES)}`),
    check("saved_searches_frequency_check", inList("frequency", ALERT_FREQUENCIES)),
  ],
);

/**
 * Listings that went live and are still to be matched against the saved searches (a trigger queues
 * a listing whenever its status becomes active: approval, renewal, return from hidden or rented).
 * The matching job takes rows with `FOR UPDATE SKIP LOCKED`, writes the alerts and deletes the row in
 * one transaction: a crash leaves the row for the next run, two runners never take the same row.
 */
export const listingMatchQueue = pgTable("listing_match_queue", {
  listingId: uuid("listing_id")
    .primaryKey()
    .references(() => listings.id, { onDelete: "cascade" }),
  queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A listing that went live and meets a shape of saved search (its filters but the range bounds;
 * services/discovery/saved-searches.ts): the sender finds each search's new listings here when it mails
 * (fan-out at delivery, decision 032). `instant_done`: every instant search of the shape that it
 * matches has been mailed. Kept a few days (the daily digests read the last one).
 */
export const listingMatches = pgTable(
  "listing_matches",
  {
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    matchShape: text("match_shape").notNull(),
    matchedAt: timestamp("matched_at", { withTimezone: true }).notNull().defaultNow(),
    instantDone: boolean("instant_done").notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.listingId, table.matchShape] }),
    index("listing_matches_shape_idx").on(table.matchShape, table.matchedAt),
    index("listing_matches_instant_idx")
      .on(table.matchedAt)
      .where(sql`NOT ${table.instantDone}`),
  ],
);

/**
 * A listing a saved search's owner was mailed about (written with the mail). One row per search and
 * listing ever, so a listing that goes live again is never announced twice to the same search.
 */
export const savedSearchAlerts = pgTable(
  "saved_search_alerts",
  {
    savedSearchId: uuid("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.savedSearchId, table.listingId] })],
);

/**
 * A report of a listing by a member or a visitor: the reason, a free text, who (the
 * member, or for a visitor nobody) and a key that limits reports per member or address (the member's
 * id, or a hash of the visitor's address). One open or closed report per member and listing. An
 * admin's answer closes every open report of the listing with the resolution.
 */
export const listingReports = pgTable(
  "listing_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id").references(() => profiles.id, { onDelete: "set null" }),
    reporterKey: text("reporter_key").notNull(),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    note: text("note"),
    createdAt: createdAt(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolution: text("resolution", { enum: REPORT_RESOLUTIONS }),
    resolvedBy: text("resolved_by").references(() => profiles.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("listing_reports_member_unique")
      .on(table.listingId, table.reporterId)
      .where(sql`${table.reporterId} IS NOT NULL`),
    // The admin's queue: open reports, per listing.
    index("listing_reports_open_idx")
      .on(table.listingId, table.createdAt)
      .where(sql`${table.resolvedAt} IS NULL`),
    // The per-reporter limit.
    index("listing_reports_reporter_idx").on(table.reporterKey, table.createdAt),
    check("listing_reports_reason_check", inList("reason", REPORT_REASONS)),
    check("listing_reports_resolution_check", sql`${table.resolution} IS NULL OR ${inList("resolution", REPORT_RESOLUTIONS)}`),
  ],
);

/**
 * A member's edit of an active listing waiting for moderation (decision 017): the listing row keeps
 * the approved, public version (and with it the search documents, the cards, the featured sections
 * and the page cache's content version) while the edited content waits here, one row per listing (a
 * new edit replaces it). Approval copies the values into the listing and removes the row; rejection
 * marks it rejected with the note (the values are then ignored; the next edit replaces the row).
 * No content-version trigger: nothing public shows a revision.
 */
export const REVISION_STATUSES = ["pending", "rejected"] as const;
export const listingRevisions = pgTable(
  "listing_revisions",
  {
    listingId: uuid("listing_id")
      .primaryKey()
      .references(() => listings.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => profiles.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    titleEn: text("title_en"),
    descriptionEn: text("description_en"),
    /**
     * The title and description in Russian, German, Persian and Arabic (decision 041):
     * `{ "ru": { "title": …, "description": … } }`, checked by `listingTranslationsSchema`.
     */
    translations: jsonb("translations").$type<ListingTranslations>().notNull().default({}),
    price: integer("price").notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    city: text("city").notNull(),
    region: text("region"),
    categorySlug: text("category_slug", { enum: CATEGORIES }).notNull(),
    images: jsonb("images").$type<ListingImage[]>().notNull().default([]),
    videos: jsonb("videos").$type<string[]>().notNull().default([]),
    specifications: jsonb("specifications").$type<Specifications>().notNull().default({}),
    status: text("status", { enum: REVISION_STATUSES }).notNull().default("pending"),
    moderationNote: text("moderation_note"),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The admin panel's queue: pending revisions, oldest first.
    index("listing_revisions_pending_idx")
      .on(table.updatedAt)
      .where(sql`${table.status} = 'pending'`),
    check("listing_revisions_price_check", sql`${table.price} >= 0`),
    check("listing_revisions_currency_check", inList("currency", CURRENCIES)),
    check("listing_revisions_category_check", inList("category_slug", CATEGORIES)),
    check("listing_revisions_status_check", inList("status", REVISION_STATUSES)),
  ],
);

/**
 * What an admin did to a listing: who, what, when and the note; also
 * the decisions on revisions and the owners' price-only changes, which skip moderation (decision 017).
 */
export const moderationEvents = pgTable(
  "moderation_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** No foreign key: the history outlives a permanently deleted listing. */
    listingId: uuid("listing_id").notNull(),
    /** The listing's title when it happened (readable after a permanent delete). */
    listingTitle: text("listing_title").notNull(),
    actorId: text("actor_id").references(() => profiles.id, { onDelete: "set null" }),
    actorName: text("actor_name"),
    action: text("action", { enum: MODERATION_ACTIONS }).notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (table) => [
    index("moderation_events_listing_idx").on(table.listingId, table.createdAt.desc()),
    check("moderation_events_action_check", inList("action", MODERATION_ACTIONS)),
  ],
);

/** Small key/value facts about this database (e.g. when demo content was seeded). */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});

/**
 * One row whose `version` grows whenever content shown on public pages changes (listings except
 * their view counts, profiles, category fields, sponsored content, partner logos). Bumped by
 * deferred triggers at commit (migration 0007), read by the anonymous page cache (decision 010).
 */
export const contentVersion = pgTable(
  "content_version",
  {
    id: smallint("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
    /** The transaction that last bumped it: one bump per transaction, however many rows it changed. */
    txid: bigint("txid", { mode: "number" }),
  },
  () => [check("content_version_single_row", sql`id = 1`)],
);

/**
 * What each content change means for cached pages (migration 0013, decision 022): the surrogate keys
 * to purge (`http/cache-headers.ts` `cacheKeys`), one row per changing transaction, written by the
 * same deferred triggers that bump the content version and tagged with that version. Each node's
 * page cache drops the pages with those keys; one node at a time sends them to the shared caches
 * (CACHE_PURGE_URLS) and marks them sent, retrying with backoff.
 */
export const cachePurges = pgTable(
  "cache_purges",
  {
    version: bigint("version", { mode: "number" }).primaryKey(),
    keys: text("keys").array().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the shared caches confirmed the purge; null while it is to be sent. */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    /** Not before this time is it sent (again): a sender's lease, or a failed attempt's backoff. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("cache_purges_unsent_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} IS NULL`),
  ],
);

/**
 * The words of public listings (from their search documents, kept by a trigger, migration 0010):
 * candidates for "did you mean …?" when a word finds little, looked up by trigram similarity.
 */
export const searchTerms = pgTable("search_terms", { term: text("term").primaryKey() }, (table) => [
  index("search_terms_trgm_idx").using("gin", sql`${table.term} gin_trgm_ops`),
]);

/**
 * Every listing photo or video that `POST /api/uploads` stored (decision 013): who uploaded it, into
 * which listing's folder, the storage keys written (an image's variants too), its main URL and
 * bytes. The row is written before the first object is, so a crash never leaves files nobody knows
 * about. `attached_at` is set by the listing save while a saved listing shows the file and cleared
 * when an edit drops it; the orphan-upload sweep removes files that are not attached once their grace
 * period is over (`removing_at` marks rows whose files are being removed). The per-member upload
 * quota and rate limit are counted here too. No foreign keys: rows outlive a deleted listing or
 * account until the sweep has removed their files. Files stored otherwise (the demo seed, uploads
 * from before this table) have no row and are never swept.
 */
export const UPLOAD_BUCKETS = ["listing-images", "listing-videos"] as const;
export const uploads = pgTable(
  "uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Who sent it (the quota and rate limit count per uploader). */
    uploaderId: text("uploader_id").notNull(),
    /** Whose folder it is in: the listing's owner (an admin's upload goes into the owner's folder). */
    ownerId: text("owner_id").notNull(),
    listingId: uuid("listing_id").notNull(),
    bucket: text("bucket", { enum: UPLOAD_BUCKETS }).notNull(),
    /** Every object key written for this upload (an image's variants), recorded before writing them. */
    keys: text("keys")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The URL a listing refers to it by (an image's main variant, the video); null until stored. */
    url: text("url"),
    bytes: bigint("bytes", { mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
    attachedAt: timestamp("attached_at", { withTimezone: true }),
    removingAt: timestamp("removing_at", { withTimezone: true }),
  },
  (table) => [
    index("uploads_uploader_created_idx").on(table.uploaderId, table.createdAt),
    index("uploads_listing_idx").on(table.listingId),
    // The sweep's candidates: not attached, oldest first.
    index("uploads_unattached_idx")
      .on(table.createdAt)
      .where(sql`${table.attachedAt} is null`),
    check("uploads_bucket_check", inList("bucket", UPLOAD_BUCKETS)),
    check("uploads_bytes_check", sql`${table.bytes} >= 0`),
  ],
);

/**
 * Who has been counted as a viewer of a listing on a (UTC) day (decision 013): a signed-in member by
 * their id, anyone else by a hash of their address and one of a hash of their browser (user agent and
 * the browser's own random id). A view counts only when its row is new; at most
 * VIEWERS_PER_ADDRESS rows per address, listing and day count (carrier NAT shares addresses). Rows of
 * past days are removed by a maintenance job. The key starts with the day, so both the lookups and
 * the removal of old days use it.
 */
export const listingViews = pgTable(
  "listing_views",
  {
    day: date("day", { mode: "string" }).notNull(),
    listingId: uuid("listing_id").notNull(),
    viewer: text("viewer").notNull(),
    agent: text("agent").notNull().default(""),
  },
  (table) => [primaryKey({ columns: [table.day, table.listingId, table.viewer, table.agent] })],
);

/**
 * How many browsers of one address have been counted for a listing on a day: the per-address cap is
 * taken by an `insert … on conflict do update … where browsers < cap`, which locks this row, so
 * concurrent views from one address never pass the cap.
 */
export const listingViewAddresses = pgTable(
  "listing_view_addresses",
  {
    day: date("day", { mode: "string" }).notNull(),
    listingId: uuid("listing_id").notNull(),
    viewer: text("viewer").notNull(),
    browsers: smallint("browsers").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.listingId, table.viewer] })],
);

export * from "./auth-schema";
