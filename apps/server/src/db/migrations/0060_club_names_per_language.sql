ALTER TABLE "commerce"."club_components" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "commerce"."custom_club_items" ADD COLUMN "product_names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Hand-written: the demo components and the English-named demo club order lines read their names in French, Japanese
-- and Chinese, as seed/domains/fitting-orders.seed.ts writes them.
UPDATE "commerce"."club_components" SET "names" = CASE "sku"
  WHEN 'HD-QI10MAX-105' THEN '{"ja": "Qi10 MAX ドライバー 10.5°", "zh": "Qi10 MAX 一号木 10.5°"}'::jsonb
  WHEN 'HD-PARADYM-9' THEN '{"ja": "PARADYM Ai SMOKE ドライバー 9°", "zh": "PARADYM Ai SMOKE 一号木 9°"}'::jsonb
  WHEN 'HD-MIZPRO245' THEN '{"fr": "Fer Pro 245", "ja": "Pro 245 アイアン", "zh": "Pro 245 铁杆"}'::jsonb
  WHEN 'HD-SM10-56' THEN '{"ja": "ボーケイ SM10 ウェッジ 56.10S", "zh": "Vokey SM10 挖起杆 56.10S"}'::jsonb
  WHEN 'HD-AIONE7' THEN '{"fr": "Putter Ai-ONE #7", "ja": "Ai-ONE #7 パター", "zh": "Ai-ONE #7 推杆"}'::jsonb
  WHEN 'SH-VENTUS-BLUE-6S' THEN '{"ja": "ベンタス ブルー 6 S", "zh": "Ventus 蓝 6 S"}'::jsonb
  WHEN 'SH-HZRDUS-BLK-7X' THEN '{"fr": "HZRDUS Black 70 X (plus fabriqué)", "ja": "HZRDUS ブラック 70 X（販売終了）", "zh": "HZRDUS 黑 70 X（已停产）"}'::jsonb
  WHEN 'SH-KBS-TOUR-S' THEN '{"ja": "KBS ツアー 120 S", "zh": "KBS Tour 120 S"}'::jsonb
  WHEN 'SH-DG-S200' THEN '{"ja": "ダイナミックゴールド S200", "zh": "Dynamic Gold S200"}'::jsonb
  WHEN 'SH-PUTTER-STEPPED' THEN '{"fr": "Manche de putter à paliers", "ja": "ステップ付きパターシャフト", "zh": "阶梯式推杆杆身"}'::jsonb
  WHEN 'GR-TOURVELVET-STD' THEN '{"fr": "Tour Velvet standard", "ja": "ツアーベルベット スタンダード", "zh": "Tour Velvet 标准款"}'::jsonb
  WHEN 'GR-ZENERGY-20' THEN '{"ja": "ゼナジー 2.0", "zh": "Zenergy 2.0"}'::jsonb
END WHERE "names" = '{}'::jsonb AND "sku" IN ('HD-QI10MAX-105', 'HD-PARADYM-9', 'HD-MIZPRO245', 'HD-SM10-56', 'HD-AIONE7', 'SH-VENTUS-BLUE-6S', 'SH-HZRDUS-BLK-7X', 'SH-KBS-TOUR-S', 'SH-DG-S200', 'SH-PUTTER-STEPPED', 'GR-TOURVELVET-STD', 'GR-ZENERGY-20');
--> statement-breakpoint
UPDATE "commerce"."custom_club_items" SET "product_names" = CASE "product_name"
  WHEN 'Custom driver' THEN '{"fr": "Driver sur mesure", "ja": "カスタムドライバー", "zh": "定制一号木"}'::jsonb
  WHEN 'Custom sand wedge' THEN '{"fr": "Sand wedge sur mesure", "ja": "カスタムサンドウェッジ", "zh": "定制沙坑挖起杆"}'::jsonb
  WHEN 'Custom putter' THEN '{"fr": "Putter sur mesure", "ja": "カスタムパター", "zh": "定制推杆"}'::jsonb
  WHEN 'Custom 3-iron' THEN '{"fr": "Fer 3 sur mesure", "ja": "カスタム3番アイアン", "zh": "定制 3 号铁杆"}'::jsonb
  WHEN 'Custom 4-iron' THEN '{"fr": "Fer 4 sur mesure", "ja": "カスタム4番アイアン", "zh": "定制 4 号铁杆"}'::jsonb
  WHEN 'Custom 5-iron' THEN '{"fr": "Fer 5 sur mesure", "ja": "カスタム5番アイアン", "zh": "定制 5 号铁杆"}'::jsonb
  WHEN 'Custom 6-iron' THEN '{"fr": "Fer 6 sur mesure", "ja": "カスタム6番アイアン", "zh": "定制 6 号铁杆"}'::jsonb
  WHEN 'Custom 7-iron' THEN '{"fr": "Fer 7 sur mesure", "ja": "カスタム7番アイアン", "zh": "定制 7 号铁杆"}'::jsonb
  WHEN 'Custom 8-iron' THEN '{"fr": "Fer 8 sur mesure", "ja": "カスタム8番アイアン", "zh": "定制 8 号铁杆"}'::jsonb
  WHEN 'Custom 9-iron' THEN '{"fr": "Fer 9 sur mesure", "ja": "カスタム9番アイアン", "zh": "定制 9 号铁杆"}'::jsonb
END WHERE "product_names" = '{}'::jsonb AND "product_name" IN ('Custom driver', 'Custom sand wedge', 'Custom putter', 'Custom 3-iron', 'Custom 4-iron', 'Custom 5-iron', 'Custom 6-iron', 'Custom 7-iron', 'Custom 8-iron', 'Custom 9-iron');
