CREATE TABLE "commerce"."pickup_locations" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"region_code" text,
	"postcode" text NOT NULL,
	"country_code" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commerce"."customers" ADD COLUMN "pickup_location_code" text;