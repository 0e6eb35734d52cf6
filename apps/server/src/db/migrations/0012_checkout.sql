CREATE SEQUENCE "commerce"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "commerce"."customer_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce"."customer_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"prefix" text,
	"firstname" text NOT NULL,
	"middlename" text,
	"lastname" text NOT NULL,
	"suffix" text,
	"company" text,
	"street" text[] NOT NULL,
	"city" text NOT NULL,
	"postcode" text,
	"country_code" text NOT NULL,
	"region_code" text,
	"region_name" text,
	"region_id" integer,
	"telephone" text,
	"fax" text,
	"vat_id" text,
	"is_default_billing" boolean DEFAULT false NOT NULL,
	"is_default_shipping" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce"."cart_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce"."cart_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"product_type" text NOT NULL,
	"qty" numeric(12, 4) NOT NULL,
	"options" jsonb NOT NULL,
	"options_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_line_key" UNIQUE("cart_id","product_id","options_key"),
	CONSTRAINT "cart_items_qty_check" CHECK ("commerce"."cart_items"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "commerce"."carts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce"."carts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"masked_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"store_code" text NOT NULL,
	"source" text DEFAULT 'shop' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"email" text NOT NULL,
	"reserved_order_id" text,
	"coupon_code" text,
	"omni_selected_set" text,
	"billing_address" jsonb,
	"shipping_address" jsonb,
	"shipping_method" jsonb,
	"payment_method" jsonb,
	"totals" jsonb NOT NULL,
	"student_name" text,
	"placing_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_masked_id_unique" UNIQUE("masked_id"),
	CONSTRAINT "carts_reserved_order_id_unique" UNIQUE("reserved_order_id")
);
--> statement-breakpoint
CREATE TABLE "commerce"."cart_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce"."cart_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"label" text NOT NULL,
	"store_codes" text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"from_date" date,
	"to_date" date,
	"conditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"action_type" text NOT NULL,
	"discount_amount" numeric(12, 4) NOT NULL,
	"max_discount_qty" numeric(12, 4),
	"action_skus" text[],
	"stop_rules_processing" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"coupon_type" text DEFAULT 'specific' NOT NULL,
	"uses_per_customer" integer,
	CONSTRAINT "cart_rules_amount_check" CHECK ("commerce"."cart_rules"."discount_amount" >= 0 and ("commerce"."cart_rules"."action_type" <> 'by_percent' or "commerce"."cart_rules"."discount_amount" <= 100))
);
--> statement-breakpoint
CREATE TABLE "commerce"."coupon_usage" (
	"coupon_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"times_used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupon_usage_coupon_id_customer_id_pk" PRIMARY KEY("coupon_id","customer_id"),
	CONSTRAINT "coupon_usage_check" CHECK ("commerce"."coupon_usage"."times_used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "commerce"."coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce"."coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rule_id" integer NOT NULL,
	"code" text NOT NULL,
	"usage_limit" integer,
	"usage_per_customer" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	"expires_on" date,
	CONSTRAINT "coupons_usage_check" CHECK ("commerce"."coupons"."times_used" >= 0 and ("commerce"."coupons"."usage_limit" is null or "commerce"."coupons"."times_used" <= "commerce"."coupons"."usage_limit"))
);
--> statement-breakpoint
CREATE TABLE "commerce"."tax_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce"."tax_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country_code" text NOT NULL,
	"region_code" text,
	"title" text NOT NULL,
	"rate" numeric(7, 4) NOT NULL,
	"applies_to_shipping" boolean DEFAULT true NOT NULL,
	CONSTRAINT "tax_rates_rate_check" CHECK ("commerce"."tax_rates"."rate" >= 0 and "commerce"."tax_rates"."rate" < 100)
);
--> statement-breakpoint
CREATE TABLE "commerce"."order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce"."order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"cart_item_id" integer,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"url_key" text,
	"product_type" text NOT NULL,
	"qty_ordered" numeric(12, 4) NOT NULL,
	"qty_invoiced" numeric(12, 4) DEFAULT '0' NOT NULL,
	"qty_shipped" numeric(12, 4) DEFAULT '0' NOT NULL,
	"qty_refunded" numeric(12, 4) DEFAULT '0' NOT NULL,
	"qty_canceled" numeric(12, 4) DEFAULT '0' NOT NULL,
	"price" numeric(12, 4) NOT NULL,
	"original_price" numeric(12, 4) NOT NULL,
	"row_total" numeric(12, 4) NOT NULL,
	"discount" numeric(12, 4) NOT NULL,
	"tax" numeric(12, 4) NOT NULL,
	"tax_percent" numeric(7, 4) NOT NULL,
	"options" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce"."order_shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce"."order_shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"number" text NOT NULL,
	"items" jsonb NOT NULL,
	"tracking" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_shipments_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "commerce"."orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce"."orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"cart_id" integer,
	"customer_id" integer NOT NULL,
	"store_code" text NOT NULL,
	"source" text DEFAULT 'shop' NOT NULL,
	"status" text NOT NULL,
	"email" text NOT NULL,
	"customer_firstname" text NOT NULL,
	"customer_lastname" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal" numeric(12, 4) NOT NULL,
	"discount_total" numeric(12, 4) NOT NULL,
	"tax_total" numeric(12, 4) NOT NULL,
	"shipping_total" numeric(12, 4) NOT NULL,
	"grand_total" numeric(12, 4) NOT NULL,
	"totals" jsonb NOT NULL,
	"coupon_code" text,
	"billing_address" jsonb,
	"shipping_address" jsonb,
	"carrier_code" text,
	"carrier_title" text,
	"shipping_method" text,
	"payment" jsonb NOT NULL,
	"student_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_cart_id_unique" UNIQUE("cart_id"),
	CONSTRAINT "orders_totals_check" CHECK ("commerce"."orders"."grand_total" >= 0 and "commerce"."orders"."subtotal" >= 0)
);
--> statement-breakpoint
CREATE TABLE "commerce"."payments" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"order_id" integer,
	"customer_id" integer NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(12, 4) NOT NULL,
	"currency" text NOT NULL,
	"gateway_charge_id" text,
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
CREATE TABLE "commerce"."sandbox_gateway_authentications" (
	"id" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"merchant_ref" text NOT NULL,
	"amount" numeric(12, 4) NOT NULL,
	"currency" text NOT NULL,
	"trans_status" text NOT NULL,
	"trans_status_reason" text,
	"ds_trans_id" text NOT NULL,
	"eci" text,
	"cavv" text,
	"callback_url" text NOT NULL,
	"last4" text NOT NULL,
	"brand" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "commerce"."sandbox_gateway_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"token" text NOT NULL,
	"amount" numeric(12, 4) NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"decline_code" text,
	"message" text NOT NULL,
	"authentication_id" text,
	"refunded_amount" numeric(12, 4) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_charges_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "commerce"."sandbox_gateway_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"holder_name" text,
	"fingerprint" text NOT NULL,
	"behaviour" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."purchase_receipts" (
	"player_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"receipt_address" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_receipts_player_id_request_id_pk" PRIMARY KEY("player_id","request_id")
);
--> statement-breakpoint
ALTER TABLE "commerce"."customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "commerce"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "commerce"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "commerce"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."cart_items" ADD CONSTRAINT "cart_items_variant_id_products_id_fk" FOREIGN KEY ("variant_id") REFERENCES "commerce"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "commerce"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."coupon_usage" ADD CONSTRAINT "coupon_usage_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "commerce"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."coupon_usage" ADD CONSTRAINT "coupon_usage_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "commerce"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."coupons" ADD CONSTRAINT "coupons_rule_id_cart_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "commerce"."cart_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "commerce"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."order_shipments" ADD CONSTRAINT "order_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "commerce"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "commerce"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "commerce"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."payments" ADD CONSTRAINT "payments_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "commerce"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "commerce"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "commerce"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."purchase_receipts" ADD CONSTRAINT "purchase_receipts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "commerce"."customer_addresses" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_default_billing_key" ON "commerce"."customer_addresses" USING btree ("customer_id") WHERE "commerce"."customer_addresses"."is_default_billing";--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_default_shipping_key" ON "commerce"."customer_addresses" USING btree ("customer_id") WHERE "commerce"."customer_addresses"."is_default_shipping";--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "commerce"."cart_items" USING btree ("cart_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_one_active_shop_cart_key" ON "commerce"."carts" USING btree ("customer_id","store_code") WHERE "commerce"."carts"."is_active" and "commerce"."carts"."source" = 'shop';--> statement-breakpoint
CREATE INDEX "carts_customer_idx" ON "commerce"."carts" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "commerce"."coupons" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_key" ON "commerce"."tax_rates" USING btree ("country_code",coalesce("region_code", '*'),"title");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "commerce"."order_items" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_shipments_order_idx" ON "commerce"."order_shipments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "commerce"."orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_cart_idx" ON "commerce"."payments" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "payments_customer_idx" ON "commerce"."payments" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_gateway_authentications_ref_idx" ON "commerce"."sandbox_gateway_authentications" USING btree ("merchant_ref","created_at");