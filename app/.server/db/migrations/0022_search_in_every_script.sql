-- Search in every script (decision 039, extends 016): search_fold() keeps Cyrillic, Greek and
-- Arabic-script letters as word letters and folds their variants (ё→е; ی/ى/ئ→ي, ک→ك, أ/إ/آ/ٱ→ا,
-- ة→ه, ؤ→و; Persian and Arabic-Indic digits to ASCII), drops combining accents, harakat, tatweel and
-- invisible marks, and turns every other character into a space (the zero-width non-joiner too), so
-- the word parser sees the same words whatever the database's locale. No lower(): the table does the
-- case, since lower() of a "C" database knows only ASCII. The expression is `searchFoldSql()` of
-- app/domain/search.ts written out (tests/unit/search.test.ts checks it is; the integration test folds
-- every character of the Basic Multilingual Plane both ways).
CREATE OR REPLACE FUNCTION search_fold(input text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN regexp_replace(regexp_replace(replace(replace(regexp_replace(translate(input, 'ABCDEFGHIJKLMNOPQRSTUVWXYZÇĞİIÖŞÜÂÊÎÔÛÁÀÄÃÉÈËÍÌÏÓÒÕÚÙÑçğıöşüâêîôûáàäãéèëíìïóòõúùñÅåØøÝýÿŸŠšČčĆćŽžŁłŘřŇňĎďŤťĚěŮůŐőŰűȘșȚțĄąĘęŚśŹźŻżŃńĀāĒēĪīŌōŪūАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯЀЁЂЃЄЅІЇЈЉЊЋЌЍЎЏёѐҐґΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΆΈΉΊΌΎΏΪΫάέήίόύώϊϋΐΰςیىئکأإآٱةۀھەؤ۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩', 'abcdefghijklmnopqrstuvwxyzcgiiosuaeiouaaaaeeeiiiooouuncgiosuaeiouaaaaeeeiiiooouunaaooyyyysscccczzllrrnnddtteeuuoouussttaaeesszzzznnaaeeiioouuабвгдежзийклмнопрстуфхцчшщъыьэюяееђѓєѕіїјљњћќѝўџееггαβγδεζηθικλμνξοπρστυφχψωαεηιουωιυαεηιουωιυιυσيييكااااههههو01234567890123456789'), '[\u00ad\u0300-\u036f\u0610-\u061a\u061c\u0640\u064b-\u065f\u0670\u06d6-\u06ed\u200d-\u200f\u202a-\u202e\u2066-\u2069]', '', 'g'), 'ß', 'ss'), 'ẞ', 'ss'), '([0-9])\+([0-9]*)', '\1p\2', 'g'), '[^0-9a-z\u0430-\u045f\u03b1-\u03c9\u0621-\u063a\u0641-\u064a\u0671-\u06d3\u06d5]+', ' ', 'g');--> statement-breakpoint
-- The stored documents were folded by the old function: the columns are dropped and added again,
-- computed anew in one rewrite of the table (an UPDATE of every row would fire the content, price and
-- saved-search triggers for each). Their indexes, statistics targets (0012) and the vocabulary's
-- update trigger, which names search_vector, go with them and are made again below.
DROP TRIGGER "listings_search_terms_update" ON "listings";--> statement-breakpoint
ALTER TABLE "listings" DROP COLUMN "search_head", DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_head" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, search_fold(title || ' ' || coalesce(title_en, ''))), 'A') || setweight(to_tsvector('simple'::regconfig, search_fold(city || ' ' || coalesce(region, '') || ' ' || coalesce(specifications ->> 'rooms', '') || ' ' || coalesce(specifications ->> 'room_count', '') || ' ' || coalesce(specifications ->> 'house_type', '') || ' ' || coalesce(specifications ->> 'houseType', '') || ' ' || coalesce(specifications ->> 'property_type', '') || ' ' || coalesce(specifications ->> 'konut_tipi', '') || ' ' || coalesce(specifications ->> 'type', '') || ' ' || coalesce(specifications ->> 'brand', '') || ' ' || coalesce(specifications ->> 'model', '') || ' ' || coalesce(specifications ->> 'board', '') || ' ' || coalesce(specifications ->> 'fuel', '') || ' ' || coalesce(specifications ->> 'transmission', '') || ' ' || coalesce(specifications ->> 'color', '') || ' ' || number::text)), 'B')) STORED NOT NULL, ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, search_fold(title || ' ' || coalesce(title_en, ''))), 'A') || setweight(to_tsvector('simple'::regconfig, search_fold(city || ' ' || coalesce(region, '') || ' ' || coalesce(specifications ->> 'rooms', '') || ' ' || coalesce(specifications ->> 'room_count', '') || ' ' || coalesce(specifications ->> 'house_type', '') || ' ' || coalesce(specifications ->> 'houseType', '') || ' ' || coalesce(specifications ->> 'property_type', '') || ' ' || coalesce(specifications ->> 'konut_tipi', '') || ' ' || coalesce(specifications ->> 'type', '') || ' ' || coalesce(specifications ->> 'brand', '') || ' ' || coalesce(specifications ->> 'model', '') || ' ' || coalesce(specifications ->> 'board', '') || ' ' || coalesce(specifications ->> 'fuel', '') || ' ' || coalesce(specifications ->> 'transmission', '') || ' ' || coalesce(specifications ->> 'color', '') || ' ' || number::text)), 'B') || setweight(to_tsvector('simple'::regconfig, search_fold(description || ' ' || coalesce(description_en, ''))), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "search_head" SET STATISTICS 1000, ALTER COLUMN "search_vector" SET STATISTICS 1000;--> statement-breakpoint
CREATE INDEX "listings_search_head_idx" ON "listings" USING gin ("search_head") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "listings_search_vector_idx" ON "listings" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "listings_search_walk_idx" ON "listings" USING btree ("is_featured" DESC NULLS FIRST, "created_at" DESC NULLS FIRST, "id" DESC NULLS FIRST) INCLUDE ("category_slug", "search_head") WHERE "status" = 'active';--> statement-breakpoint
-- The vocabulary keeps the words of every script the fold keeps (3–40 letters, no digits:
-- `VOCABULARY_WORD` in app/domain/search.ts), so a word no listing has is known as such in Russian
-- or Persian too.
CREATE OR REPLACE FUNCTION collect_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT word.lexeme FROM new_rows, unnest(new_rows.search_vector) AS word
   WHERE new_rows.status = 'active' AND length(word.lexeme) BETWEEN 3 AND 40 AND word.lexeme ~ '^[a-z\u0430-\u045f\u03b1-\u03c9\u0621-\u063a\u0641-\u064a\u0671-\u06d3\u06d5]+$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION collect_search_terms_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT word.lexeme FROM unnest(NEW.search_vector) AS word
   WHERE length(word.lexeme) BETWEEN 3 AND 40 AND word.lexeme ~ '^[a-z\u0430-\u045f\u03b1-\u03c9\u0621-\u063a\u0641-\u064a\u0671-\u06d3\u06d5]+$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "listings_search_terms_update" AFTER UPDATE ON "listings" FOR EACH ROW
  WHEN (NEW.status = 'active' AND (OLD.status IS DISTINCT FROM 'active' OR OLD.search_vector IS DISTINCT FROM NEW.search_vector))
  EXECUTE FUNCTION collect_search_terms_of_row();--> statement-breakpoint
INSERT INTO search_terms (term)
SELECT DISTINCT word.lexeme FROM listings, unnest(listings.search_vector) AS word
 WHERE listings.status = 'active' AND length(word.lexeme) BETWEEN 3 AND 40 AND word.lexeme ~ '^[a-z\u0430-\u045f\u03b1-\u03c9\u0621-\u063a\u0641-\u064a\u0671-\u06d3\u06d5]+$'
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The search plans from the documents' statistics (services/discovery/search.ts `boundOfMatches`):
-- new columns have none until ANALYZE, so it runs now rather than at autovacuum's next visit.
ANALYZE "listings";
