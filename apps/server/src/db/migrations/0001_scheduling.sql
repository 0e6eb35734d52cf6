CREATE TABLE "portal"."appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"booked_by" integer NOT NULL,
	"coach_id" integer NOT NULL,
	"center_id" integer NOT NULL,
	"lesson_type_id" integer NOT NULL,
	"state" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"handedness" text DEFAULT 'right' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"credit_pack_id" integer,
	"credits_used" smallint DEFAULT 0 NOT NULL,
	"replaces_id" integer,
	"offer_expires_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"is_late_cancel" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_times_ordered" CHECK ("portal"."appointments"."ends_at" > "portal"."appointments"."starts_at" and "portal"."appointments"."blocked_until" >= "portal"."appointments"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "portal"."center_hours" (
	"center_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"opens_at" time NOT NULL,
	"closes_at" time NOT NULL,
	CONSTRAINT "center_hours_center_id_weekday_opens_at_pk" PRIMARY KEY("center_id","weekday","opens_at")
);
--> statement-breakpoint
CREATE TABLE "portal"."center_lesson_types" (
	"center_id" integer NOT NULL,
	"lesson_type_id" integer NOT NULL,
	CONSTRAINT "center_lesson_types_center_id_lesson_type_id_pk" PRIMARY KEY("center_id","lesson_type_id")
);
--> statement-breakpoint
CREATE TABLE "portal"."coach_hours" (
	"coach_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"starts_at" time NOT NULL,
	"ends_at" time NOT NULL,
	CONSTRAINT "coach_hours_coach_id_weekday_starts_at_pk" PRIMARY KEY("coach_id","weekday","starts_at")
);
--> statement-breakpoint
CREATE TABLE "portal"."credit_packs" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"total" integer NOT NULL,
	"remaining" integer NOT NULL,
	"purchased_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "credit_packs_remaining_range" CHECK ("portal"."credit_packs"."remaining" >= 0 and "portal"."credit_packs"."remaining" <= "portal"."credit_packs"."total")
);
--> statement-breakpoint
CREATE TABLE "portal"."lesson_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"credits" smallint DEFAULT 1 NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."scheduling_policies" (
	"center_id" integer PRIMARY KEY NOT NULL,
	"slot_step_minutes" smallint DEFAULT 30 NOT NULL,
	"buffer_minutes" smallint DEFAULT 0 NOT NULL,
	"min_notice_minutes" integer DEFAULT 120 NOT NULL,
	"horizon_days" smallint DEFAULT 60 NOT NULL,
	"cancel_notice_hours" smallint DEFAULT 24 NOT NULL,
	"offer_hours" smallint DEFAULT 12 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."lesson_drills" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"repetitions" smallint
);
--> statement-breakpoint
CREATE TABLE "portal"."lesson_measurements" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"before" double precision NOT NULL,
	"after" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."lesson_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"video_type" text NOT NULL,
	"title" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text DEFAULT 'video/mp4' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"coach_id" integer NOT NULL,
	"center_id" integer NOT NULL,
	"lesson_type_id" integer NOT NULL,
	"appointment_id" integer,
	"taught_at" timestamp with time zone NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"title" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"focus" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone,
	"restored_at" timestamp with time zone,
	"restored_channel" smallint
);
--> statement-breakpoint
CREATE TABLE "portal"."game_plan_goals" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "portal"."game_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"coach_id" integer NOT NULL,
	"title" text NOT NULL,
	"goal" text NOT NULL,
	"status" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"lessons_planned" smallint NOT NULL,
	"paused_at" timestamp with time zone,
	"paused_days" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal"."appointments" ADD CONSTRAINT "appointments_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."appointments" ADD CONSTRAINT "appointments_booked_by_players_id_fk" FOREIGN KEY ("booked_by") REFERENCES "portal"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."appointments" ADD CONSTRAINT "appointments_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "portal"."coaches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."appointments" ADD CONSTRAINT "appointments_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "portal"."centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."appointments" ADD CONSTRAINT "appointments_lesson_type_id_lesson_types_id_fk" FOREIGN KEY ("lesson_type_id") REFERENCES "portal"."lesson_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."center_hours" ADD CONSTRAINT "center_hours_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "portal"."centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."center_lesson_types" ADD CONSTRAINT "center_lesson_types_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "portal"."centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."center_lesson_types" ADD CONSTRAINT "center_lesson_types_lesson_type_id_lesson_types_id_fk" FOREIGN KEY ("lesson_type_id") REFERENCES "portal"."lesson_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."coach_hours" ADD CONSTRAINT "coach_hours_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "portal"."coaches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."credit_packs" ADD CONSTRAINT "credit_packs_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."scheduling_policies" ADD CONSTRAINT "scheduling_policies_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "portal"."centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."lesson_drills" ADD CONSTRAINT "lesson_drills_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "portal"."lessons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."lesson_measurements" ADD CONSTRAINT "lesson_measurements_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "portal"."lessons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."lesson_videos" ADD CONSTRAINT "lesson_videos_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "portal"."lessons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."lessons" ADD CONSTRAINT "lessons_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."lessons" ADD CONSTRAINT "lessons_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "portal"."coaches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."lessons" ADD CONSTRAINT "lessons_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "portal"."centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."lessons" ADD CONSTRAINT "lessons_lesson_type_id_lesson_types_id_fk" FOREIGN KEY ("lesson_type_id") REFERENCES "portal"."lesson_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."lessons" ADD CONSTRAINT "lessons_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "portal"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."game_plan_goals" ADD CONSTRAINT "game_plan_goals_plan_id_game_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "portal"."game_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."game_plans" ADD CONSTRAINT "game_plans_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."game_plans" ADD CONSTRAINT "game_plans_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "portal"."coaches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_player_starts_idx" ON "portal"."appointments" USING btree ("player_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_coach_starts_idx" ON "portal"."appointments" USING btree ("coach_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_waiting_idx" ON "portal"."appointments" USING btree ("coach_id","starts_at","created_at") WHERE "portal"."appointments"."state" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "appointments_offer_expiry_idx" ON "portal"."appointments" USING btree ("offer_expires_at") WHERE "portal"."appointments"."state" = 'offered';--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_one_wait_per_slot" ON "portal"."appointments" USING btree ("player_id","coach_id","starts_at") WHERE "portal"."appointments"."state" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "credit_packs_player_idx" ON "portal"."credit_packs" USING btree ("player_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_types_code_key" ON "portal"."lesson_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "lesson_drills_lesson_idx" ON "portal"."lesson_drills" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "lesson_measurements_lesson_idx" ON "portal"."lesson_measurements" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "lesson_videos_lesson_idx" ON "portal"."lesson_videos" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "lessons_player_taught_idx" ON "portal"."lessons" USING btree ("player_id","taught_at");--> statement-breakpoint
CREATE INDEX "game_plan_goals_plan_idx" ON "portal"."game_plan_goals" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "game_plans_player_idx" ON "portal"."game_plans" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_plans_one_open_per_player" ON "portal"."game_plans" USING btree ("player_id") WHERE "portal"."game_plans"."status" in ('IN_PROGRESS', 'PAUSED');