CREATE TABLE "portal"."my_game_about" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"link_token_hash" text,
	"player_id" integer,
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "password_resets_link_token_hash_unique" UNIQUE("link_token_hash")
);
--> statement-breakpoint
CREATE TABLE "portal"."player_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"type_score" text NOT NULL,
	"value" real NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"template" text NOT NULL,
	"locale" text NOT NULL,
	"status" text NOT NULL,
	"adapter" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "portal"."verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"subject" text NOT NULL,
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"method" smallint NOT NULL,
	"site" text NOT NULL,
	"variant" text NOT NULL,
	"form" jsonb NOT NULL,
	"password_hash" text NOT NULL,
	"email_taken" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"player_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "portal"."notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"source_id" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."referral_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"referrer_player_id" integer,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"postal_code" text,
	"receive_email" boolean NOT NULL,
	"coverage" boolean,
	"source" text,
	"variant" text NOT NULL,
	"japan" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal"."players" ADD COLUMN "alt_first_name" text;--> statement-breakpoint
ALTER TABLE "portal"."players" ADD COLUMN "alt_last_name" text;--> statement-breakpoint
ALTER TABLE "portal"."players" ADD COLUMN "phone_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "portal"."players" ADD COLUMN "email_subscription" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "portal"."players" ADD COLUMN "referral_code" text DEFAULT substr(md5(random()::text || clock_timestamp()::text), 1, 10) NOT NULL;--> statement-breakpoint
ALTER TABLE "portal"."players" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portal"."players" ADD COLUMN "age_affirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portal"."players" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portal"."my_game_about" ADD CONSTRAINT "my_game_about_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."password_resets" ADD CONSTRAINT "password_resets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."player_scores" ADD CONSTRAINT "player_scores_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."registrations" ADD CONSTRAINT "registrations_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."notifications" ADD CONSTRAINT "notifications_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."referral_contacts" ADD CONSTRAINT "referral_contacts_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "portal"."centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."referral_contacts" ADD CONSTRAINT "referral_contacts_referrer_player_id_players_id_fk" FOREIGN KEY ("referrer_player_id") REFERENCES "portal"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_scores_player_idx" ON "portal"."player_scores" USING btree ("player_id","type_score","recorded_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_idx" ON "portal"."outbox_messages" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_subject_idx" ON "portal"."verification_codes" USING btree ("purpose","subject","id");--> statement-breakpoint
CREATE INDEX "registrations_email_idx" ON "portal"."registrations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "notifications_player_idx" ON "portal"."notifications" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "portal"."notifications" USING btree ("player_id") WHERE "portal"."notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_source_idx" ON "portal"."notifications" USING btree ("player_id","source_id");--> statement-breakpoint
CREATE INDEX "referral_contacts_center_idx" ON "portal"."referral_contacts" USING btree ("center_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_contacts_referrer_idx" ON "portal"."referral_contacts" USING btree ("referrer_player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "players_referral_code_key" ON "portal"."players" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "players_phone_idx" ON "portal"."players" USING btree ("phone");