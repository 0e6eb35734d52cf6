-- Hand-written (to the constraint): a goal's typed category becomes a code of the fixed list. A name
-- the list knows (in any of the four languages, or a usual synonym) maps to its code; anything else
-- becomes 'other', its typed text kept at the head of the goal's title so nothing is lost.
UPDATE "portal"."game_plan_goals" AS g SET "category" = m.code
FROM (VALUES
  ('driving', 'driving'), ('driver', 'driving'), ('drive', 'driving'), ('drives', 'driving'), ('tee shots', 'driving'), ('off the tee', 'driving'),
  ('mise en jeu', 'driving'), ('ドライバー', 'driving'), ('ティーショット', 'driving'), ('开球', 'driving'), ('發球', 'driving'), ('发球', 'driving'),
  ('approach', 'approach'), ('approach shots', 'approach'), ('approach play', 'approach'), ('irons', 'approach'), ('iron play', 'approach'),
  ('coups vers le green', 'approach'), ('jeu de fers', 'approach'), ('アイアン', 'approach'), ('アイアンショット', 'approach'), ('攻果岭', 'approach'), ('攻果岭击球', 'approach'), ('铁杆', 'approach'),
  ('short game', 'short_game'), ('short_game', 'short_game'), ('chipping', 'short_game'), ('pitching', 'short_game'), ('bunkers', 'short_game'), ('petit jeu', 'short_game'),
  ('アプローチ', 'short_game'), ('ショートゲーム', 'short_game'), ('寄せ', 'short_game'), ('短杆', 'short_game'), ('短打', 'short_game'),
  ('putting', 'putting'), ('putts', 'putting'), ('パッティング', 'putting'), ('パター', 'putting'), ('推杆', 'putting'),
  ('course management', 'course_management'), ('course_management', 'course_management'), ('strategy', 'course_management'), ('stratégie de parcours', 'course_management'),
  ('コースマネジメント', 'course_management'), ('球场管理', 'course_management'),
  ('fitness', 'fitness'), ('condition physique', 'fitness'), ('フィジカル', 'fitness'), ('体力', 'fitness'), ('体能', 'fitness'),
  ('mental', 'mental'), ('mental game', 'mental'), ('mindset', 'mental'), ('メンタル', 'mental'), ('心理', 'mental'),
  ('other', 'other'), ('autre', 'other'), ('その他', 'other'), ('其他', 'other')
) AS m(name, code)
WHERE lower(btrim(g."category")) = m.name;
--> statement-breakpoint
UPDATE "portal"."game_plan_goals"
SET "title" = CASE WHEN btrim("category") = '' THEN "title" ELSE btrim("category") || ': ' || "title" END, "category" = 'other'
WHERE "category" NOT IN ('driving', 'approach', 'short_game', 'putting', 'course_management', 'fitness', 'mental', 'other');
--> statement-breakpoint
ALTER TABLE "portal"."game_plan_goals" ADD CONSTRAINT "game_plan_goals_category_check" CHECK ("portal"."game_plan_goals"."category" in ('driving', 'approach', 'short_game', 'putting', 'course_management', 'fitness', 'mental', 'other'));
