CREATE TABLE "cache_purges" (
	"version" bigint PRIMARY KEY NOT NULL,
	"keys" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cache_purges_unsent_idx" ON "cache_purges" USING btree ("next_attempt_at") WHERE "cache_purges"."sent_at" IS NULL;--> statement-breakpoint
-- Every content-version trigger (migrations 0007, 0011: listings that are or were public, profiles'
-- public fields, category fields, sponsored content, partner logos) now also records which cached
-- pages the change affects: their surrogate keys (http/cache-headers.ts `cacheKeys`), in one row per
-- transaction tagged with the version it bumped. The version's row lock, held to the commit, orders
-- the transactions, so a reader that sees version V sees every purge up to V. A transaction touching
-- many things (a bulk import) purges everything ('site') rather than carry thousands of keys.
CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  purge_keys text[];
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    purge_keys := ARRAY['site'];
  ELSIF TG_TABLE_NAME = 'listings' THEN
    -- Its page and every page showing its card; the lists it joins or leaves (any page of its
    -- category, the home page's sections, search results); its seller's profile and listings.
    purge_keys := ARRAY['home', 'search'];
    IF TG_OP <> 'INSERT' THEN
      purge_keys := purge_keys || ARRAY['l:' || OLD.id::text, 'list:' || OLD.category_slug, 'p:' || OLD.owner_id];
    END IF;
    IF TG_OP <> 'DELETE' THEN
      purge_keys := purge_keys || ARRAY['l:' || NEW.id::text, 'list:' || NEW.category_slug, 'p:' || NEW.owner_id];
    END IF;
  ELSIF TG_TABLE_NAME = 'profiles' THEN
    IF TG_OP = 'DELETE' THEN
      purge_keys := ARRAY['p:' || OLD.id];
    ELSE
      purge_keys := ARRAY['p:' || NEW.id];
    END IF;
  ELSIF TG_TABLE_NAME = 'sponsored_contents' THEN
    purge_keys := ARRAY['sponsors'];
  ELSIF TG_TABLE_NAME = 'partner_companies' THEN
    purge_keys := ARRAY['partners'];
  ELSE
    -- category fields (every listing page's labels), and anything not known here
    purge_keys := ARRAY['site'];
  END IF;
  -- Once per transaction: later rows of the same transaction find txid already set and skip.
  UPDATE content_version SET version = version + 1, txid = txid_current()
   WHERE id = 1 AND txid IS DISTINCT FROM txid_current();
  INSERT INTO cache_purges (version, keys)
    SELECT version, ARRAY(SELECT DISTINCT k FROM unnest(purge_keys) AS k ORDER BY k) FROM content_version WHERE id = 1
  ON CONFLICT (version) DO UPDATE SET keys = CASE
    WHEN 'site' = ANY (cache_purges.keys) OR 'site' = ANY (EXCLUDED.keys)
      OR cardinality(cache_purges.keys) + cardinality(EXCLUDED.keys) > 500 THEN ARRAY['site']
    ELSE ARRAY(SELECT DISTINCT k FROM unnest(cache_purges.keys || EXCLUDED.keys) AS k ORDER BY k)
  END;
  RETURN NULL;
END
$$;
