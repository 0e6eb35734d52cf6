DROP INDEX "portal"."leaderboard_bests_board_value_idx";--> statement-breakpoint
ALTER TABLE "portal"."leaderboard_bests" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "portal"."leaderboard_bests" ADD COLUMN "center_id" integer;--> statement-breakpoint
ALTER TABLE "portal"."leaderboard_bests" ADD COLUMN "coach_id" integer;--> statement-breakpoint
CREATE INDEX "leaderboard_bests_listed_idx" ON "portal"."leaderboard_bests" USING btree ("board","value","achieved_at","player_id") WHERE "portal"."leaderboard_bests"."display_name" is not null;--> statement-breakpoint
CREATE INDEX "leaderboard_bests_listed_center_idx" ON "portal"."leaderboard_bests" USING btree ("board","center_id","value","achieved_at","player_id") WHERE "portal"."leaderboard_bests"."display_name" is not null;--> statement-breakpoint
CREATE INDEX "leaderboard_bests_listed_coach_idx" ON "portal"."leaderboard_bests" USING btree ("board","coach_id","value","achieved_at","player_id") WHERE "portal"."leaderboard_bests"."display_name" is not null;--> statement-breakpoint
-- A best keeps what its board shows and filters by: the display name while the player agrees to
-- be shown (null: not listed), and the player's center and coach. Each is written by a trigger in
-- the transaction that changes it, so a board never shows a name or a scope older than its source.
CREATE OR REPLACE FUNCTION "portal"."refresh_leaderboard_bests"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p integer;
BEGIN
  IF TG_OP = 'DELETE' THEN p := OLD.player_id; ELSE p := NEW.player_id; END IF;
  -- One refresh per player at a time: a concurrent attempt waits and then sees this one.
  PERFORM pg_advisory_xact_lock(727275, p);
  DELETE FROM "portal"."leaderboard_bests" WHERE player_id = p;
  -- The join to the player inserts nothing when the player is being deleted (attempts go with them).
  INSERT INTO "portal"."leaderboard_bests" (board, player_id, value, attempt_id, achieved_at, display_name, center_id, coach_id)
    SELECT b.board, p, b.value, b.id, b.completed_at,
      (SELECT lp.display_name FROM "portal"."leaderboard_profiles" lp WHERE lp.player_id = p AND lp.is_visible),
      pl.center_id, pl.coach_id
    FROM (
      (SELECT 'driver' AS board, a.longest_drive AS value, a.id, a.completed_at FROM "portal"."challenge_attempts" a
        WHERE a.player_id = p AND a.longest_drive IS NOT NULL
        ORDER BY a.longest_drive DESC, a.completed_at ASC, a.id ASC LIMIT 1)
      UNION ALL
      (SELECT 'distance', a.best_distance_to_pin, a.id, a.completed_at FROM "portal"."challenge_attempts" a
        WHERE a.player_id = p AND a.best_distance_to_pin IS NOT NULL
        ORDER BY a.best_distance_to_pin ASC, a.completed_at ASC, a.id ASC LIMIT 1)
    ) b, "portal"."players" pl
    WHERE pl.id = p;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Agreeing, stopping or renaming lists, unlists or renames the player's bests.
CREATE FUNCTION "portal"."leaderboard_bests_follow_profile"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "portal"."leaderboard_bests" SET display_name = NULL WHERE player_id = OLD.player_id AND display_name IS NOT NULL;
  ELSE
    UPDATE "portal"."leaderboard_bests" SET display_name = CASE WHEN NEW.is_visible THEN NEW.display_name END
      WHERE player_id = NEW.player_id AND display_name IS DISTINCT FROM CASE WHEN NEW.is_visible THEN NEW.display_name END;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "leaderboard_profiles_bests" AFTER INSERT OR UPDATE OR DELETE ON "portal"."leaderboard_profiles"
  FOR EACH ROW EXECUTE FUNCTION "portal"."leaderboard_bests_follow_profile"();
--> statement-breakpoint
-- A player moved to another center or coach is on that scope's boards from the same moment.
CREATE FUNCTION "portal"."leaderboard_bests_follow_player"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "portal"."leaderboard_bests" SET center_id = NEW.center_id, coach_id = NEW.coach_id WHERE player_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "players_leaderboard_bests" AFTER UPDATE OF center_id, coach_id ON "portal"."players"
  FOR EACH ROW WHEN (OLD.center_id IS DISTINCT FROM NEW.center_id OR OLD.coach_id IS DISTINCT FROM NEW.coach_id)
  EXECUTE FUNCTION "portal"."leaderboard_bests_follow_player"();
--> statement-breakpoint
UPDATE "portal"."leaderboard_bests" b SET center_id = pl.center_id, coach_id = pl.coach_id,
    display_name = (SELECT lp.display_name FROM "portal"."leaderboard_profiles" lp WHERE lp.player_id = b.player_id AND lp.is_visible)
  FROM "portal"."players" pl WHERE pl.id = b.player_id;
