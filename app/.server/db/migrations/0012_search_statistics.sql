-- The search plans from the words' own statistics (decision 016, services/search.ts
-- `boundOfMatches`): ANALYZE keeps the most common words of each search document with their share
-- of listings; a word not among them is taken to be as common as the least common listed one. With
-- the default target (100) that floor was 1.2 % of the listings for the whole document, so a rare
-- word looked common enough to walk 10,000 listings for. A larger target keeps ten times as many
-- words and lowers the floor.
ALTER TABLE "listings" ALTER COLUMN "search_head" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "search_vector" SET STATISTICS 1000;
--> statement-breakpoint
-- Walking the newest public listings for a common word's matches (services/search.ts) reads each
-- row's head document: from the table that is a page per row (≈ 4 µs; 15 ms for a page of "girne
-- villa" at 1M listings), from this index without the table (index-only, 2 ms). It holds the
-- order, the category and the small head document (not in drizzle's schema: it cannot express
-- INCLUDE).
CREATE INDEX IF NOT EXISTS "listings_search_walk_idx" ON "listings" USING btree ("is_featured" DESC NULLS FIRST, "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST) INCLUDE ("category_slug", "search_head") WHERE "status" = 'active';
