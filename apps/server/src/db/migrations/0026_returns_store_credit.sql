ALTER TABLE "commerce"."return_refunds" ADD COLUMN "method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "commerce"."return_refunds" ADD COLUMN "gift_code_amount" numeric(12, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "commerce"."return_refunds" ADD COLUMN "store_credit_code" text;