-- Orders placed before orders kept their gift codes: take what each code paid from the codes'
-- history ('spend' rows name the order), masked as orders print codes.
UPDATE "commerce"."orders" AS o
SET "totals" = o."totals" || jsonb_build_object('giftCodes', spent.codes)
FROM (
  SELECT h."order_number",
         jsonb_agg(jsonb_build_object('code', left(c."code", 4) || '-XXXX-XXXX-XXXX', 'amount', trim_scale(-h."amount")::text) ORDER BY h."id") AS codes
  FROM "commerce"."gift_code_history" h
  JOIN "commerce"."gift_codes" c ON c."id" = h."gift_code_id"
  WHERE h."action" = 'spend' AND h."order_number" IS NOT NULL
  GROUP BY h."order_number"
) AS spent
WHERE spent."order_number" = o."number" AND NOT (o."totals" ? 'giftCodes');
