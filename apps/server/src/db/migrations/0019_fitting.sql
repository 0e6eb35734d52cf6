CREATE TABLE "portal"."fitting_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"center_id" integer NOT NULL,
	"kind" text NOT NULL,
	"fitter" text NOT NULL,
	"types" text[] NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"combinations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"putters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recommendations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"putter_recommendation" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce"."club_components" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"vendor" text NOT NULL,
	"name" text NOT NULL,
	"attribute_code" text NOT NULL,
	"attribute_title" text NOT NULL,
	"is_sold" boolean DEFAULT true NOT NULL,
	CONSTRAINT "club_components_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "commerce"."custom_club_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"session_id" integer,
	"session_type" text,
	"session_created" timestamp with time zone,
	"club_type" text NOT NULL,
	"product_type" text NOT NULL,
	"product_name" text NOT NULL,
	"sku" text NOT NULL,
	"vendor" text NOT NULL,
	"components" jsonb NOT NULL,
	"build" jsonb NOT NULL,
	"price" numeric(12, 4) NOT NULL,
	"is_selected" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce"."custom_club_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"increment_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"store_code" text NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"center_name" text NOT NULL,
	"center_address" jsonb NOT NULL,
	"subtotal" numeric(12, 4) NOT NULL,
	"deposit" numeric(12, 4) NOT NULL,
	"billing_address" jsonb,
	"shipping_address" jsonb,
	"is_pickup" boolean DEFAULT true NOT NULL,
	"cart_id" integer,
	"coupon_id" integer,
	"coupon_code" text,
	"discount" numeric(12, 4) DEFAULT '0' NOT NULL,
	"gift_code" text,
	"gift_used" numeric(12, 4) DEFAULT '0' NOT NULL,
	"deposit_charged" numeric(12, 4) DEFAULT '0' NOT NULL,
	"balance" numeric(12, 4),
	"deposit_method" text,
	"deposit_charge_id" text,
	"deposit_token_hash" text,
	"cc_type" text,
	"cc_last4" text,
	"attempt" smallint DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"order_number" text,
	"balance_method" text,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "custom_club_orders_increment_id_unique" UNIQUE("increment_id"),
	CONSTRAINT "custom_club_orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "custom_club_orders_money_check" CHECK ("commerce"."custom_club_orders"."deposit" >= 0 and "commerce"."custom_club_orders"."deposit" <= "commerce"."custom_club_orders"."subtotal" and "commerce"."custom_club_orders"."discount" >= 0 and "commerce"."custom_club_orders"."discount" <= "commerce"."custom_club_orders"."deposit" and "commerce"."custom_club_orders"."gift_used" >= 0 and "commerce"."custom_club_orders"."deposit_charged" >= 0)
);
--> statement-breakpoint
CREATE TABLE "commerce"."deposit_gift_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"balance" numeric(12, 4) NOT NULL,
	"currency" text NOT NULL,
	"store_codes" text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "deposit_gift_codes_balance_check" CHECK ("commerce"."deposit_gift_codes"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "commerce"."lender_checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"checkout_token" text NOT NULL,
	"merchant_ref" text NOT NULL,
	"amount" numeric(12, 4) NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"term_months" smallint,
	"confirm_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"charge_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lender_checkouts_checkout_token_unique" UNIQUE("checkout_token"),
	CONSTRAINT "lender_checkouts_charge_id_unique" UNIQUE("charge_id")
);
--> statement-breakpoint
ALTER TABLE "portal"."fitting_sessions" ADD CONSTRAINT "fitting_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."fitting_sessions" ADD CONSTRAINT "fitting_sessions_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "portal"."centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."custom_club_items" ADD CONSTRAINT "custom_club_items_order_id_custom_club_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "commerce"."custom_club_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."custom_club_orders" ADD CONSTRAINT "custom_club_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "commerce"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."custom_club_orders" ADD CONSTRAINT "custom_club_orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "commerce"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fitting_sessions_player_idx" ON "portal"."fitting_sessions" USING btree ("player_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "custom_club_items_order_idx" ON "commerce"."custom_club_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "custom_club_orders_customer_idx" ON "commerce"."custom_club_orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_gift_codes_code_key" ON "commerce"."deposit_gift_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "lender_checkouts_ref_idx" ON "commerce"."lender_checkouts" USING btree ("merchant_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "lender_checkouts_one_live_key" ON "commerce"."lender_checkouts" USING btree ("merchant_ref") WHERE "commerce"."lender_checkouts"."status" in ('open', 'approved', 'authorized');