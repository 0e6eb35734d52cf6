CREATE TABLE "portal"."player_handicaps" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"figure" json
);
--> statement-breakpoint
ALTER TABLE "portal"."player_handicaps" ADD CONSTRAINT "player_handicaps_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written from here: the kept handicap goes stale in the statement that changes what it is
-- computed from (handicapRoundsJson: a round's date, course, tee, scope and compliance; its holes'
-- par, stroke index, score and status; the playing conditions of a course on a day). The version goes
-- up and the figure is cleared; the next home read computes and keeps it again (only if the version
-- is still the one it read). A deleted player has no row to keep.
CREATE FUNCTION "portal"."player_handicaps_stale"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "portal"."player_handicaps" AS k (player_id, version, figure)
    SELECT p.id, 1, NULL::json FROM "portal"."players" p WHERE p.id = ANY(ids)
    ON CONFLICT (player_id) DO UPDATE SET version = k.version + 1, figure = NULL;
$$;
--> statement-breakpoint
CREATE FUNCTION "portal"."rounds_handicap_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "portal"."player_handicaps_stale"(ARRAY(SELECT DISTINCT player_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "portal"."player_handicaps_stale"(ARRAY(SELECT DISTINCT player_id FROM old_rows));
  ELSE
    -- Only what the handicap reads: the current hole and the play settings change nothing.
    PERFORM "portal"."player_handicaps_stale"(ARRAY(
      SELECT o.player_id FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.player_id, o.course_id, o.played_at, o.tee_box::text, o.is_compliant, o.scope, o.scope_type)
          IS DISTINCT FROM (n.player_id, n.course_id, n.played_at, n.tee_box::text, n.is_compliant, n.scope, n.scope_type)
      UNION SELECT n.player_id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.player_id IS DISTINCT FROM n.player_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "rounds_handicap_insert" AFTER INSERT ON "portal"."rounds"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "portal"."rounds_handicap_stale"();
--> statement-breakpoint
CREATE TRIGGER "rounds_handicap_update" AFTER UPDATE ON "portal"."rounds"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "portal"."rounds_handicap_stale"();
--> statement-breakpoint
CREATE TRIGGER "rounds_handicap_delete" AFTER DELETE ON "portal"."rounds"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "portal"."rounds_handicap_stale"();
--> statement-breakpoint
CREATE FUNCTION "portal"."round_holes_handicap_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Holes deleted with their round: the round's own trigger has marked its player.
  PERFORM "portal"."player_handicaps_stale"(ARRAY(
    SELECT DISTINCT r.player_id FROM "portal"."rounds" r
      WHERE r.id IN (SELECT round_id FROM new_rows UNION SELECT round_id FROM old_rows)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "portal"."round_holes_handicap_stale_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "portal"."player_handicaps_stale"(ARRAY(
    SELECT DISTINCT r.player_id FROM "portal"."rounds" r WHERE r.id IN (SELECT round_id FROM new_rows)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "portal"."round_holes_handicap_stale_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "portal"."player_handicaps_stale"(ARRAY(
    SELECT DISTINCT r.player_id FROM "portal"."rounds" r WHERE r.id IN (SELECT round_id FROM old_rows)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "round_holes_handicap_insert" AFTER INSERT ON "portal"."round_holes"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "portal"."round_holes_handicap_stale_insert"();
--> statement-breakpoint
CREATE TRIGGER "round_holes_handicap_update" AFTER UPDATE ON "portal"."round_holes"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "portal"."round_holes_handicap_stale"();
--> statement-breakpoint
CREATE TRIGGER "round_holes_handicap_delete" AFTER DELETE ON "portal"."round_holes"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "portal"."round_holes_handicap_stale_delete"();
--> statement-breakpoint
CREATE FUNCTION "portal"."playing_conditions_handicap_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "portal"."player_handicaps_stale"(ARRAY(
    SELECT DISTINCT r.player_id FROM "portal"."rounds" r
      JOIN (SELECT course_id, played_on FROM new_rows UNION SELECT course_id, played_on FROM old_rows) c
        ON r.course_id = c.course_id AND r.played_at = c.played_on));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "portal"."playing_conditions_handicap_stale_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "portal"."player_handicaps_stale"(ARRAY(
    SELECT DISTINCT r.player_id FROM "portal"."rounds" r JOIN new_rows c ON r.course_id = c.course_id AND r.played_at = c.played_on));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "portal"."playing_conditions_handicap_stale_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "portal"."player_handicaps_stale"(ARRAY(
    SELECT DISTINCT r.player_id FROM "portal"."rounds" r JOIN old_rows c ON r.course_id = c.course_id AND r.played_at = c.played_on));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "playing_conditions_handicap_insert" AFTER INSERT ON "portal"."playing_conditions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "portal"."playing_conditions_handicap_stale_insert"();
--> statement-breakpoint
CREATE TRIGGER "playing_conditions_handicap_update" AFTER UPDATE ON "portal"."playing_conditions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "portal"."playing_conditions_handicap_stale"();
--> statement-breakpoint
CREATE TRIGGER "playing_conditions_handicap_delete" AFTER DELETE ON "portal"."playing_conditions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "portal"."playing_conditions_handicap_stale_delete"();
