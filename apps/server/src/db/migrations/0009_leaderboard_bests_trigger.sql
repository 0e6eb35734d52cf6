-- Each player's best per leaderboard follows their challenge attempts: recomputed after every
-- attempt added or removed (also when a session is deleted with its attempt), so the board
-- reads a few indexed rows and can never show a best that no longer exists.
CREATE FUNCTION "portal"."refresh_leaderboard_bests"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p integer;
BEGIN
  IF TG_OP = 'DELETE' THEN p := OLD.player_id; ELSE p := NEW.player_id; END IF;
  -- One refresh per player at a time: a concurrent attempt waits and then sees this one.
  PERFORM pg_advisory_xact_lock(727275, p);
  DELETE FROM "portal"."leaderboard_bests" WHERE player_id = p;
  IF NOT EXISTS (SELECT 1 FROM "portal"."players" WHERE id = p) THEN RETURN NULL; END IF;
  INSERT INTO "portal"."leaderboard_bests" (board, player_id, value, attempt_id, achieved_at)
    SELECT 'driver', p, a.longest_drive, a.id, a.completed_at FROM "portal"."challenge_attempts" a
    WHERE a.player_id = p AND a.longest_drive IS NOT NULL
    ORDER BY a.longest_drive DESC, a.completed_at ASC, a.id ASC LIMIT 1;
  INSERT INTO "portal"."leaderboard_bests" (board, player_id, value, attempt_id, achieved_at)
    SELECT 'distance', p, a.best_distance_to_pin, a.id, a.completed_at FROM "portal"."challenge_attempts" a
    WHERE a.player_id = p AND a.best_distance_to_pin IS NOT NULL
    ORDER BY a.best_distance_to_pin ASC, a.completed_at ASC, a.id ASC LIMIT 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "challenge_attempts_bests" AFTER INSERT OR DELETE ON "portal"."challenge_attempts"
  FOR EACH ROW EXECUTE FUNCTION "portal"."refresh_leaderboard_bests"();
