CREATE TABLE "portal"."library_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"series_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"position" integer NOT NULL,
	"is_intro" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."swing_coach_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"swing_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"coach_id" integer NOT NULL,
	"lesson_id" integer,
	"comment" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."swings" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."video_analytic_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"type" text NOT NULL,
	"position" double precision NOT NULL,
	"quality" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."video_analytic_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"os" text NOT NULL,
	"platform" text NOT NULL,
	"browser" text NOT NULL,
	"device" text NOT NULL,
	"category_id" integer,
	"series_id" integer,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."video_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."video_favorite_series" (
	"player_id" integer NOT NULL,
	"series_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "video_favorite_series_player_id_series_id_pk" PRIMARY KEY("player_id","series_id")
);
--> statement-breakpoint
CREATE TABLE "portal"."video_favorites" (
	"player_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"series_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "video_favorites_player_id_video_id_series_id_pk" PRIMARY KEY("player_id","video_id","series_id")
);
--> statement-breakpoint
CREATE TABLE "portal"."video_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"prefix" text NOT NULL,
	"source_key" text,
	"duration_seconds" double precision,
	"width" integer,
	"height" integer,
	"renditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hls_key" text,
	"poster_key" text,
	"strip_key" text,
	"strip_count" smallint DEFAULT 0 NOT NULL,
	"captions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "portal"."video_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"time" double precision NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."video_plus_access" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."video_search_keywords" (
	"player_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"language" text NOT NULL,
	"searched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "video_search_keywords_player_id_language_keyword_pk" PRIMARY KEY("player_id","language","keyword")
);
--> statement-breakpoint
CREATE TABLE "portal"."video_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"allows_play_without_video" boolean DEFAULT false NOT NULL,
	"allows_social_share" boolean DEFAULT true NOT NULL,
	"is_plus_only" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."video_shares" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"type" text NOT NULL,
	"source_id" integer NOT NULL,
	"media_id" integer,
	"file_key" text,
	"thumbnail_key" text,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "portal"."video_subscription_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"category_id" integer,
	"series_id" integer,
	"event_time" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."video_tracking" (
	"player_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"watched_time" double precision NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "video_tracking_player_id_video_id_pk" PRIMARY KEY("player_id","video_id")
);
--> statement-breakpoint
ALTER TABLE "portal"."library_videos" ADD CONSTRAINT "library_videos_series_id_video_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "portal"."video_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."library_videos" ADD CONSTRAINT "library_videos_media_id_video_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "portal"."video_media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."swing_coach_messages" ADD CONSTRAINT "swing_coach_messages_swing_id_swings_id_fk" FOREIGN KEY ("swing_id") REFERENCES "portal"."swings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."swing_coach_messages" ADD CONSTRAINT "swing_coach_messages_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."swing_coach_messages" ADD CONSTRAINT "swing_coach_messages_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "portal"."coaches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."swings" ADD CONSTRAINT "swings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."swings" ADD CONSTRAINT "swings_media_id_video_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "portal"."video_media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."video_analytic_events" ADD CONSTRAINT "video_analytic_events_session_id_video_analytic_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "portal"."video_analytic_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."video_analytic_sessions" ADD CONSTRAINT "video_analytic_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."video_analytic_sessions" ADD CONSTRAINT "video_analytic_sessions_video_id_library_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "portal"."library_videos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."video_favorite_series" ADD CONSTRAINT "video_favorite_series_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."video_favorite_series" ADD CONSTRAINT "video_favorite_series_series_id_video_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "portal"."video_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."video_favorites" ADD CONSTRAINT "video_favorites_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."video_favorites" ADD CONSTRAINT "video_favorites_video_id_library_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "portal"."library_videos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."video_favorites" ADD CONSTRAINT "video_favorites_series_id_video_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "portal"."video_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."video_notes" ADD CONSTRAINT "video_notes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."video_notes" ADD CONSTRAINT "video_notes_video_id_library_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "portal"."library_videos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."video_plus_access" ADD CONSTRAINT "video_plus_access_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."video_search_keywords" ADD CONSTRAINT "video_search_keywords_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."video_series" ADD CONSTRAINT "video_series_category_id_video_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "portal"."video_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."video_shares" ADD CONSTRAINT "video_shares_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."video_shares" ADD CONSTRAINT "video_shares_media_id_video_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "portal"."video_media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."video_subscription_events" ADD CONSTRAINT "video_subscription_events_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."video_subscription_events" ADD CONSTRAINT "video_subscription_events_video_id_library_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "portal"."library_videos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."video_tracking" ADD CONSTRAINT "video_tracking_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."video_tracking" ADD CONSTRAINT "video_tracking_video_id_library_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "portal"."library_videos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "library_videos_series_position_key" ON "portal"."library_videos" USING btree ("series_id","position");--> statement-breakpoint
CREATE INDEX "library_videos_title_trgm_idx" ON "portal"."library_videos" USING gist ("title" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "swing_coach_messages_swing_idx" ON "portal"."swing_coach_messages" USING btree ("swing_id");--> statement-breakpoint
CREATE INDEX "swing_coach_messages_lesson_idx" ON "portal"."swing_coach_messages" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "swings_player_idx" ON "portal"."swings" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "video_analytic_events_session_idx" ON "portal"."video_analytic_events" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "video_analytic_sessions_player_idx" ON "portal"."video_analytic_sessions" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "video_notes_player_video_idx" ON "portal"."video_notes" USING btree ("player_id","video_id","time");--> statement-breakpoint
CREATE INDEX "video_search_keywords_recent_idx" ON "portal"."video_search_keywords" USING btree ("player_id","searched_at");--> statement-breakpoint
CREATE INDEX "video_series_language_idx" ON "portal"."video_series" USING btree ("language","category_id","position");--> statement-breakpoint
CREATE INDEX "video_series_title_trgm_idx" ON "portal"."video_series" USING gist ("title" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "video_shares_player_idx" ON "portal"."video_shares" USING btree ("player_id","created_at");