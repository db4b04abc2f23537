-- Statistics on the category filters' specification expressions (issue 7). The filters compare
-- expressions over the free `specifications` jsonb (app/.server/services/browse.ts, filterConditions);
-- without statistics PostgreSQL guesses that almost no row matches them, so at 1M listings it read
-- every active Girne house (≈ 100k rows) for one page of "3+1, monthly" instead of walking the
-- category order index and stopping after 50 matches (3.3 s → 1.3 ms). Each object holds the
-- statistics of one expression, written exactly as the queries write it.
CREATE STATISTICS IF NOT EXISTS listings_rental_term_stats ON (btrim(coalesce(specifications ->> 'rental_term'))) FROM listings;--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS listings_rooms_stats ON (btrim(coalesce(specifications ->> 'rooms', specifications ->> 'room_count'))) FROM listings;--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS listings_area_stats ON ((substring(btrim(coalesce(specifications ->> 'square_meters', specifications ->> 'area')) from '^([0-9]{1,15}(?:\.[0-9]+)?)'))::numeric) FROM listings;--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS listings_brand_stats ON (tr_fold(btrim(coalesce(specifications ->> 'brand')))) FROM listings;--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS listings_model_year_stats ON ((substring(btrim(coalesce(specifications ->> 'model_year')) from '^([0-9]{1,15}(?:\.[0-9]+)?)'))::numeric) FROM listings;--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS listings_type_stats ON (tr_fold(btrim(coalesce(specifications ->> 'type')))) FROM listings;--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS listings_stars_stats ON ((substring(btrim(coalesce(specifications ->> 'stars')) from '^([0-9]{1,15}(?:\.[0-9]+)?)'))::numeric) FROM listings;--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS listings_board_stats ON (tr_fold(btrim(coalesce(specifications ->> 'board')))) FROM listings;--> statement-breakpoint
ANALYZE listings;
