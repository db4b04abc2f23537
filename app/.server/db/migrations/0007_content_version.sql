-- The content version behind the anonymous page cache (decision 010): one row whose version grows
-- when anything a public page shows changes. Each bump runs in a deferred trigger, that is at commit
-- and inside the writing transaction, so a reader sees the new version exactly when it sees the new
-- rows, and the row lock is held only for the commit (concurrent writers hardly wait on it). A
-- listing's view counter is left out: it changes on every visit and the cache's time limit covers it.
CREATE TABLE "content_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"txid" bigint,
	CONSTRAINT "content_version_single_row" CHECK (id = 1)
);--> statement-breakpoint
INSERT INTO "content_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Once per transaction: later rows of the same transaction find txid already set and skip.
  UPDATE content_version SET version = version + 1, txid = txid_current()
   WHERE id = 1 AND txid IS DISTINCT FROM txid_current();
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Only listings that are or were public: drafts waiting for moderation show on no cached page.
CREATE CONSTRAINT TRIGGER listings_content_version_insert AFTER INSERT ON listings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.status = 'active') EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER listings_content_version_delete AFTER DELETE ON listings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.status = 'active') EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER listings_content_version_update AFTER UPDATE ON listings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.status = 'active' OR NEW.status = 'active')
    AND (to_jsonb(OLD) - 'views' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'views' - 'updated_at'))
  EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER listings_content_version_truncate AFTER TRUNCATE ON listings FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
-- A new member shows on no public page until a listing of theirs is approved: updates and deletes only.
CREATE CONSTRAINT TRIGGER profiles_content_version AFTER UPDATE OR DELETE ON profiles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER profiles_content_version_truncate AFTER TRUNCATE ON profiles FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER category_fields_content_version AFTER INSERT OR UPDATE OR DELETE ON category_fields
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER category_fields_content_version_truncate AFTER TRUNCATE ON category_fields FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sponsored_contents_content_version AFTER INSERT OR UPDATE OR DELETE ON sponsored_contents
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER sponsored_contents_content_version_truncate AFTER TRUNCATE ON sponsored_contents FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER partner_companies_content_version AFTER INSERT OR UPDATE OR DELETE ON partner_companies
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER partner_companies_content_version_truncate AFTER TRUNCATE ON partner_companies FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
