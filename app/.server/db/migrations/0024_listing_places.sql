-- A place for every listing (decision 043): its point (the map link's, the owner's pin, or its
-- district's centre, as place_source says), whether the public sees the point or only its area, and
-- the public point the map and the distance searches read (map_point: for an "area" listing the
-- centre of its 0.004° × 0.005° grid cell, PLACE_AREA_GRID in app/domain/listing-place.ts).
-- Existing listings are placed by the listing-places sweep
-- (app/.server/services/listings/listing-places.ts), which knows the districts' centres.
ALTER TABLE "listings" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "place_source" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "place_shown" text DEFAULT 'exact' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "map_point" "point" GENERATED ALWAYS AS (case when latitude is null or longitude is null then null when place_shown = 'area' then point((floor(longitude / 0.005) + 0.5) * 0.005, (floor(latitude / 0.004) + 0.5) * 0.004) else point(longitude, latitude) end) STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_place_source_check" CHECK (place_source in ('link', 'pin', 'region'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_place_shown_check" CHECK (place_shown in ('exact', 'area'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_place_check" CHECK (("listings"."latitude" is null) = ("listings"."longitude" is null) and ("listings"."latitude" is null) = ("listings"."place_source" is null) and "listings"."latitude" between -90 and 90 and "listings"."longitude" between -180 and 180);
--> statement-breakpoint
-- The map's views and "within N km" (services/discovery/map.ts): a GiST index over the active
-- listings' public points holding the category too, so a category's view (and the whole island's
-- clusters) is counted from the index alone, without reading a row per listing (not in drizzle's
-- schema: it cannot express INCLUDE).
CREATE INDEX "listings_active_map_point_idx" ON "listings" USING gist ("map_point") INCLUDE ("category_slug") WHERE "status" = 'active';
