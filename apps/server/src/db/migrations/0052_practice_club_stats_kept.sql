CREATE TABLE "portal"."sim_club_stats" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"stats" json
);
--> statement-breakpoint
ALTER TABLE "portal"."sim_club_stats" ADD CONSTRAINT "sim_club_stats_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Any change to a player's shots (import, delete, counted or not, a session or player deleted
-- with its shots) makes their kept club statistics stale in the same statement: the version goes
-- up and the figures are cleared; the next read of the session list computes and keeps them again
-- (only if the version is still the one it read). A deleted player has no row to keep.
CREATE FUNCTION "portal"."sim_shots_club_stats_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "portal"."sim_club_stats" AS k (player_id, version, stats)
      SELECT n.player_id, 1, NULL::json FROM (SELECT DISTINCT player_id FROM new_shots) n JOIN "portal"."players" p ON p.id = n.player_id
      ON CONFLICT (player_id) DO UPDATE SET version = k.version + 1, stats = NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO "portal"."sim_club_stats" AS k (player_id, version, stats)
      SELECT o.player_id, 1, NULL::json FROM (SELECT DISTINCT player_id FROM old_shots) o JOIN "portal"."players" p ON p.id = o.player_id
      ON CONFLICT (player_id) DO UPDATE SET version = k.version + 1, stats = NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sim_shots_club_stats_insert" AFTER INSERT ON "portal"."sim_shots"
  REFERENCING NEW TABLE AS new_shots FOR EACH STATEMENT EXECUTE FUNCTION "portal"."sim_shots_club_stats_stale"();
--> statement-breakpoint
CREATE TRIGGER "sim_shots_club_stats_update" AFTER UPDATE ON "portal"."sim_shots"
  REFERENCING OLD TABLE AS old_shots NEW TABLE AS new_shots FOR EACH STATEMENT EXECUTE FUNCTION "portal"."sim_shots_club_stats_stale"();
--> statement-breakpoint
CREATE TRIGGER "sim_shots_club_stats_delete" AFTER DELETE ON "portal"."sim_shots"
  REFERENCING OLD TABLE AS old_shots FOR EACH STATEMENT EXECUTE FUNCTION "portal"."sim_shots_club_stats_stale"();
