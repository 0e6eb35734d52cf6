CREATE TABLE "portal"."plus_purchases" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"number" serial NOT NULL,
	"player_id" integer NOT NULL,
	"plan" text NOT NULL,
	"lines" jsonb NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal"."plus_purchases" ADD CONSTRAINT "plus_purchases_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plus_purchases_number_key" ON "portal"."plus_purchases" USING btree ("number");--> statement-breakpoint
CREATE INDEX "plus_purchases_player_idx" ON "portal"."plus_purchases" USING btree ("player_id","paid_at");--> statement-breakpoint
-- Hand-written: the Plus charges made before this migration become purchases too, with the lines of
-- the subscription's last charge where that charge's total is the one paid (a charge at another
-- total has no lines on record and stays out of the history).
INSERT INTO "portal"."plus_purchases" ("payment_id", "player_id", "plan", "lines", "card_brand", "card_last4", "paid_at")
SELECT a."id", a."player_id", coalesce(s."plan", 'monthly'), (s."last_charge" - 'chargedAt') || '{"taxNames": {}}'::jsonb,
  coalesce(a."cc_type", s."card_brand"), coalesce(a."cc_last4", s."card_last4"), a."created_at"
FROM "commerce"."payment_attempts" a
JOIN "portal"."plus_subscriptions" s ON s."player_id" = a."player_id"
WHERE a."kind" = 'charge' AND a."status" = 'succeeded' AND a."purpose" IN ('plus', 'plus_renewal')
  AND s."last_charge" IS NOT NULL AND (s."last_charge"->>'total')::numeric = a."amount" AND s."last_charge"->>'currency' = a."currency"
ORDER BY a."created_at", a."id"
ON CONFLICT ("payment_id") DO NOTHING;
