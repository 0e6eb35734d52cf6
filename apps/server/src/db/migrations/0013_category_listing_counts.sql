CREATE TABLE "commerce"."category_listing_counts" (
	"store_code" text NOT NULL,
	"category_id" integer NOT NULL,
	"product_count" integer NOT NULL,
	CONSTRAINT "category_listing_counts_store_code_category_id_pk" PRIMARY KEY("store_code","category_id")
);
--> statement-breakpoint
ALTER TABLE "commerce"."category_listing_counts" ADD CONSTRAINT "category_listing_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "commerce"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Counts for a catalogue indexed before this table existed (a reindex keeps them from now on).
INSERT INTO "commerce"."category_listing_counts" ("store_code", "category_id", "product_count")
SELECT "store_code", "category_id", count(*) FROM "commerce"."category_product_index" GROUP BY "store_code", "category_id";
