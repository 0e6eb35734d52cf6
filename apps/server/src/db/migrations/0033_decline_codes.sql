ALTER TABLE "portal"."plus_charges" ADD COLUMN "decline_code" text;--> statement-breakpoint
ALTER TABLE "portal"."renewal_orders" ADD COLUMN "decline_code" text;