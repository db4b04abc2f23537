-- Statistics on the expressions of the filters added after migration 0006 (gearbox, fuel,
-- furnished; app/domain/filters.ts), written exactly as app/.server/services/browse.ts writes them,
-- so the planner knows how many listings match instead of guessing almost none (see 0006).
CREATE STATISTICS IF NOT EXISTS listings_transmission_stats ON (tr_fold(btrim(coalesce(specifications ->> 'transmission')))) FROM listings;--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS listings_fuel_stats ON (tr_fold(btrim(coalesce(specifications ->> 'fuel')))) FROM listings;--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS listings_furnished_stats ON (btrim(coalesce(specifications ->> 'furnished'))) FROM listings;--> statement-breakpoint
ANALYZE listings;
