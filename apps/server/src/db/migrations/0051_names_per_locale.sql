ALTER TABLE "portal"."bucks_credits" ADD COLUMN "note_names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "portal"."player_coupons" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "portal"."renewal_packages" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;