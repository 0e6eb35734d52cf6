CREATE TABLE "portal"."course_holes" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"par" smallint NOT NULL,
	"handicap" smallint NOT NULL,
	"geometry" jsonb,
	CONSTRAINT "course_holes_number_range" CHECK ("portal"."course_holes"."number" between 1 and 18),
	CONSTRAINT "course_holes_par_range" CHECK ("portal"."course_holes"."par" between 3 and 6)
);
--> statement-breakpoint
CREATE TABLE "portal"."courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"hole_count" smallint DEFAULT 18 NOT NULL,
	"par" smallint NOT NULL,
	"has_map" boolean DEFAULT false NOT NULL,
	"source" text DEFAULT 'seed' NOT NULL,
	"external_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."favorite_courses" (
	"player_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_courses_player_id_course_id_pk" PRIMARY KEY("player_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "portal"."tee_boxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"player_id" integer,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"gender" text DEFAULT 'male' NOT NULL,
	"course_rating" real,
	"slope" smallint,
	"par" smallint NOT NULL,
	"yardages" integer[] NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tee_boxes_slope_range" CHECK ("portal"."tee_boxes"."slope" is null or "portal"."tee_boxes"."slope" between 55 and 155)
);
--> statement-breakpoint
CREATE TABLE "portal"."round_holes" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"hole_number" smallint NOT NULL,
	"par" smallint NOT NULL,
	"handicap" smallint NOT NULL,
	"yards" smallint NOT NULL,
	"score" smallint,
	"status" text DEFAULT 'pending' NOT NULL,
	"putts" smallint,
	"fairway_hit" text,
	"fairway_bunkers" smallint,
	"greenside_bunkers" smallint,
	"driving_distance" smallint,
	"pitches" smallint,
	"chips" smallint,
	"penalties" smallint,
	"missed_putts" smallint,
	"green_in_reg" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "round_holes_score_range" CHECK ("portal"."round_holes"."score" is null or "portal"."round_holes"."score" between 1 and 20),
	CONSTRAINT "round_holes_putts_within_score" CHECK ("portal"."round_holes"."putts" is null or "portal"."round_holes"."score" is null or "portal"."round_holes"."putts" <= "portal"."round_holes"."score"),
	CONSTRAINT "round_holes_status" CHECK ("portal"."round_holes"."status" in ('pending', 'played', 'picked-up'))
);
--> statement-breakpoint
CREATE TABLE "portal"."rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"course_name" text NOT NULL,
	"tee_box_id" integer,
	"tee_box" jsonb NOT NULL,
	"scope" smallint DEFAULT 18 NOT NULL,
	"scope_type" text DEFAULT 'full' NOT NULL,
	"played_at" date NOT NULL,
	"coach_id" integer,
	"play_mode" text DEFAULT 'stroke' NOT NULL,
	"is_compliant" boolean DEFAULT true NOT NULL,
	"play_settings" jsonb NOT NULL,
	"current_hole" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rounds_scope" CHECK (("portal"."rounds"."scope" = 18 and "portal"."rounds"."scope_type" = 'full') or ("portal"."rounds"."scope" = 9 and "portal"."rounds"."scope_type" in ('front', 'back'))),
	CONSTRAINT "rounds_current_hole_range" CHECK ("portal"."rounds"."current_hole" between 1 and 18)
);
--> statement-breakpoint
CREATE TABLE "portal"."scorecard_settings" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"toggles" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."tracked_holes" (
	"round_id" integer NOT NULL,
	"hole_number" smallint NOT NULL,
	"tee_lon" double precision,
	"tee_lat" double precision,
	"comment" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracked_holes_round_id_hole_number_pk" PRIMARY KEY("round_id","hole_number")
);
--> statement-breakpoint
CREATE TABLE "portal"."tracked_shots" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"hole_number" smallint NOT NULL,
	"shot_index" smallint NOT NULL,
	"ball_lon" double precision NOT NULL,
	"ball_lat" double precision NOT NULL,
	"target_lon" double precision,
	"target_lat" double precision,
	"club_id" integer,
	"club_name" text,
	"club_short_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracked_shots_hole_range" CHECK ("portal"."tracked_shots"."hole_number" between 1 and 18),
	CONSTRAINT "tracked_shots_index_range" CHECK ("portal"."tracked_shots"."shot_index" between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "portal"."course_holes" ADD CONSTRAINT "course_holes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "portal"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."favorite_courses" ADD CONSTRAINT "favorite_courses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."favorite_courses" ADD CONSTRAINT "favorite_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "portal"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."tee_boxes" ADD CONSTRAINT "tee_boxes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "portal"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."tee_boxes" ADD CONSTRAINT "tee_boxes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."round_holes" ADD CONSTRAINT "round_holes_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "portal"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."rounds" ADD CONSTRAINT "rounds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."rounds" ADD CONSTRAINT "rounds_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "portal"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."rounds" ADD CONSTRAINT "rounds_tee_box_id_tee_boxes_id_fk" FOREIGN KEY ("tee_box_id") REFERENCES "portal"."tee_boxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."rounds" ADD CONSTRAINT "rounds_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "portal"."coaches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."scorecard_settings" ADD CONSTRAINT "scorecard_settings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."tracked_holes" ADD CONSTRAINT "tracked_holes_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "portal"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."tracked_shots" ADD CONSTRAINT "tracked_shots_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "portal"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_holes_course_number_key" ON "portal"."course_holes" USING btree ("course_id","number");--> statement-breakpoint
CREATE INDEX "courses_name_trgm_idx" ON "portal"."courses" USING gist ("name" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_location_idx" ON "portal"."courses" USING gist (point("longitude", "latitude"));--> statement-breakpoint
CREATE INDEX "courses_country_state_idx" ON "portal"."courses" USING btree ("country","state","name");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_external_ref_key" ON "portal"."courses" USING btree ("external_ref") WHERE "portal"."courses"."external_ref" is not null;--> statement-breakpoint
CREATE INDEX "tee_boxes_course_idx" ON "portal"."tee_boxes" USING btree ("course_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "round_holes_round_hole_key" ON "portal"."round_holes" USING btree ("round_id","hole_number");--> statement-breakpoint
CREATE INDEX "rounds_player_played_idx" ON "portal"."rounds" USING btree ("player_id","played_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rounds_coach_idx" ON "portal"."rounds" USING btree ("coach_id") WHERE "portal"."rounds"."coach_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tracked_shots_round_hole_shot_key" ON "portal"."tracked_shots" USING btree ("round_id","hole_number","shot_index");