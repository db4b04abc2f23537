CREATE TABLE "listing_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_prices_price_check" CHECK ("listing_prices"."price" >= 0),
	CONSTRAINT "listing_prices_currency_check" CHECK (currency in ('TRY', 'USD', 'EUR', 'GBP'))
);
--> statement-breakpoint
CREATE TABLE "listing_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"reporter_id" text,
	"reporter_key" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"resolved_by" text,
	CONSTRAINT "listing_reports_reason_check" CHECK (reason in ('rented', 'wrong_price', 'scam', 'wrong_category', 'offensive', 'other')),
	CONSTRAINT "listing_reports_resolution_check" CHECK ("listing_reports"."resolution" IS NULL OR resolution in ('dismissed', 'hidden', 'fix_requested', 'deleted'))
);
--> statement-breakpoint
ALTER TABLE "listings" DROP CONSTRAINT "listings_status_check";--> statement-breakpoint
ALTER TABLE "moderation_events" DROP CONSTRAINT "moderation_events_action_check";--> statement-breakpoint
ALTER TABLE "favourites" ADD COLUMN "saved_price" integer;--> statement-breakpoint
ALTER TABLE "favourites" ADD COLUMN "saved_currency" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "expiry_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "rented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "price_drop_mails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_prices" ADD CONSTRAINT "listing_prices_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_reporter_id_profiles_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_resolved_by_profiles_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_prices_listing_idx" ON "listing_prices" USING btree ("listing_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_member_unique" ON "listing_reports" USING btree ("listing_id","reporter_id") WHERE "listing_reports"."reporter_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "listing_reports_open_idx" ON "listing_reports" USING btree ("listing_id","created_at") WHERE "listing_reports"."resolved_at" IS NULL;--> statement-breakpoint
CREATE INDEX "listing_reports_reporter_idx" ON "listing_reports" USING btree ("reporter_key","created_at");--> statement-breakpoint
CREATE INDEX "listings_active_expires_idx" ON "listings" USING btree ("expires_at") WHERE "listings"."status" = 'active' AND "listings"."expires_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_status_check" CHECK (status in ('pending', 'active', 'rejected', 'deleted', 'expired', 'rented', 'hidden'));--> statement-breakpoint
ALTER TABLE "moderation_events" ADD CONSTRAINT "moderation_events_action_check" CHECK (action in ('approve', 'reject', 'feature', 'unfeature', 'delete', 'destroy', 'edit', 'revision_approve', 'revision_reject', 'price', 'report_dismiss', 'report_hide', 'report_fix', 'report_delete', 'auto_hide'));--> statement-breakpoint
-- Price history (issue 19): every listing's price when it is created and each change of its price or
-- currency, whatever path changed it. Inserts are recorded per statement (a bulk import is one
-- insert of many rows); the listings of before this migration start with their price at creation.
CREATE FUNCTION record_listing_prices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_prices (listing_id, price, currency) SELECT id, price, currency FROM new_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listings_prices_insert AFTER INSERT ON listings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_listing_prices();
--> statement-breakpoint
CREATE FUNCTION record_listing_price_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_prices (listing_id, price, currency) VALUES (NEW.id, NEW.price, NEW.currency);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listings_prices_update AFTER UPDATE OF price, currency ON listings FOR EACH ROW
  WHEN (OLD.price IS DISTINCT FROM NEW.price OR OLD.currency IS DISTINCT FROM NEW.currency)
  EXECUTE FUNCTION record_listing_price_change();
--> statement-breakpoint
INSERT INTO listing_prices (listing_id, price, currency, changed_at) SELECT id, price, currency, created_at FROM listings;
--> statement-breakpoint
-- "Price dropped since saved": the favourites of before this migration count from today's price.
UPDATE favourites SET saved_price = listings.price, saved_currency = listings.currency
  FROM listings WHERE listings.id = favourites.listing_id;
--> statement-breakpoint
-- Live listings get a full lifetime from today (60 days, the default of LISTING_LIFETIME_DAYS).
UPDATE listings SET expires_at = now() + interval '60 days' WHERE status = 'active';
--> statement-breakpoint
-- A rented listing keeps its public page (it says rented): its changes purge cached pages as an
-- active listing's do. The renewal reminder's mark shows on no page and purges nothing.
DROP TRIGGER listings_content_version_insert ON listings;
--> statement-breakpoint
DROP TRIGGER listings_content_version_delete ON listings;
--> statement-breakpoint
DROP TRIGGER listings_content_version_update ON listings;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER listings_content_version_insert AFTER INSERT ON listings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.status IN ('active', 'rented')) EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER listings_content_version_delete AFTER DELETE ON listings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.status IN ('active', 'rented')) EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER listings_content_version_update AFTER UPDATE ON listings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.status IN ('active', 'rented') OR NEW.status IN ('active', 'rented'))
    AND (to_jsonb(OLD) - 'views' - 'updated_at' - 'expiry_notice_at') IS DISTINCT FROM (to_jsonb(NEW) - 'views' - 'updated_at' - 'expiry_notice_at'))
  EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
-- The admin panel's reports queue is live like the moderation queue (infra/live-queue.ts).
CREATE FUNCTION notify_listing_report() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('listing_report', NEW.listing_id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listing_reports_notify AFTER INSERT ON listing_reports
  FOR EACH ROW EXECUTE FUNCTION notify_listing_report();
