-- Plans paused before paused time was kept in seconds: their whole paused days are their paused time.
UPDATE "portal"."game_plans" SET "paused_seconds" = "paused_days" * 86400 WHERE "paused_seconds" = 0 AND "paused_days" > 0;
