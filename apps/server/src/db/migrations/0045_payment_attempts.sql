CREATE TABLE "commerce"."payment_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'charge' NOT NULL,
	"purpose" text NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"cart_id" integer,
	"order_id" integer,
	"customer_id" integer,
	"player_id" integer,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(12, 4) NOT NULL,
	"currency" text NOT NULL,
	"gateway_charge_id" text,
	"refund_of" text,
	"three_ds_trans_id" text,
	"challenge_url" text,
	"cc_type" text,
	"cc_last4" text,
	"cc_exp_month" integer,
	"cc_exp_year" integer,
	"failure_code" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_key" ON "commerce"."payment_attempts" USING btree ("idempotency_key");--> statement-breakpoint
-- Every payment record the five old shapes kept moves into the one table, under the key its charge was made with.
INSERT INTO "commerce"."payment_attempts" ("id", "kind", "purpose", "reference", "idempotency_key", "cart_id", "order_id", "customer_id", "method", "status", "amount", "currency", "gateway_charge_id", "three_ds_trans_id", "challenge_url", "cc_type", "cc_last4", "cc_exp_month", "cc_exp_year", "failure_code", "failure_message", "created_at", "updated_at")
SELECT "id", 'charge', 'order', coalesce('order:' || "order_id", 'cart:' || "cart_id"),
  CASE WHEN "order_id" IS NOT NULL AND row_number() OVER (PARTITION BY "order_id" ORDER BY "created_at" DESC, "id") = 1 THEN 'order:' || "order_id" ELSE 'payment:' || "id" END,
  "cart_id", "order_id", "customer_id", "method", "status", "amount", "currency", "gateway_charge_id", "three_ds_trans_id", "challenge_url", "cc_type", "cc_last4", "cc_exp_month", "cc_exp_year", "failure_code", "failure_message", "created_at", "updated_at"
FROM "commerce"."payments";
--> statement-breakpoint
INSERT INTO "commerce"."payment_attempts" ("id", "kind", "purpose", "reference", "idempotency_key", "player_id", "method", "status", "amount", "currency", "gateway_charge_id", "failure_code", "failure_message", "created_at", "updated_at")
SELECT 'pay_plus_' || "id", 'charge', CASE "kind" WHEN 'purchase' THEN 'plus' ELSE 'plus_renewal' END, 'player:' || "player_id", "idempotency_key", "player_id", 'authnetcim',
  CASE "status" WHEN 'pending' THEN 'processing' WHEN 'approved' THEN 'succeeded' ELSE 'failed' END, "amount", "currency", "charge_id", "decline_code", "message", "created_at", "created_at"
FROM "portal"."plus_charges"
ON CONFLICT ("idempotency_key") DO NOTHING;
--> statement-breakpoint
INSERT INTO "commerce"."payment_attempts" ("id", "kind", "purpose", "reference", "idempotency_key", "player_id", "method", "status", "amount", "currency", "gateway_charge_id", "three_ds_trans_id", "failure_code", "failure_message", "created_at", "updated_at")
SELECT 'pay_rn_' || "id", 'charge', 'renewal', 'renewal:' || "id", 'renewal:' || "id" || ':' || "attempt", "player_id", 'authnetcim',
  CASE "status" WHEN 'succeeded' THEN 'succeeded' ELSE 'failed' END, ("quote"->>'total')::numeric, "quote"->>'currency', "charge_id", "three_ds_trans_id",
  CASE WHEN "status" = 'succeeded' THEN NULL ELSE coalesce("decline_code", 'card_declined') END, CASE WHEN "status" = 'succeeded' THEN NULL ELSE "message" END, "created_at", coalesce("paid_at", "created_at")
FROM "portal"."renewal_orders" WHERE "charge_id" IS NOT NULL
ON CONFLICT ("idempotency_key") DO NOTHING;
--> statement-breakpoint
INSERT INTO "commerce"."payment_attempts" ("id", "kind", "purpose", "reference", "idempotency_key", "customer_id", "method", "status", "amount", "currency", "gateway_charge_id", "cc_type", "cc_last4", "failure_message", "created_at", "updated_at")
SELECT 'pay_ms_' || "id", 'charge', 'membership', 'membership-purchase:' || "id", 'membership-purchase:' || "id", "customer_id", CASE WHEN "store_code" = 'STSVCA' THEN 'moneris' ELSE 'authnetcim' END,
  CASE WHEN "status" IN ('paid', 'scheduled') THEN 'succeeded' ELSE 'failed' END, "amount", "currency", "charge_id", "card"->>'brand', "card"->>'last4',
  CASE WHEN "status" IN ('paid', 'scheduled') THEN NULL ELSE "message" END, "created_at", "created_at"
FROM "commerce"."membership_purchases" WHERE "charge_id" IS NOT NULL
ON CONFLICT ("idempotency_key") DO NOTHING;
--> statement-breakpoint
INSERT INTO "commerce"."payment_attempts" ("id", "kind", "purpose", "reference", "idempotency_key", "customer_id", "method", "status", "amount", "currency", "gateway_charge_id", "created_at", "updated_at")
SELECT 'pay_club_' || "id", 'charge', 'club_deposit', 'club-order:' || "id", 'club-deposit:' || "id" || ':' || "attempt", "customer_id", 'authnetcim', 'succeeded', "deposit_charged", "currency", "deposit_charge_id", "created_at", "created_at"
FROM "commerce"."custom_club_orders" WHERE "deposit_charge_id" IS NOT NULL
ON CONFLICT ("idempotency_key") DO NOTHING;
--> statement-breakpoint
INSERT INTO "commerce"."payment_attempts" ("id", "kind", "purpose", "reference", "idempotency_key", "customer_id", "order_id", "method", "status", "amount", "currency", "gateway_charge_id", "refund_of", "created_at", "updated_at")
SELECT 'pay_rma_' || r."id", 'refund', 'return_refund', 'return:' || r."request_id", 'rma-refund:' || r."id", o."customer_id", r."order_id", coalesce(o."payment"->>'method', 'authnetcim'),
  r."status", r."amount" - r."gift_code_amount", r."currency", r."gateway_refund_id", o."payment"->>'transactionId', r."created_at", r."created_at"
FROM "commerce"."return_refunds" r JOIN "commerce"."orders" o ON o."id" = r."order_id"
WHERE r."method" = 'card' AND r."status" <> 'pending' AND r."amount" > r."gift_code_amount"
ON CONFLICT ("idempotency_key") DO NOTHING;
--> statement-breakpoint
DROP TABLE "commerce"."payments" CASCADE;--> statement-breakpoint
DROP TABLE "portal"."plus_charges" CASCADE;--> statement-breakpoint
ALTER TABLE "commerce"."payment_attempts" ADD CONSTRAINT "payment_attempts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "commerce"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_cart_idx" ON "commerce"."payment_attempts" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "payments_customer_idx" ON "commerce"."payment_attempts" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "commerce"."payment_attempts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_player_idx" ON "commerce"."payment_attempts" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_attempts_reference_idx" ON "commerce"."payment_attempts" USING btree ("purpose","reference");