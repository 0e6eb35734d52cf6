CREATE TABLE "commerce"."launch_monitor_checks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce"."launch_monitor_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"esn" text NOT NULL,
	"launch_monitor_id" integer,
	"response_code" integer NOT NULL,
	"status" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce"."launch_monitors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce"."launch_monitors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"esn" text NOT NULL,
	"model" text NOT NULL,
	"owner_customer_id" integer,
	"name" text,
	"registered_at" timestamp with time zone,
	"blocked_reason" text,
	"reported_at" timestamp with time zone,
	CONSTRAINT "launch_monitors_esn_unique" UNIQUE("esn")
);
--> statement-breakpoint
CREATE TABLE "commerce"."membership_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce"."membership_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code_hash" text NOT NULL,
	"last4" text NOT NULL,
	"store_code" text NOT NULL,
	"sku" text NOT NULL,
	"term" text NOT NULL,
	"terms" integer DEFAULT 1 NOT NULL,
	"expires_on" date NOT NULL,
	"redeemed_at" timestamp with time zone,
	"redeemed_by" integer,
	"membership_id" integer,
	CONSTRAINT "membership_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "commerce"."membership_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce"."membership_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_code" text NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"family" text NOT NULL,
	"rank" integer NOT NULL,
	"features" jsonb NOT NULL,
	"monthly_price" numeric(12, 2) NOT NULL,
	"yearly_price" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"is_sold" boolean DEFAULT true NOT NULL,
	CONSTRAINT "membership_plans_store_sku_key" UNIQUE("store_code","sku"),
	CONSTRAINT "membership_plans_price_check" CHECK ("commerce"."membership_plans"."monthly_price" >= 0 and "commerce"."membership_plans"."yearly_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "commerce"."membership_purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce"."membership_purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"increment_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"customer_id" integer NOT NULL,
	"membership_id" integer,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"store_code" text NOT NULL,
	"sku" text NOT NULL,
	"plan_name" text NOT NULL,
	"esn" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"tax" numeric(12, 2) DEFAULT '0' NOT NULL,
	"currency" text NOT NULL,
	"card" jsonb,
	"charge_id" text,
	"message" text,
	"request_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "membership_purchases_increment_id_unique" UNIQUE("increment_id"),
	CONSTRAINT "membership_purchases_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "membership_purchases_amount_check" CHECK ("commerce"."membership_purchases"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "commerce"."memberships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce"."memberships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"launch_monitor_id" integer NOT NULL,
	"source" text NOT NULL,
	"store_code" text NOT NULL,
	"sku" text NOT NULL,
	"plan_name" text NOT NULL,
	"family" text NOT NULL,
	"term" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"tax_rate" numeric(5, 2) DEFAULT '0' NOT NULL,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"card" jsonb,
	"reference_legacy_id" text,
	"external_id" text,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"reminded_for" timestamp with time zone,
	"renewing_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "memberships_period_check" CHECK ("commerce"."memberships"."ends_at" > "commerce"."memberships"."period_start")
);
--> statement-breakpoint
CREATE TABLE "commerce"."moneris_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce"."moneris_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"txn_number" text NOT NULL,
	"order_id" text NOT NULL,
	"trans_type" text NOT NULL,
	"slot" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"data_key" text NOT NULL,
	"card_type" text,
	"last4" text,
	"response_code" text,
	"iso" text,
	"auth_code" text,
	"message" text NOT NULL,
	"complete" text NOT NULL,
	"parent_txn" text,
	"settled_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moneris_transactions_txn_number_unique" UNIQUE("txn_number"),
	CONSTRAINT "moneris_transactions_slot_key" UNIQUE("slot")
);
--> statement-breakpoint
ALTER TABLE "commerce"."launch_monitor_checks" ADD CONSTRAINT "launch_monitor_checks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "commerce"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."launch_monitor_checks" ADD CONSTRAINT "launch_monitor_checks_launch_monitor_id_launch_monitors_id_fk" FOREIGN KEY ("launch_monitor_id") REFERENCES "commerce"."launch_monitors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."launch_monitors" ADD CONSTRAINT "launch_monitors_owner_customer_id_customers_id_fk" FOREIGN KEY ("owner_customer_id") REFERENCES "commerce"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."membership_codes" ADD CONSTRAINT "membership_codes_redeemed_by_customers_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "commerce"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."membership_codes" ADD CONSTRAINT "membership_codes_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "commerce"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."membership_purchases" ADD CONSTRAINT "membership_purchases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "commerce"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."membership_purchases" ADD CONSTRAINT "membership_purchases_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "commerce"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."memberships" ADD CONSTRAINT "memberships_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "commerce"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."memberships" ADD CONSTRAINT "memberships_launch_monitor_id_launch_monitors_id_fk" FOREIGN KEY ("launch_monitor_id") REFERENCES "commerce"."launch_monitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "launch_monitor_checks_customer_idx" ON "commerce"."launch_monitor_checks" USING btree ("customer_id","checked_at");--> statement-breakpoint
CREATE INDEX "launch_monitors_owner_idx" ON "commerce"."launch_monitors" USING btree ("owner_customer_id");--> statement-breakpoint
CREATE INDEX "membership_purchases_customer_idx" ON "commerce"."membership_purchases" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_live_device_family_key" ON "commerce"."memberships" USING btree ("launch_monitor_id","family") WHERE "commerce"."memberships"."source" = 'skytrak' and "commerce"."memberships"."status" in ('pending', 'scheduled', 'active', 'past_due');--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_customer_external_key" ON "commerce"."memberships" USING btree ("customer_id","source","external_id");--> statement-breakpoint
CREATE INDEX "memberships_customer_idx" ON "commerce"."memberships" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "memberships_due_idx" ON "commerce"."memberships" USING btree ("ends_at") WHERE "commerce"."memberships"."status" in ('scheduled', 'active', 'past_due');--> statement-breakpoint
CREATE INDEX "moneris_transactions_order_idx" ON "commerce"."moneris_transactions" USING btree ("order_id");