DROP INDEX "listings_featured_idx";--> statement-breakpoint
DROP INDEX "listings_active_recent_idx";--> statement-breakpoint
DROP INDEX "listings_owner_idx";--> statement-breakpoint
CREATE INDEX "listings_active_category_order_idx" ON "listings" USING btree ("category_slug","is_featured" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_category_city_order_idx" ON "listings" USING btree ("category_slug","city","is_featured" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_featured_idx" ON "listings" USING btree ("category_slug","created_at" DESC NULLS FIRST) WHERE "listings"."is_featured" and "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_recent_idx" ON "listings" USING btree ("is_featured" DESC NULLS FIRST,"created_at" DESC NULLS FIRST) WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_owner_idx" ON "listings" USING btree ("owner_id","created_at" DESC NULLS FIRST);