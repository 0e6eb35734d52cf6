ALTER TABLE "commerce"."tax_rates" ADD COLUMN "titles" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Titles in the product's other languages for the rates already kept (a renewal names its tax in the player's language).
UPDATE "commerce"."tax_rates" SET "titles" = jsonb_build_object('fr', 'Taxe de vente (' || "region_code" || ')', 'ja', "region_code" || '州売上税', 'zh', "region_code" || '州销售税')
  WHERE "title" LIKE '% Sales Tax' AND "region_code" IS NOT NULL AND "titles" = '{}'::jsonb;
--> statement-breakpoint
UPDATE "commerce"."tax_rates" SET "titles" = CASE "title"
    WHEN 'HST' THEN '{"fr": "TVH", "ja": "統一売上税（HST）", "zh": "统一销售税（HST）"}'::jsonb
    WHEN 'GST' THEN '{"fr": "TPS", "ja": "物品サービス税（GST）", "zh": "商品及服务税（GST）"}'::jsonb
    WHEN 'QST' THEN '{"fr": "TVQ", "ja": "ケベック州売上税（QST）", "zh": "魁北克销售税（QST）"}'::jsonb
    WHEN 'PST' THEN '{"fr": "TVP", "ja": "州売上税（PST）", "zh": "省销售税（PST）"}'::jsonb
    WHEN '消費税' THEN '{"en": "Consumption tax", "fr": "Taxe sur la consommation", "zh": "消费税"}'::jsonb
    WHEN 'VAT' THEN '{"fr": "TVA", "ja": "付加価値税", "zh": "增值税"}'::jsonb
  END
  WHERE "title" IN ('HST', 'GST', 'QST', 'PST', '消費税', 'VAT') AND "titles" = '{}'::jsonb;
