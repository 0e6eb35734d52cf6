CREATE SCHEMA "commerce";
--> statement-breakpoint
CREATE SCHEMA "portal";
--> statement-breakpoint
CREATE TABLE "portal"."centers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"time_zone" text NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."coaches" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."players" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"region" text NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"parent_id" integer,
	"center_id" integer,
	"coach_id" integer,
	"handedness" text DEFAULT 'right' NOT NULL,
	"birthday" date,
	"gender" text,
	"phone" text,
	"street1" text,
	"street2" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"country" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"enable_metric_distances" boolean DEFAULT false NOT NULL,
	"enable_metric_speeds" boolean DEFAULT false NOT NULL,
	"has_sms_subscription" boolean DEFAULT false NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."admin_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"coach_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"is_skytrak" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" uuid NOT NULL,
	"player_id" integer,
	"coach_id" integer,
	"admin_coach_id" integer,
	"parent_player_id" integer,
	"source" text NOT NULL,
	"is_skytrak" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "commerce"."customer_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"store_code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce"."customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "portal"."coaches" ADD CONSTRAINT "coaches_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "portal"."centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."players" ADD CONSTRAINT "players_parent_id_players_id_fk" FOREIGN KEY ("parent_id") REFERENCES "portal"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."players" ADD CONSTRAINT "players_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "portal"."centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."players" ADD CONSTRAINT "players_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "portal"."coaches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."admin_tickets" ADD CONSTRAINT "admin_tickets_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "portal"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."admin_tickets" ADD CONSTRAINT "admin_tickets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."refresh_tokens" ADD CONSTRAINT "refresh_tokens_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."refresh_tokens" ADD CONSTRAINT "refresh_tokens_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "portal"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."refresh_tokens" ADD CONSTRAINT "refresh_tokens_admin_coach_id_coaches_id_fk" FOREIGN KEY ("admin_coach_id") REFERENCES "portal"."coaches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."refresh_tokens" ADD CONSTRAINT "refresh_tokens_parent_player_id_players_id_fk" FOREIGN KEY ("parent_player_id") REFERENCES "portal"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."customer_tokens" ADD CONSTRAINT "customer_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "commerce"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coaches_email_key" ON "portal"."coaches" USING btree ("email");--> statement-breakpoint
CREATE INDEX "coaches_center_idx" ON "portal"."coaches" USING btree ("center_id");--> statement-breakpoint
CREATE UNIQUE INDEX "players_email_key" ON "portal"."players" USING btree ("email") WHERE "portal"."players"."email" is not null;--> statement-breakpoint
CREATE INDEX "players_parent_idx" ON "portal"."players" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "portal"."refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "customer_tokens_customer_idx" ON "commerce"."customer_tokens" USING btree ("customer_id");