CREATE TABLE "commerce"."category_product_index" (
	"store_code" text NOT NULL,
	"category_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"min_price" numeric(12, 4) NOT NULL,
	"max_price" numeric(12, 4) NOT NULL,
	CONSTRAINT "category_product_index_store_code_category_id_product_id_pk" PRIMARY KEY("store_code","category_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "commerce"."category_product_index" ADD CONSTRAINT "category_product_index_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "commerce"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."category_product_index" ADD CONSTRAINT "category_product_index_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "commerce"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_product_index_position_idx" ON "commerce"."category_product_index" USING btree ("store_code","category_id","position","product_id");--> statement-breakpoint
CREATE INDEX "category_product_index_price_idx" ON "commerce"."category_product_index" USING btree ("store_code","category_id","min_price","product_id");--> statement-breakpoint
CREATE INDEX "category_product_index_name_idx" ON "commerce"."category_product_index" USING btree ("store_code","category_id","name","product_id");