CREATE TABLE "portal"."ended_sessions" (
	"family_id" uuid PRIMARY KEY NOT NULL,
	"ended_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commerce"."customer_tokens" ADD COLUMN "session_id" uuid;--> statement-breakpoint
CREATE INDEX "customer_tokens_session_idx" ON "commerce"."customer_tokens" USING btree ("session_id");