ALTER TABLE "favourites" ADD COLUMN "price_drop_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "favourites" ADD COLUMN "price_drop_mailed_price" integer;--> statement-breakpoint
ALTER TABLE "favourites" ADD COLUMN "price_drop_mailed_currency" text;