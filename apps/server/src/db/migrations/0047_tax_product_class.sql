DROP INDEX "commerce"."tax_rates_key";--> statement-breakpoint
ALTER TABLE "commerce"."tax_rates" ADD COLUMN "product_class" text DEFAULT 'goods' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_key" ON "commerce"."tax_rates" USING btree ("product_class","country_code",coalesce("region_code", '*'),coalesce("postcode", '*'),"title");--> statement-breakpoint
-- The EU's standard VAT rates on digital services (the launch-monitor memberships of the US store), until now a constant in the memberships domain.
INSERT INTO "commerce"."tax_rates" ("country_code", "title", "rate", "applies_to_shipping", "included_in_price", "product_class") VALUES
  ('AT', 'VAT', 20, false, false, 'digital_service'),
  ('BE', 'VAT', 21, false, false, 'digital_service'),
  ('BG', 'VAT', 20, false, false, 'digital_service'),
  ('CY', 'VAT', 19, false, false, 'digital_service'),
  ('CZ', 'VAT', 21, false, false, 'digital_service'),
  ('DE', 'VAT', 19, false, false, 'digital_service'),
  ('DK', 'VAT', 25, false, false, 'digital_service'),
  ('EE', 'VAT', 24, false, false, 'digital_service'),
  ('ES', 'VAT', 21, false, false, 'digital_service'),
  ('FI', 'VAT', 25.5, false, false, 'digital_service'),
  ('FR', 'VAT', 20, false, false, 'digital_service'),
  ('GR', 'VAT', 24, false, false, 'digital_service'),
  ('HR', 'VAT', 25, false, false, 'digital_service'),
  ('HU', 'VAT', 27, false, false, 'digital_service'),
  ('IE', 'VAT', 23, false, false, 'digital_service'),
  ('IT', 'VAT', 22, false, false, 'digital_service'),
  ('LT', 'VAT', 21, false, false, 'digital_service'),
  ('LU', 'VAT', 17, false, false, 'digital_service'),
  ('LV', 'VAT', 21, false, false, 'digital_service'),
  ('MT', 'VAT', 18, false, false, 'digital_service'),
  ('NL', 'VAT', 21, false, false, 'digital_service'),
  ('PL', 'VAT', 23, false, false, 'digital_service'),
  ('PT', 'VAT', 23, false, false, 'digital_service'),
  ('RO', 'VAT', 21, false, false, 'digital_service'),
  ('SE', 'VAT', 25, false, false, 'digital_service'),
  ('SI', 'VAT', 22, false, false, 'digital_service'),
  ('SK', 'VAT', 23, false, false, 'digital_service')
ON CONFLICT DO NOTHING;
