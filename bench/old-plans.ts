/**
 * The old app's query plans, for comparison in `npm run bench` (benchmark tooling, not app code).
 *
 * The old app searched with a case-insensitive `%text%` match (PostgREST `ilike`) on the raw title,
 * description and location columns, and filtered locations the same way (`location ilike
 * '%Girne%'`). There is no index those predicates could use — our search index covers the
 * generated search document, not these columns — so the planner must read every candidate row: the
 * plan the old app got, on the same data, without copying tables or switching planner settings.
 * (It also matched whole phrases only: "girne villa" found nothing.)
 */
import { type SQL, and, count, desc, eq, ilike, or } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { listings } from "~/.server/db/schema";
import { filterConditions } from "~/.server/services/discovery/browse";
import { SEARCH_LIMIT } from "~/.server/services/discovery/search";
import { FALLBACK_RATES } from "~/domain/listing";
import { summaryColumns } from "~/.server/services/listings/listings";
import type { Category } from "~/domain/categories";
import { CATEGORY_PAGE_SIZE, type ListingFilters } from "~/domain/filters";

/** Makes `%`, `_` and `\` in user text literal inside a LIKE pattern (escape character `\`). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
const contains = (text: string) => `%${escapeLike(text)}%`;

/** Search, old style: active listings whose title, description (both languages) or location contain the text. */
export function oldSearchQuery(db: Db, text: string) {
  const pattern = contains(text.trim());
  return db
    .select(summaryColumns)
    .from(listings)
    .where(
      and(
        eq(listings.status, "active"),
        or(
          ilike(listings.title, pattern),
          ilike(listings.description, pattern),
          ilike(listings.titleEn, pattern),
          ilike(listings.descriptionEn, pattern),
          ilike(listings.location, pattern),
        ),
      ),
    )
    .orderBy(desc(listings.isFeatured), desc(listings.createdAt), desc(listings.id))
    .limit(SEARCH_LIMIT);
}

/**
 * A category page, old style: the same filters and order as `listCategory`, but the city and
 * district matched as `location ilike '%City - District%'` instead of the equality on `city`/`region`.
 */
export function oldCategoryQueries(db: Db, category: Category, filters: ListingFilters) {
  const { city, region, ...rest } = filters;
  const location = city ? ilike(listings.location, contains(region ? `${city} - ${region}` : city)) : undefined;
  const where: SQL = and(filterConditions(category, rest, FALLBACK_RATES), location)!;
  return [
    db
      .select(summaryColumns)
      .from(listings)
      .where(where)
      .orderBy(desc(listings.isFeatured), desc(listings.createdAt), desc(listings.id))
      .limit(CATEGORY_PAGE_SIZE + 1),
    db.select({ value: count() }).from(listings).where(where),
  ];
}
