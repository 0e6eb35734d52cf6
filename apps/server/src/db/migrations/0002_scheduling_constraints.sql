-- Booking safety lives in the database: whatever process or path writes an appointment, a coach
-- is never booked twice (buffer included) and a player never holds two overlapping appointments.
-- btree_gist lets one GiST exclusion constraint combine equality on an id with range overlap.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "portal"."appointments" ADD CONSTRAINT "appointments_coach_no_overlap"
  EXCLUDE USING gist ("coach_id" WITH =, tstzrange("starts_at", "blocked_until") WITH &&)
  WHERE ("state" IN ('scheduled', 'offered'));--> statement-breakpoint
ALTER TABLE "portal"."appointments" ADD CONSTRAINT "appointments_player_no_overlap"
  EXCLUDE USING gist ("player_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("state" = 'scheduled');
