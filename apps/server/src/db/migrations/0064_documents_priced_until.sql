ALTER TABLE "commerce"."product_documents" ADD COLUMN "priced_until" date;--> statement-breakpoint
CREATE INDEX "product_documents_priced_until_idx" ON "commerce"."product_documents" USING btree ("priced_until");--> statement-breakpoint
-- Documents written before this column were priced for their day only. Each keeps its prices until
-- the first date after that day on which a dated special price it shows (the product's, a
-- variant's, a bundle selection's) starts or ends, as the indexer now computes; most have none.
UPDATE "commerce"."product_documents" d SET "priced_until" = u.until
FROM (
  SELECT d2.store_code, d2.product_id, d2.priced_for, min(CASE
      WHEN pp.special_from_date > d2.priced_for THEN pp.special_from_date
      WHEN pp.special_to_date >= d2.priced_for THEN pp.special_to_date + 1 END) AS until
  FROM (SELECT DISTINCT store_code, product_id, priced_for FROM "commerce"."product_documents") d2
  JOIN (
    SELECT p.id AS product_id, p.id AS priced_id FROM "commerce"."products" p
    UNION ALL SELECT r.parent_id, r.child_id FROM "commerce"."product_relations" r
    UNION ALL SELECT o.product_id, s.product_id FROM "commerce"."bundle_selections" s JOIN "commerce"."bundle_options" o ON o.id = s.option_id
  ) shown ON shown.product_id = d2.product_id
  JOIN "commerce"."product_prices" pp ON pp.store_code = d2.store_code AND pp.product_id = shown.priced_id
  WHERE pp.special_price IS NOT NULL AND (pp.special_from_date IS NOT NULL OR pp.special_to_date IS NOT NULL)
  GROUP BY d2.store_code, d2.product_id, d2.priced_for
) u
WHERE u.until IS NOT NULL AND d.store_code = u.store_code AND d.product_id = u.product_id AND d.priced_for = u.priced_for;
--> statement-breakpoint
-- Statistics for the new column now, so the indexer's minute sweep finds the expiring documents
-- through the date indexes from the first minute, not by scanning every document.
ANALYZE "commerce"."product_documents";
