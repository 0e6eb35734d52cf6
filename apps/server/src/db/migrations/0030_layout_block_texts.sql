CREATE TABLE "commerce"."layout_block_texts" (
	"block_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "layout_block_texts_block_id_locale_pk" PRIMARY KEY("block_id","locale")
);
--> statement-breakpoint
ALTER TABLE "commerce"."layout_block_texts" ADD CONSTRAINT "layout_block_texts_block_id_layout_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "commerce"."layout_blocks"("id") ON DELETE cascade ON UPDATE no action;