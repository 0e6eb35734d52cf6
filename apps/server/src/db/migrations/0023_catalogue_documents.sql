CREATE TABLE "commerce"."product_document_queue" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce"."product_documents" (
	"store_code" text NOT NULL,
	"locale" text NOT NULL,
	"product_id" integer NOT NULL,
	"doc" jsonb NOT NULL,
	"priced_for" date NOT NULL,
	CONSTRAINT "product_documents_store_code_locale_product_id_pk" PRIMARY KEY("store_code","locale","product_id")
);
--> statement-breakpoint
ALTER TABLE "commerce"."product_documents" ADD CONSTRAINT "product_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "commerce"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_documents_priced_for_idx" ON "commerce"."product_documents" USING btree ("priced_for");