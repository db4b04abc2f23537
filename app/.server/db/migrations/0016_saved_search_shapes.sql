-- Saved searches' shapes (issue 19, decision 032): a search's category and filters without its range
-- bounds. Matching a new listing evaluates one condition per shape, not one per search. Saving a search
-- writes its shape; the matching job fills in the shapes of searches saved before this migration.
DROP INDEX "saved_searches_match_idx";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "match_shape" text;--> statement-breakpoint
CREATE INDEX "saved_searches_shapes_idx" ON "saved_searches" USING btree ("category_slug","city","match_shape") WHERE NOT "saved_searches"."paused";--> statement-breakpoint
CREATE INDEX "saved_searches_shape_idx" ON "saved_searches" USING btree ("match_shape") WHERE NOT "saved_searches"."paused";--> statement-breakpoint
CREATE INDEX "saved_searches_shapeless_idx" ON "saved_searches" USING btree ("id") WHERE "saved_searches"."match_shape" IS NULL;