CREATE TABLE "portal"."course_name_words" (
	"word" text PRIMARY KEY NOT NULL,
	"courses" integer NOT NULL,
	CONSTRAINT "course_name_words_courses_positive" CHECK ("portal"."course_name_words"."courses" > 0)
);
--> statement-breakpoint
CREATE INDEX "course_name_words_trgm_idx" ON "portal"."course_name_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
-- Hand-written from here on. course_name_words follows every write of a course's name in the
-- statement that writes it (the seeds, the OpenStreetMap import, an edit, a delete): each course
-- counts once for each distinct word of its name, lower case, split at spaces and punctuation as
-- courses/name-correction.ts splits a search. A word no course uses any more is deleted.
CREATE FUNCTION "portal"."course_name_words_of"(name text) RETURNS SETOF text LANGUAGE sql STABLE AS $$
  SELECT DISTINCT m[1] FROM regexp_matches(lower(name), '[^[:space:][:punct:]]+', 'g') AS m
$$;
--> statement-breakpoint
-- Adds each word's change in course count (negative for courses that lost the word): a word down
-- to no course is deleted, fewer lowers its count, more is inserted or raised (in word order).
-- A negative count never goes through the INSERT: its check runs before ON CONFLICT.
CREATE FUNCTION "portal"."course_name_words_apply"(words text[], deltas int[]) RETURNS void LANGUAGE sql AS $$
  WITH d AS (SELECT * FROM unnest(words, deltas) AS d(word, n) WHERE n <> 0),
  gone AS (
    DELETE FROM "portal"."course_name_words" w USING d WHERE d.n < 0 AND w.word = d.word AND w.courses + d.n <= 0
  ),
  fewer AS (
    UPDATE "portal"."course_name_words" w SET courses = w.courses + d.n FROM d WHERE d.n < 0 AND w.word = d.word AND w.courses + d.n > 0
  )
  INSERT INTO "portal"."course_name_words" AS w (word, courses)
    SELECT d.word, d.n FROM d WHERE d.n > 0 ORDER BY d.word
    ON CONFLICT (word) DO UPDATE SET courses = w.courses + excluded.courses
$$;
--> statement-breakpoint
CREATE FUNCTION "portal"."course_name_words_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "portal"."course_name_words_apply"(array_agg(d.word), array_agg(d.n))
      FROM (SELECT w AS word, count(*)::int AS n FROM new_courses c, "portal"."course_name_words_of"(c.name) w GROUP BY w) d;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "portal"."course_name_words_apply"(array_agg(d.word), array_agg(d.n))
      FROM (SELECT w AS word, -count(*)::int AS n FROM old_courses c, "portal"."course_name_words_of"(c.name) w GROUP BY w) d;
  ELSE
    -- Only renamed courses move counts (an import updating a course's other fields does not).
    PERFORM "portal"."course_name_words_apply"(array_agg(d.word), array_agg(d.n))
      FROM (
        SELECT w AS word, sum(r.sign)::int AS n
        FROM (
          SELECT n.name, 1 AS sign FROM new_courses n JOIN old_courses o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name
          UNION ALL
          SELECT o.name, -1 FROM new_courses n JOIN old_courses o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name
        ) r, "portal"."course_name_words_of"(r.name) w
        GROUP BY w
      ) d;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "courses_name_words_insert" AFTER INSERT ON "portal"."courses"
  REFERENCING NEW TABLE AS new_courses FOR EACH STATEMENT EXECUTE FUNCTION "portal"."course_name_words_follow"();
--> statement-breakpoint
CREATE TRIGGER "courses_name_words_update" AFTER UPDATE ON "portal"."courses"
  REFERENCING OLD TABLE AS old_courses NEW TABLE AS new_courses FOR EACH STATEMENT EXECUTE FUNCTION "portal"."course_name_words_follow"();
--> statement-breakpoint
CREATE TRIGGER "courses_name_words_delete" AFTER DELETE ON "portal"."courses"
  REFERENCING OLD TABLE AS old_courses FOR EACH STATEMENT EXECUTE FUNCTION "portal"."course_name_words_follow"();
--> statement-breakpoint
INSERT INTO "portal"."course_name_words" (word, courses)
  SELECT w, count(*)::int FROM "portal"."courses" c, "portal"."course_name_words_of"(c.name) w GROUP BY w;
