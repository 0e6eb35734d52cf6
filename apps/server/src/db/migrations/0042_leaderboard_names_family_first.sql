-- Leaderboard names still at the old default ("翔太 佐.") of players whose names are written in an
-- East Asian script take the name's own order ("佐. 翔太"), as defaultDisplayName now writes them.
UPDATE "portal"."leaderboard_profiles" AS lp
SET "display_name" = left(trim(p."last_name"), 1) || '. ' || trim(p."first_name")
FROM "portal"."players" AS p
WHERE p."id" = lp."player_id"
  AND lp."display_name" = trim(p."first_name") || ' ' || left(trim(p."last_name"), 1) || '.'
  AND (p."first_name" || p."last_name") ~ '[ぁ-ヿ㐀-鿿가-힣]';
