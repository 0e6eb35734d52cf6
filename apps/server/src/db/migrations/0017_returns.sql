CREATE TABLE "commerce"."sandbox_gateway_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"charge_id" text NOT NULL,
	"amount" numeric(12, 4) NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "commerce"."return_files" (
	"hash" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"request_id" integer,
	"object_key" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce"."return_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce"."return_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"author_id" integer,
	"username" text NOT NULL,
	"message" text NOT NULL,
	"is_manager" boolean NOT NULL,
	"is_system" boolean NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce"."return_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce"."return_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" numeric(12, 4) NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"status" text NOT NULL,
	"gateway_refund_id" text,
	"message" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "return_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "return_refunds_amount_check" CHECK ("commerce"."return_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "commerce"."return_request_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce"."return_request_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"request_qty" numeric(12, 4) NOT NULL,
	"qty" numeric(12, 4) NOT NULL,
	"reason_id" integer NOT NULL,
	"condition_id" integer NOT NULL,
	"resolution_id" integer NOT NULL,
	"item_status" integer DEFAULT 0 NOT NULL,
	"item_comment" text,
	"refunded_amount" numeric(12, 4) DEFAULT '0' NOT NULL,
	"refund_limit" numeric(12, 4) NOT NULL,
	CONSTRAINT "return_request_items_refund_check" CHECK ("commerce"."return_request_items"."refunded_amount" >= 0 and "commerce"."return_request_items"."refunded_amount" <= "commerce"."return_request_items"."refund_limit"),
	CONSTRAINT "return_request_items_qty_check" CHECK ("commerce"."return_request_items"."qty" >= 0 and "commerce"."return_request_items"."qty" <= "commerce"."return_request_items"."request_qty")
);
--> statement-breakpoint
CREATE TABLE "commerce"."return_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce"."return_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"url_hash" text NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"store_code" text NOT NULL,
	"locale" text NOT NULL,
	"status_id" integer NOT NULL,
	"manager_id" integer,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rating" integer,
	"rating_comment" text,
	"note" text,
	"shipping_label_key" text,
	"packing_slip_key" text,
	"exchange_order_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "return_requests_url_hash_unique" UNIQUE("url_hash"),
	CONSTRAINT "return_requests_rating_check" CHECK ("commerce"."return_requests"."rating" is null or "commerce"."return_requests"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "commerce"."return_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce"."return_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"store_codes" text[],
	"default_period_days" integer NOT NULL,
	"resolution_periods" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce"."return_tracking_numbers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce"."return_tracking_numbers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"carrier_code" text NOT NULL,
	"number" text NOT NULL,
	"is_customer" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce"."shop_managers" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commerce"."return_files" ADD CONSTRAINT "return_files_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "commerce"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."return_files" ADD CONSTRAINT "return_files_request_id_return_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "commerce"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."return_messages" ADD CONSTRAINT "return_messages_request_id_return_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "commerce"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."return_messages" ADD CONSTRAINT "return_messages_author_id_customers_id_fk" FOREIGN KEY ("author_id") REFERENCES "commerce"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."return_refunds" ADD CONSTRAINT "return_refunds_request_id_return_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "commerce"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."return_refunds" ADD CONSTRAINT "return_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "commerce"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."return_request_items" ADD CONSTRAINT "return_request_items_request_id_return_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "commerce"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."return_request_items" ADD CONSTRAINT "return_request_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "commerce"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "commerce"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."return_requests" ADD CONSTRAINT "return_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "commerce"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."return_requests" ADD CONSTRAINT "return_requests_manager_id_customers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "commerce"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."return_requests" ADD CONSTRAINT "return_requests_exchange_order_id_orders_id_fk" FOREIGN KEY ("exchange_order_id") REFERENCES "commerce"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."return_tracking_numbers" ADD CONSTRAINT "return_tracking_numbers_request_id_return_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "commerce"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."shop_managers" ADD CONSTRAINT "shop_managers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "commerce"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_files_customer_idx" ON "commerce"."return_files" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "return_messages_request_idx" ON "commerce"."return_messages" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "return_refunds_order_idx" ON "commerce"."return_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_request_items_request_idx" ON "commerce"."return_request_items" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "return_request_items_order_item_idx" ON "commerce"."return_request_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "return_requests_customer_idx" ON "commerce"."return_requests" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_status_idx" ON "commerce"."return_requests" USING btree ("status_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "return_tracking_numbers_unique" ON "commerce"."return_tracking_numbers" USING btree ("request_id","carrier_code","number");