/**
 * The one UUID check (ids of listings, sponsored items, logos; a new listing's id): anything else is
 * answered "not found" or refused without asking the database. Any version, either case.
 */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === "string" && UUID_PATTERN.test(value);
