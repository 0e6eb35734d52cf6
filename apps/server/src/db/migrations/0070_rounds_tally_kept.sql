ALTER TABLE "portal"."rounds" ADD COLUMN "hole_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "portal"."rounds" ADD COLUMN "holes_played" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "portal"."rounds" ADD COLUMN "holes_scored" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "portal"."rounds" ADD COLUMN "scored_strokes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "portal"."rounds" ADD COLUMN "scored_par" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "portal"."rounds" ADD CONSTRAINT "rounds_tally" CHECK ("portal"."rounds"."holes_scored" <= "portal"."rounds"."holes_played" and "portal"."rounds"."holes_played" <= "portal"."rounds"."hole_count");--> statement-breakpoint
-- A round keeps its tally over its holes (the rounds list and the home page read it instead of
-- aggregating every round's holes on each read). Each hole's write (a round's creation, a
-- scorecard save, the seed) adds what it changed to its round's tally in the same statement, so
-- the tally is never older than the holes; increments, so concurrent writes add up. A hole counts
-- as played when scored or picked up, and as scored (strokes and par) when played with a score.
-- A first version recounted the round's holes in a statement trigger: 0.9 ms more per save.
CREATE FUNCTION "portal"."round_holes_tally"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d_holes int := 0; d_played int := 0; d_scored int := 0; d_strokes int := 0; d_par int := 0;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    d_holes := 1;
    IF NEW.status = 'played' AND NEW.score IS NOT NULL THEN
      d_played := 1; d_scored := 1; d_strokes := NEW.score; d_par := NEW.par;
    ELSIF NEW.status = 'picked-up' THEN
      d_played := 1;
    END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    d_holes := d_holes - 1;
    IF OLD.status = 'played' AND OLD.score IS NOT NULL THEN
      d_played := d_played - 1; d_scored := d_scored - 1; d_strokes := d_strokes - OLD.score; d_par := d_par - OLD.par;
    ELSIF OLD.status = 'picked-up' THEN
      d_played := d_played - 1;
    END IF;
  END IF;
  -- A hole deleted with its round finds no round to update.
  UPDATE "portal"."rounds" SET hole_count = hole_count + d_holes, holes_played = holes_played + d_played,
      holes_scored = holes_scored + d_scored, scored_strokes = scored_strokes + d_strokes, scored_par = scored_par + d_par
    WHERE id = coalesce(NEW.round_id, OLD.round_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "round_holes_tally" AFTER INSERT OR DELETE ON "portal"."round_holes"
  FOR EACH ROW EXECUTE FUNCTION "portal"."round_holes_tally"();
--> statement-breakpoint
-- Only a change of what the tally counts: a tee change (yards) or a re-save of the same values
-- fires nothing. A hole never moves to another round.
CREATE TRIGGER "round_holes_tally_update" AFTER UPDATE OF score, status, par ON "portal"."round_holes"
  FOR EACH ROW WHEN (OLD.score IS DISTINCT FROM NEW.score OR OLD.status IS DISTINCT FROM NEW.status OR OLD.par IS DISTINCT FROM NEW.par)
  EXECUTE FUNCTION "portal"."round_holes_tally"();
--> statement-breakpoint
-- The rounds played before this migration.
UPDATE "portal"."rounds" r SET hole_count = t.holes, holes_played = t.played, holes_scored = t.scored,
    scored_strokes = t.strokes, scored_par = t.par
  FROM (
    SELECT h.round_id, count(*) AS holes,
      count(*) FILTER (WHERE (h.status = 'played' AND h.score IS NOT NULL) OR h.status = 'picked-up') AS played,
      count(*) FILTER (WHERE h.status = 'played' AND h.score IS NOT NULL) AS scored,
      coalesce(sum(h.score) FILTER (WHERE h.status = 'played' AND h.score IS NOT NULL), 0) AS strokes,
      coalesce(sum(h.par) FILTER (WHERE h.status = 'played' AND h.score IS NOT NULL), 0) AS par
    FROM "portal"."round_holes" h GROUP BY h.round_id
  ) t
  WHERE r.id = t.round_id;
