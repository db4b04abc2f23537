CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_slug" text NOT NULL,
	"field_key" text NOT NULL,
	"label" text NOT NULL,
	"label_en" text,
	"field_type" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "category_fields_type_check" CHECK (field_type in ('number', 'boolean', 'select', 'multiselect', 'date', 'text'))
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" text NOT NULL,
	"listing_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_listing_id_pk" PRIMARY KEY("user_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"title_en" text,
	"description_en" text,
	"price" integer NOT NULL,
	"currency" text DEFAULT 'TRY' NOT NULL,
	"city" text NOT NULL,
	"region" text,
	"location" text GENERATED ALWAYS AS (city || coalesce(' - ' || region, '')) STORED NOT NULL,
	"category_slug" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specifications" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"moderation_note" text,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (tr_fold(title || ' ' || description || ' ' || coalesce(title_en, '') || ' ' || coalesce(description_en, '') || ' ' || city || ' ' || coalesce(region, ''))) STORED NOT NULL,
	CONSTRAINT "listings_price_check" CHECK ("listings"."price" >= 0),
	CONSTRAINT "listings_views_check" CHECK ("listings"."views" >= 0),
	CONSTRAINT "listings_currency_check" CHECK (currency in ('TRY', 'USD', 'EUR', 'GBP')),
	CONSTRAINT "listings_status_check" CHECK (status in ('pending', 'active', 'rejected', 'deleted')),
	CONSTRAINT "listings_category_check" CHECK (category_slug in ('houses', 'cars', 'shops', 'hotels', 'apartments'))
);
--> statement-breakpoint
CREATE TABLE "partner_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"link_url" text,
	"type" text DEFAULT 'real_estate' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_companies_type_check" CHECK (type in ('real_estate', 'car_rental', 'hotel', 'apartment'))
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"display_name" text,
	"company_name" text,
	"account_type" text DEFAULT 'individual' NOT NULL,
	"phone" text,
	"whatsapp" text,
	"website" text,
	"bio" text,
	"location" text,
	"avatar_url" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_account_type_check" CHECK (account_type in ('individual', 'company'))
);
--> statement-breakpoint
CREATE TABLE "sponsored_contents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"description" text,
	"description_en" text,
	"image_url" text,
	"link_url" text,
	"company" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "category_fields_category_key_unique" ON "category_fields" USING btree ("category_slug","field_key");--> statement-breakpoint
CREATE INDEX "category_fields_category_order_idx" ON "category_fields" USING btree ("category_slug","order_index");--> statement-breakpoint
CREATE INDEX "favourites_listing_idx" ON "favourites" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listings_status_category_created_idx" ON "listings" USING btree ("status","category_slug","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_featured_idx" ON "listings" USING btree ("category_slug","created_at" DESC NULLS LAST) WHERE "listings"."is_featured" and "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_recent_idx" ON "listings" USING btree ("is_featured" DESC NULLS LAST,"created_at" DESC NULLS LAST) WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_owner_idx" ON "listings" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_search_trgm_idx" ON "listings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "partner_companies_type_order_idx" ON "partner_companies" USING btree ("type","is_active","order_index");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_email_unique" ON "profiles" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "profiles_created_at_idx" ON "profiles" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sponsored_active_order_idx" ON "sponsored_contents" USING btree ("is_active","order_index","created_at" DESC NULLS LAST);