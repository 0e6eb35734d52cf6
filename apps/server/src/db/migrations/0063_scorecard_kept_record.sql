ALTER TABLE "portal"."player_handicaps" ADD COLUMN "by_round" jsonb;--> statement-breakpoint
-- Hand-written from here: a change that clears the kept figure clears the kept record with it
-- (the triggers of 0059_player_handicaps_kept all call this one function).
CREATE OR REPLACE FUNCTION "portal"."player_handicaps_stale"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "portal"."player_handicaps" AS k (player_id, version, figure, by_round)
    SELECT p.id, 1, NULL::json, NULL::jsonb FROM "portal"."players" p WHERE p.id = ANY(ids)
    ON CONFLICT (player_id) DO UPDATE SET version = k.version + 1, figure = NULL, by_round = NULL;
$$;
