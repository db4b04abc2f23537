CREATE TABLE "listing_match_queue" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_alerts" (
	"saved_search_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "saved_search_alerts_saved_search_id_listing_id_pk" PRIMARY KEY("saved_search_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"category_slug" text,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"city" text,
	"frequency" text DEFAULT 'instant' NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"last_digest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_category_check" CHECK ("saved_searches"."category_slug" IS NULL OR category_slug in ('houses', 'cars', 'shops', 'hotels', 'apartments')),
	CONSTRAINT "saved_searches_frequency_check" CHECK (frequency in ('instant', 'daily'))
);
--> statement-breakpoint
ALTER TABLE "listing_match_queue" ADD CONSTRAINT "listing_match_queue_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_alerts_unsent_idx" ON "saved_search_alerts" USING btree ("saved_search_id","created_at") WHERE "saved_search_alerts"."sent_at" IS NULL;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_match_idx" ON "saved_searches" USING btree ("category_slug","city") WHERE NOT "saved_searches"."paused";--> statement-breakpoint
-- A listing that goes live (inserted live, approved, renewed, back from hidden or rented) is queued
-- for matching against the saved searches (issue 19 item 1). Inserts per statement (a bulk import is
-- one insert of many rows).
CREATE FUNCTION queue_live_listings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_match_queue (listing_id) SELECT id FROM new_rows WHERE status = 'active'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listings_match_queue_insert AFTER INSERT ON listings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION queue_live_listings();
--> statement-breakpoint
CREATE FUNCTION queue_live_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_match_queue (listing_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listings_match_queue_update AFTER UPDATE OF status ON listings FOR EACH ROW
  WHEN (NEW.status = 'active' AND OLD.status IS DISTINCT FROM 'active')
  EXECUTE FUNCTION queue_live_listing();
--> statement-breakpoint
-- The price-drop mail setting (migration 0014) shows on no public page either: like the approval
-- mails' setting, changing it leaves the content version (and the cached pages) alone.
DROP TRIGGER profiles_content_version_update ON profiles;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER profiles_content_version_update AFTER UPDATE ON profiles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'optional_mails' - 'price_drop_mails' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'optional_mails' - 'price_drop_mails' - 'updated_at'))
  EXECUTE FUNCTION bump_content_version();
