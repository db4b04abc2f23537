CREATE TABLE "moderation_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"listing_title" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"action" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_events_action_check" CHECK (action in ('approve', 'reject', 'feature', 'unfeature', 'delete', 'destroy', 'edit'))
);
--> statement-breakpoint
ALTER TABLE "moderation_events" ADD CONSTRAINT "moderation_events_actor_id_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_events_listing_idx" ON "moderation_events" USING btree ("listing_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- The live moderation queue: every listing that becomes (or is saved again as) pending is announced on
-- the 'listing_pending' channel; each app node's admin event stream LISTENs to it.
CREATE FUNCTION notify_listing_pending() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'pending' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM NEW.status OR OLD.updated_at IS DISTINCT FROM NEW.updated_at) THEN
    PERFORM pg_notify('listing_pending', NEW.id::text);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER listings_notify_pending AFTER INSERT OR UPDATE OF status, updated_at ON listings
  FOR EACH ROW EXECUTE FUNCTION notify_listing_pending();
