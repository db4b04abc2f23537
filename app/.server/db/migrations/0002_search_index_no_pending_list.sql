DROP INDEX "listings_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "listings_search_trgm_idx" ON "listings" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);