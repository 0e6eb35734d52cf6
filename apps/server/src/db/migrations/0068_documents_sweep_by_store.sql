DROP INDEX "commerce"."product_documents_priced_for_idx";--> statement-breakpoint
DROP INDEX "commerce"."product_documents_priced_until_idx";--> statement-breakpoint
CREATE INDEX "product_documents_store_priced_for_idx" ON "commerce"."product_documents" USING btree ("store_code","priced_for");--> statement-breakpoint
CREATE INDEX "product_documents_store_priced_until_idx" ON "commerce"."product_documents" USING btree ("store_code","priced_until");--> statement-breakpoint
-- A store's documents are nearly all priced for that store's day, so "priced after the day" holds
-- for almost none of them; counted column by column, the planner took Tokyo's documents (a day
-- ahead) as matching every store's arm, estimated tens of thousands of rows and scanned the whole
-- table each minute. Statistics of the columns together give it the true, tiny count.
CREATE STATISTICS "commerce"."product_documents_store_dates" (mcv) ON store_code, priced_for, priced_until FROM "commerce"."product_documents";
--> statement-breakpoint
ANALYZE "commerce"."product_documents";
