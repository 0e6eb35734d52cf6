ALTER TABLE "commerce"."category_product_index" ADD COLUMN "option_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "commerce"."category_product_index" ADD COLUMN "category_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Hand-written: the rows already indexed get their facets (the tree is the listed category's shop root).
UPDATE "commerce"."category_product_index" ci SET
  "option_ids" = array(SELECT pav.option_id FROM "commerce"."product_attribute_values" pav WHERE pav.product_id = ci.product_id ORDER BY 1),
  "category_ids" = array(
    SELECT cp.category_id FROM "commerce"."category_products" cp JOIN "commerce"."categories" c ON c.id = cp.category_id
    WHERE cp.product_id = ci.product_id AND c.is_active
      AND c.path LIKE (SELECT split_part(lc.path, '/', 1) || '/' || split_part(lc.path, '/', 2) || '/%' FROM "commerce"."categories" lc WHERE lc.id = ci.category_id)
    ORDER BY 1);
--> statement-breakpoint
-- Hand-written (drizzle-kit cannot write INCLUDE): a category page's facets read as an index-only scan.
CREATE INDEX IF NOT EXISTS "category_product_index_facets_idx" ON "commerce"."category_product_index" ("store_code", "category_id", "min_price") INCLUDE ("max_price", "option_ids", "category_ids");
