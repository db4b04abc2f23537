-- Saved searches by shape, alerts fanned out when mailed (issue 19, decision 032). A search's shape is
-- its category and filters without its range bounds; matching a new listing evaluates one condition
-- per shape and logs the shapes it meets in listing_matches; the sender finds each search's new
-- listings there and records what it mailed in saved_search_alerts. Saving a search writes its shape;
-- the matching job fills in the shapes of searches saved before this migration.
CREATE TABLE "listing_matches" (
	"listing_id" uuid NOT NULL,
	"match_shape" text NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"instant_done" boolean DEFAULT false NOT NULL,
	CONSTRAINT "listing_matches_listing_id_match_shape_pk" PRIMARY KEY("listing_id","match_shape")
);
--> statement-breakpoint
DROP INDEX "saved_search_alerts_unsent_idx";--> statement-breakpoint
DROP INDEX "saved_searches_match_idx";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "match_shape" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "alerts_from" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_matches" ADD CONSTRAINT "listing_matches_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_matches_shape_idx" ON "listing_matches" USING btree ("match_shape","matched_at");--> statement-breakpoint
CREATE INDEX "listing_matches_instant_idx" ON "listing_matches" USING btree ("matched_at") WHERE NOT "listing_matches"."instant_done";--> statement-breakpoint
CREATE INDEX "saved_searches_shapes_idx" ON "saved_searches" USING btree ("category_slug","city","match_shape") WHERE NOT "saved_searches"."paused";--> statement-breakpoint
CREATE INDEX "saved_searches_shape_idx" ON "saved_searches" USING btree ("match_shape") WHERE NOT "saved_searches"."paused";--> statement-breakpoint
CREATE INDEX "saved_searches_shapeless_idx" ON "saved_searches" USING btree ("id") WHERE "saved_searches"."match_shape" IS NULL;--> statement-breakpoint
-- Alerts matched but not yet mailed: their listings are matched again (into listing_matches), and
-- mailed to the searches they meet, which count listings from now on (alerts_from).
INSERT INTO "listing_match_queue" ("listing_id")
  SELECT DISTINCT "listing_id" FROM "saved_search_alerts" WHERE "sent_at" IS NULL
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
DELETE FROM "saved_search_alerts" WHERE "sent_at" IS NULL;
