CREATE TABLE "portal"."sim_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"activity_type" text NOT NULL,
	"source" text DEFAULT 'skytrak' NOT NULL,
	"name" text,
	"center_id" integer,
	"challenge_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_activities_type_check" CHECK ("portal"."sim_activities"."activity_type" in ('range','targetPractice','bagMapping','challenge','coursePlay','practiceGreen')),
	CONSTRAINT "sim_activities_source_check" CHECK ("portal"."sim_activities"."source" in ('skytrak','gspro','garmin-r10'))
);
--> statement-breakpoint
CREATE TABLE "portal"."sim_shots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"shot_number" smallint NOT NULL,
	"club_type" text NOT NULL,
	"hit_at" timestamp with time zone,
	"ball_speed" real NOT NULL,
	"club_speed" real,
	"launch_angle" real NOT NULL,
	"launch_direction" real NOT NULL,
	"back_spin" real NOT NULL,
	"side_spin" real NOT NULL,
	"spin_axis" real NOT NULL,
	"carry" real NOT NULL,
	"total" real NOT NULL,
	"offline" real NOT NULL,
	"apex" real,
	"descent_angle" real,
	"attack_angle" real,
	"club_path" real,
	"face_to_target" real,
	"face_to_path" real,
	"target_distance" real,
	"distance_to_pin" real,
	"import_key" text,
	CONSTRAINT "sim_shots_numbers_check" CHECK ("portal"."sim_shots"."ball_speed" >= 0 and "portal"."sim_shots"."carry" >= 0 and "portal"."sim_shots"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "portal"."game_tracking" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"mode" text DEFAULT 'onGIR' NOT NULL,
	"score" smallint NOT NULL,
	"round_hole" smallint NOT NULL,
	"otg" smallint,
	"ntg" smallint,
	"scrambling" smallint,
	"bad_three_putts" smallint,
	"tts" smallint,
	"igolf_id" text,
	"course_name" text NOT NULL,
	"play_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_tracking_mode_check" CHECK ("portal"."game_tracking"."mode" in ('onGIR','scoreOnly')),
	CONSTRAINT "game_tracking_holes_check" CHECK ("portal"."game_tracking"."round_hole" in (9, 18) and "portal"."game_tracking"."score" between "portal"."game_tracking"."round_hole" and "portal"."game_tracking"."round_hole" * 15),
	CONSTRAINT "game_tracking_counts_check" CHECK (coalesce("portal"."game_tracking"."otg", 0) + coalesce("portal"."game_tracking"."ntg", 0) <= "portal"."game_tracking"."round_hole" and coalesce("portal"."game_tracking"."scrambling", 0) <= "portal"."game_tracking"."round_hole" - coalesce("portal"."game_tracking"."otg", 0) and coalesce("portal"."game_tracking"."bad_three_putts", 0) <= "portal"."game_tracking"."round_hole" and coalesce("portal"."game_tracking"."tts", 0) <= "portal"."game_tracking"."round_hole")
);
--> statement-breakpoint
CREATE TABLE "portal"."challenge_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"challenge_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"score" real NOT NULL,
	"max_score" real,
	"longest_drive" real,
	"best_distance_to_pin" real,
	"swings" jsonb NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."leaderboard_bests" (
	"board" text NOT NULL,
	"player_id" integer NOT NULL,
	"value" real NOT NULL,
	"attempt_id" integer NOT NULL,
	"achieved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "leaderboard_bests_board_player_id_pk" PRIMARY KEY("board","player_id"),
	CONSTRAINT "leaderboard_bests_board_check" CHECK ("portal"."leaderboard_bests"."board" in ('driver','distance'))
);
--> statement-breakpoint
CREATE TABLE "portal"."leaderboard_profiles" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"is_visible" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal"."sim_activities" ADD CONSTRAINT "sim_activities_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."sim_activities" ADD CONSTRAINT "sim_activities_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "portal"."centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."sim_shots" ADD CONSTRAINT "sim_shots_activity_id_sim_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "portal"."sim_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."sim_shots" ADD CONSTRAINT "sim_shots_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."game_tracking" ADD CONSTRAINT "game_tracking_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."challenge_attempts" ADD CONSTRAINT "challenge_attempts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."challenge_attempts" ADD CONSTRAINT "challenge_attempts_activity_id_sim_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "portal"."sim_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."leaderboard_bests" ADD CONSTRAINT "leaderboard_bests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."leaderboard_bests" ADD CONSTRAINT "leaderboard_bests_attempt_id_challenge_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "portal"."challenge_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."leaderboard_profiles" ADD CONSTRAINT "leaderboard_profiles_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sim_activities_player_started_idx" ON "portal"."sim_activities" USING btree ("player_id","started_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sim_activities_player_type_started_idx" ON "portal"."sim_activities" USING btree ("player_id","activity_type","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sim_shots_activity_idx" ON "portal"."sim_shots" USING btree ("activity_id","shot_number");--> statement-breakpoint
CREATE INDEX "sim_shots_player_club_idx" ON "portal"."sim_shots" USING btree ("player_id","club_type");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_shots_import_key" ON "portal"."sim_shots" USING btree ("player_id","import_key") WHERE "portal"."sim_shots"."import_key" is not null;--> statement-breakpoint
CREATE INDEX "game_tracking_player_date_idx" ON "portal"."game_tracking" USING btree ("player_id","play_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "challenge_attempts_activity_key" ON "portal"."challenge_attempts" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "challenge_attempts_player_idx" ON "portal"."challenge_attempts" USING btree ("player_id","challenge_id","completed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leaderboard_bests_board_value_idx" ON "portal"."leaderboard_bests" USING btree ("board","value");