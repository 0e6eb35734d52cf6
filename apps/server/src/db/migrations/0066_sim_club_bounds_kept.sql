ALTER TABLE "portal"."sim_club_stats" ADD COLUMN "bounds" json;--> statement-breakpoint
-- The kept outlier bounds go stale with the kept statistics: any change to a player's shots clears
-- both in the same statement (see 0052); the next read of a session computes and keeps them again.
CREATE OR REPLACE FUNCTION "portal"."sim_shots_club_stats_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "portal"."sim_club_stats" AS k (player_id, version, stats, bounds)
      SELECT n.player_id, 1, NULL::json, NULL::json FROM (SELECT DISTINCT player_id FROM new_shots) n JOIN "portal"."players" p ON p.id = n.player_id
      ON CONFLICT (player_id) DO UPDATE SET version = k.version + 1, stats = NULL, bounds = NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO "portal"."sim_club_stats" AS k (player_id, version, stats, bounds)
      SELECT o.player_id, 1, NULL::json, NULL::json FROM (SELECT DISTINCT player_id FROM old_shots) o JOIN "portal"."players" p ON p.id = o.player_id
      ON CONFLICT (player_id) DO UPDATE SET version = k.version + 1, stats = NULL, bounds = NULL;
  END IF;
  RETURN NULL;
END $$;
