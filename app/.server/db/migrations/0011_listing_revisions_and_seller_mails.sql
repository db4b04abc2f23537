CREATE TABLE "listing_revisions" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"author_id" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"title_en" text,
	"description_en" text,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"city" text NOT NULL,
	"region" text,
	"category_slug" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specifications" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"moderation_note" text,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_revisions_price_check" CHECK ("listing_revisions"."price" >= 0),
	CONSTRAINT "listing_revisions_currency_check" CHECK (currency in ('TRY', 'USD', 'EUR', 'GBP')),
	CONSTRAINT "listing_revisions_category_check" CHECK (category_slug in ('houses', 'cars', 'shops', 'hotels', 'apartments')),
	CONSTRAINT "listing_revisions_status_check" CHECK (status in ('pending', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "moderation_events" DROP CONSTRAINT "moderation_events_action_check";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "optional_mails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_revisions" ADD CONSTRAINT "listing_revisions_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_revisions" ADD CONSTRAINT "listing_revisions_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_revisions_pending_idx" ON "listing_revisions" USING btree ("updated_at") WHERE "listing_revisions"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "moderation_events" ADD CONSTRAINT "moderation_events_action_check" CHECK (action in ('approve', 'reject', 'feature', 'unfeature', 'delete', 'destroy', 'edit', 'revision_approve', 'revision_reject', 'price'));--> statement-breakpoint
-- The live moderation queue announces revisions too (decision 017): a revision saved as pending (new,
-- or replaced by a later edit) is announced on its own channel, so the panel can tell it from a new
-- listing. Nothing public shows a revision, so it has no content-version trigger (decision 010).
CREATE FUNCTION notify_listing_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'pending' THEN
    PERFORM pg_notify('listing_revision', NEW.listing_id::text);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER listing_revisions_notify_pending AFTER INSERT OR UPDATE ON listing_revisions
  FOR EACH ROW EXECUTE FUNCTION notify_listing_revision();
--> statement-breakpoint
-- A member's mail setting shows on no public page: a profile update that changes only it (and the
-- update time) leaves the content version alone. Deletions still bump it.
DROP TRIGGER profiles_content_version ON profiles;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER profiles_content_version_update AFTER UPDATE ON profiles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'optional_mails' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'optional_mails' - 'updated_at'))
  EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER profiles_content_version_delete AFTER DELETE ON profiles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_content_version();
