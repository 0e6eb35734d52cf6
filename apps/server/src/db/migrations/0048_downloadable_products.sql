CREATE TABLE "commerce"."downloadable_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce"."downloadable_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"title" text NOT NULL,
	"titles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce"."downloadable_purchased_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce"."downloadable_purchased_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"link_id" integer NOT NULL,
	"title" text NOT NULL,
	"titles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	CONSTRAINT "downloadable_purchased_links_item_link_key" UNIQUE("order_item_id","link_id")
);
--> statement-breakpoint
ALTER TABLE "commerce"."downloadable_links" ADD CONSTRAINT "downloadable_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "commerce"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."downloadable_purchased_links" ADD CONSTRAINT "downloadable_purchased_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "commerce"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."downloadable_purchased_links" ADD CONSTRAINT "downloadable_purchased_links_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "commerce"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "downloadable_links_product_idx" ON "commerce"."downloadable_links" USING btree ("product_id","sort_order");--> statement-breakpoint
CREATE INDEX "downloadable_purchased_links_order_idx" ON "commerce"."downloadable_purchased_links" USING btree ("order_id");