-- Trigram search and the Turkish folding used by listings.search_text (drizzle-kit emits neither).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Case-insensitive, Turkish-aware folding: İ/I/ı/i all become "i", Turkish capitals are lowered
-- explicitly (lower() alone depends on the database's ctype and leaves them in a C locale).
CREATE OR REPLACE FUNCTION tr_fold(input text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower(translate(input, 'ÇĞİIıÖŞÜÂÊÎÔÛ', 'çğiiiöşüâêîôû'));
