ALTER TABLE "portal"."tracked_holes" ADD COLUMN "entry_id" uuid;--> statement-breakpoint
ALTER TABLE "portal"."tracked_holes" ADD COLUMN "edited_at" timestamp with time zone;