CREATE TABLE "commerce"."bundle_option_texts" (
	"option_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "bundle_option_texts_option_id_locale_pk" PRIMARY KEY("option_id","locale")
);
--> statement-breakpoint
CREATE TABLE "commerce"."gift_card_template_texts" (
	"template_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"notes" text,
	CONSTRAINT "gift_card_template_texts_template_id_locale_pk" PRIMARY KEY("template_id","locale")
);
--> statement-breakpoint
CREATE TABLE "commerce"."product_option_texts" (
	"option_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "product_option_texts_option_id_locale_pk" PRIMARY KEY("option_id","locale")
);
--> statement-breakpoint
CREATE TABLE "commerce"."product_option_value_texts" (
	"value_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "product_option_value_texts_value_id_locale_pk" PRIMARY KEY("value_id","locale")
);
--> statement-breakpoint
ALTER TABLE "commerce"."product_texts" ADD COLUMN "tags" text[];--> statement-breakpoint
ALTER TABLE "commerce"."bundle_option_texts" ADD CONSTRAINT "bundle_option_texts_option_id_bundle_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "commerce"."bundle_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."gift_card_template_texts" ADD CONSTRAINT "gift_card_template_texts_template_id_gift_card_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "commerce"."gift_card_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."product_option_texts" ADD CONSTRAINT "product_option_texts_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "commerce"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."product_option_value_texts" ADD CONSTRAINT "product_option_value_texts_value_id_product_option_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "commerce"."product_option_values"("id") ON DELETE cascade ON UPDATE no action;