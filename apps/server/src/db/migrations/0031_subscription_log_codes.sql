ALTER TABLE "commerce"."subscription_logs" ADD COLUMN "event" text;--> statement-breakpoint
ALTER TABLE "commerce"."subscription_logs" ADD COLUMN "params" jsonb;