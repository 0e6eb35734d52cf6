CREATE TABLE "commerce"."cart_gift_codes" (
	"cart_id" integer NOT NULL,
	"gift_code_id" integer NOT NULL,
	"amount_requested" numeric(12, 4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_gift_codes_cart_id_gift_code_id_pk" PRIMARY KEY("cart_id","gift_code_id"),
	CONSTRAINT "cart_gift_codes_amount_check" CHECK ("commerce"."cart_gift_codes"."amount_requested" is null or "commerce"."cart_gift_codes"."amount_requested" > 0)
);
--> statement-breakpoint
CREATE TABLE "commerce"."gift_code_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce"."gift_code_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gift_code_id" integer NOT NULL,
	"action" text NOT NULL,
	"amount" numeric(12, 4) NOT NULL,
	"balance" numeric(12, 4) NOT NULL,
	"order_number" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce"."gift_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce"."gift_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"store_code" text NOT NULL,
	"currency" text NOT NULL,
	"initial_balance" numeric(12, 4) NOT NULL,
	"balance" numeric(12, 4) NOT NULL,
	"customer_id" integer,
	"order_number" text,
	"order_item_id" integer,
	"unit" integer DEFAULT 1 NOT NULL,
	"sender_name" text,
	"recipient_name" text,
	"recipient_email" text,
	"message" text,
	"template_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"deliver_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "gift_codes_order_unit_key" UNIQUE("order_item_id","unit"),
	CONSTRAINT "gift_codes_balance_check" CHECK ("commerce"."gift_codes"."balance" >= 0 and "commerce"."gift_codes"."balance" <= "commerce"."gift_codes"."initial_balance")
);
--> statement-breakpoint
CREATE TABLE "commerce"."order_gift_codes" (
	"order_number" text NOT NULL,
	"gift_code_id" integer NOT NULL,
	"amount" numeric(12, 4) NOT NULL,
	"returned" numeric(12, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "order_gift_codes_order_number_gift_code_id_pk" PRIMARY KEY("order_number","gift_code_id"),
	CONSTRAINT "order_gift_codes_returned_check" CHECK ("commerce"."order_gift_codes"."returned" >= 0 and "commerce"."order_gift_codes"."returned" <= "commerce"."order_gift_codes"."amount")
);
--> statement-breakpoint
CREATE TABLE "commerce"."subscription_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce"."subscription_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"status" text NOT NULL,
	"agent" text NOT NULL,
	"order_number" text,
	"description" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce"."subscription_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce"."subscription_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"cart_masked_id" text,
	"order_number" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscription_runs_period_key" UNIQUE("subscription_id","due_at")
);
--> statement-breakpoint
CREATE TABLE "commerce"."subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce"."subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"increment_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"store_code" text NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"frequency_count" integer NOT NULL,
	"frequency_unit" text NOT NULL,
	"length" integer DEFAULT 0 NOT NULL,
	"run_count" integer DEFAULT 0 NOT NULL,
	"source_order_number" text NOT NULL,
	"source_order_item_id" integer NOT NULL,
	"email" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal" numeric(12, 4) NOT NULL,
	"items" jsonb NOT NULL,
	"billing_address" jsonb,
	"shipping_address" jsonb,
	"shipping_method" jsonb,
	"card" jsonb,
	"next_run" timestamp with time zone NOT NULL,
	"last_run" timestamp with time zone,
	"last_notified" timestamp with time zone,
	"ship_date" date,
	"cycle_start" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"billing_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscriptions_increment_id_unique" UNIQUE("increment_id"),
	CONSTRAINT "subscriptions_source_order_item_id_unique" UNIQUE("source_order_item_id"),
	CONSTRAINT "subscriptions_counts_check" CHECK ("commerce"."subscriptions"."frequency_count" > 0 and "commerce"."subscriptions"."length" >= 0 and "commerce"."subscriptions"."run_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "commerce"."cart_gift_codes" ADD CONSTRAINT "cart_gift_codes_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "commerce"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."cart_gift_codes" ADD CONSTRAINT "cart_gift_codes_gift_code_id_gift_codes_id_fk" FOREIGN KEY ("gift_code_id") REFERENCES "commerce"."gift_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."gift_code_history" ADD CONSTRAINT "gift_code_history_gift_code_id_gift_codes_id_fk" FOREIGN KEY ("gift_code_id") REFERENCES "commerce"."gift_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."gift_codes" ADD CONSTRAINT "gift_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "commerce"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."order_gift_codes" ADD CONSTRAINT "order_gift_codes_gift_code_id_gift_codes_id_fk" FOREIGN KEY ("gift_code_id") REFERENCES "commerce"."gift_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."subscription_logs" ADD CONSTRAINT "subscription_logs_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "commerce"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."subscription_runs" ADD CONSTRAINT "subscription_runs_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "commerce"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."subscriptions" ADD CONSTRAINT "subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "commerce"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_code_history_code_idx" ON "commerce"."gift_code_history" USING btree ("gift_code_id","id");--> statement-breakpoint
CREATE INDEX "gift_codes_customer_idx" ON "commerce"."gift_codes" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "gift_codes_recipient_idx" ON "commerce"."gift_codes" USING btree ("recipient_email");--> statement-breakpoint
CREATE INDEX "gift_codes_unsent_idx" ON "commerce"."gift_codes" USING btree ("deliver_at") WHERE "commerce"."gift_codes"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "subscription_logs_subscription_idx" ON "commerce"."subscription_logs" USING btree ("subscription_id","id");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "commerce"."subscriptions" USING btree ("status","next_run");--> statement-breakpoint
CREATE INDEX "subscriptions_customer_idx" ON "commerce"."subscriptions" USING btree ("customer_id","id");