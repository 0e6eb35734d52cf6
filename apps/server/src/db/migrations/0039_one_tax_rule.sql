DROP INDEX "commerce"."tax_rates_key";--> statement-breakpoint
ALTER TABLE "commerce"."tax_rates" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "commerce"."tax_rates" ADD COLUMN "included_in_price" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_key" ON "commerce"."tax_rates" USING btree ("country_code",coalesce("region_code", '*'),coalesce("postcode", '*'),"title");--> statement-breakpoint
-- Renewals were taxed from a table of their own, per center. Its rates become rates of the centers'
-- postcodes in the one tax table, so every center keeps the rate its players were charged.
INSERT INTO "commerce"."tax_rates" ("country_code", "region_code", "postcode", "title", "rate", "included_in_price")
SELECT c."country", nullif(c."state", ''), upper(replace(c."postal_code", ' ', '')), t."tax_name", t."rate", t."is_inclusive"
FROM "portal"."center_taxes" t
JOIN "portal"."centers" c ON c."id" = t."center_id"
WHERE c."postal_code" <> ''
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "portal"."center_taxes" CASCADE;
