CREATE TABLE "portal"."bucks_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"source" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"remaining" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"source_ref" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "bucks_credits_remaining_range" CHECK ("portal"."bucks_credits"."remaining" >= 0 and "portal"."bucks_credits"."remaining" <= "portal"."bucks_credits"."amount")
);
--> statement-breakpoint
CREATE TABLE "portal"."bucks_spends" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_id" integer NOT NULL,
	"ref" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."player_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"used_ref" text,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "player_coupons_status_range" CHECK ("portal"."player_coupons"."status" in (0, 1)),
	CONSTRAINT "player_coupons_value_positive" CHECK ("portal"."player_coupons"."value" > 0)
);
--> statement-breakpoint
CREATE TABLE "portal"."referrals" (
	"referred_player_id" integer PRIMARY KEY NOT NULL,
	"referrer_player_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"credited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "portal"."plus_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"charge_id" text,
	"message" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."plus_subscriptions" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"plan" text,
	"trial_started_at" timestamp with time zone,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" integer DEFAULT 0 NOT NULL,
	"price" numeric(12, 2),
	"currency" text NOT NULL,
	"card_token" text,
	"card_brand" text,
	"card_last4" text,
	"billing_address" jsonb,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."gear_recommendations" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"coach_id" integer NOT NULL,
	"sku" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."center_taxes" (
	"center_id" integer PRIMARY KEY NOT NULL,
	"tax_name" text NOT NULL,
	"rate" numeric(6, 3) NOT NULL,
	"is_inclusive" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."renewal_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"number" serial NOT NULL,
	"player_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"package_id" integer NOT NULL,
	"quote" jsonb NOT NULL,
	"card_token" text,
	"status" text NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"charge_id" text,
	"three_ds_trans_id" text,
	"challenge_url" text,
	"message" text,
	"lesson_credits" integer DEFAULT 0 NOT NULL,
	"practice_credits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "portal"."renewal_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"lesson_credits" integer DEFAULT 0 NOT NULL,
	"practice_credits" integer DEFAULT 0 NOT NULL,
	"valid_days" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "renewal_packages_price_positive" CHECK ("portal"."renewal_packages"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "portal"."bucks_credits" ADD CONSTRAINT "bucks_credits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."bucks_spends" ADD CONSTRAINT "bucks_spends_credit_id_bucks_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "portal"."bucks_credits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."player_coupons" ADD CONSTRAINT "player_coupons_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."referrals" ADD CONSTRAINT "referrals_referred_player_id_players_id_fk" FOREIGN KEY ("referred_player_id") REFERENCES "portal"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."referrals" ADD CONSTRAINT "referrals_referrer_player_id_players_id_fk" FOREIGN KEY ("referrer_player_id") REFERENCES "portal"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."plus_charges" ADD CONSTRAINT "plus_charges_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."plus_subscriptions" ADD CONSTRAINT "plus_subscriptions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."gear_recommendations" ADD CONSTRAINT "gear_recommendations_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."gear_recommendations" ADD CONSTRAINT "gear_recommendations_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "portal"."coaches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."center_taxes" ADD CONSTRAINT "center_taxes_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "portal"."centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."renewal_orders" ADD CONSTRAINT "renewal_orders_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "portal"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."renewal_orders" ADD CONSTRAINT "renewal_orders_package_id_renewal_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "portal"."renewal_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."renewal_packages" ADD CONSTRAINT "renewal_packages_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "portal"."centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bucks_credits_player_idx" ON "portal"."bucks_credits" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bucks_credits_source_ref_key" ON "portal"."bucks_credits" USING btree ("source_ref");--> statement-breakpoint
CREATE INDEX "bucks_spends_ref_idx" ON "portal"."bucks_spends" USING btree ("ref");--> statement-breakpoint
CREATE UNIQUE INDEX "player_coupons_player_code_key" ON "portal"."player_coupons" USING btree ("player_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "plus_charges_key" ON "portal"."plus_charges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "plus_charges_player_idx" ON "portal"."plus_charges" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "plus_subscriptions_due_idx" ON "portal"."plus_subscriptions" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "gear_recommendations_player_idx" ON "portal"."gear_recommendations" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gear_recommendations_player_sku_key" ON "portal"."gear_recommendations" USING btree ("player_id","sku");--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_orders_player_key" ON "portal"."renewal_orders" USING btree ("player_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_orders_number_key" ON "portal"."renewal_orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "renewal_orders_player_idx" ON "portal"."renewal_orders" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "renewal_packages_center_idx" ON "portal"."renewal_packages" USING btree ("center_id","kind","sort");