CREATE TABLE "portal"."bags" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"bag_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."club_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"default_loft" double precision,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."club_manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."clubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"bag_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"manufacturer_id" integer,
	"model" text DEFAULT '' NOT NULL,
	"loft" double precision,
	"shaft" text DEFAULT '' NOT NULL,
	"flex" text,
	"length" double precision,
	"lie" double precision,
	"grip" text DEFAULT '' NOT NULL,
	"carry_distance" double precision,
	"notes" text DEFAULT '' NOT NULL,
	"image_key" text,
	"thumbnail_key" text,
	"image_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal"."bags" ADD CONSTRAINT "bags_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."club_categories" ADD CONSTRAINT "club_categories_parent_id_club_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "portal"."club_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."clubs" ADD CONSTRAINT "clubs_bag_id_bags_id_fk" FOREIGN KEY ("bag_id") REFERENCES "portal"."bags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."clubs" ADD CONSTRAINT "clubs_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."clubs" ADD CONSTRAINT "clubs_category_id_club_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "portal"."club_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."clubs" ADD CONSTRAINT "clubs_manufacturer_id_club_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "portal"."club_manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bags_player_name_key" ON "portal"."bags" USING btree ("player_id",lower("bag_name"));--> statement-breakpoint
CREATE INDEX "bags_player_modified_idx" ON "portal"."bags" USING btree ("player_id","last_modified");--> statement-breakpoint
CREATE UNIQUE INDEX "club_categories_code_key" ON "portal"."club_categories" USING btree ("code");--> statement-breakpoint
CREATE INDEX "club_categories_parent_idx" ON "portal"."club_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "club_manufacturers_name_key" ON "portal"."club_manufacturers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "clubs_bag_idx" ON "portal"."clubs" USING btree ("bag_id");--> statement-breakpoint
CREATE INDEX "clubs_player_idx" ON "portal"."clubs" USING btree ("player_id");