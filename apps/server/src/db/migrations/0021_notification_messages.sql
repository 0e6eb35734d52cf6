ALTER TABLE "portal"."notifications" ADD COLUMN "template" text;--> statement-breakpoint
ALTER TABLE "portal"."notifications" ADD COLUMN "params" jsonb;