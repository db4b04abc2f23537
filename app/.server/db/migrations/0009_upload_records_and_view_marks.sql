-- Issue 14 (decision 013): `uploads` records every listing photo and video the upload endpoint stored
-- (per-member quota and rate limit, the orphan-upload sweep); `listing_views` and
-- `listing_view_addresses` deduplicate the view counter per viewer and day (old days are removed by a
-- maintenance job). Neither has foreign keys: the sweeps clean up after deleted listings.
CREATE TABLE "listing_view_addresses" (
	"day" date NOT NULL,
	"listing_id" uuid NOT NULL,
	"viewer" text NOT NULL,
	"browsers" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_view_addresses_day_listing_id_viewer_pk" PRIMARY KEY("day","listing_id","viewer")
);
--> statement-breakpoint
CREATE TABLE "listing_views" (
	"day" date NOT NULL,
	"listing_id" uuid NOT NULL,
	"viewer" text NOT NULL,
	"agent" text DEFAULT '' NOT NULL,
	CONSTRAINT "listing_views_day_listing_id_viewer_agent_pk" PRIMARY KEY("day","listing_id","viewer","agent")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uploader_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"listing_id" uuid NOT NULL,
	"bucket" text NOT NULL,
	"keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"url" text,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attached_at" timestamp with time zone,
	"removing_at" timestamp with time zone,
	CONSTRAINT "uploads_bucket_check" CHECK (bucket in ('listing-images', 'listing-videos')),
	CONSTRAINT "uploads_bytes_check" CHECK ("uploads"."bytes" >= 0)
);
--> statement-breakpoint
CREATE INDEX "uploads_uploader_created_idx" ON "uploads" USING btree ("uploader_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_listing_idx" ON "uploads" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "uploads_unattached_idx" ON "uploads" USING btree ("created_at") WHERE "uploads"."attached_at" is null;