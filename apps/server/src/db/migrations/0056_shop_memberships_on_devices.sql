CREATE TABLE "commerce"."cart_membership_devices" (
	"cart_id" integer PRIMARY KEY NOT NULL,
	"launch_monitor_id" integer NOT NULL,
	"chosen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commerce"."membership_plans" ADD COLUMN "names" jsonb;--> statement-breakpoint
ALTER TABLE "commerce"."cart_membership_devices" ADD CONSTRAINT "cart_membership_devices_launch_monitor_id_launch_monitors_id_fk" FOREIGN KEY ("launch_monitor_id") REFERENCES "commerce"."launch_monitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: the kept plans read their names in Japanese and Chinese (French keeps the English names).
UPDATE "commerce"."membership_plans" SET "names" = CASE "sku"
  WHEN 'SKT-GAME-IMPROVE' THEN '{"ja":"ゲーム上達","zh":"球技提升"}'::jsonb
  WHEN 'SKT-PLAY-IMPROVE' THEN '{"ja":"プレー＆上達","zh":"畅玩提升"}'::jsonb
  WHEN 'SKT-PRO' THEN '{"ja":"プロ","zh":"专业版"}'::jsonb
  WHEN 'SKT-COURSE-PACK' THEN '{"ja":"プレミアムコースパック","zh":"高级球场包"}'::jsonb
END WHERE "names" IS NULL AND "sku" IN ('SKT-GAME-IMPROVE', 'SKT-PLAY-IMPROVE', 'SKT-PRO', 'SKT-COURSE-PACK');
