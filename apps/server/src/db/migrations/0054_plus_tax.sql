ALTER TABLE "portal"."plus_subscriptions" ADD COLUMN "last_charge" jsonb;--> statement-breakpoint
-- Plus is taxed at the player's home center as a membership supplied there (`center_membership`):
-- every place with a rate for goods gets the same rate for it, so Plus pays what a purchase there pays.
INSERT INTO "commerce"."tax_rates" ("country_code", "region_code", "postcode", "title", "titles", "rate", "applies_to_shipping", "included_in_price", "product_class")
SELECT "country_code", "region_code", "postcode", "title", "titles", "rate", false, "included_in_price", 'center_membership'
FROM "commerce"."tax_rates" WHERE "product_class" = 'goods'
ON CONFLICT DO NOTHING;
