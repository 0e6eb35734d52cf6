-- Every write that changes what a product's storefront document shows queues the product for the
-- catalogue indexer (commerce/catalogue/documents): stock, prices, tier prices, the product row,
-- its store-view texts and pictures. Done by triggers so that every writer (orders, returns,
-- imports, a merchant's edit) marks what it changed without knowing about the read model, and
-- readers skip a queued product's documents (documents/document-reader.ts): reads never lag writes.
CREATE OR REPLACE FUNCTION commerce.queue_product_document() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pid integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    pid := OLD.product_id;
  ELSIF TG_TABLE_NAME = 'products' THEN
    pid := NEW.id;
  ELSE
    pid := NEW.product_id;
  END IF;
  -- The product, the configurable products it is a variant of and the bundles it fills: their
  -- documents show its price and stock too. A queued product's documents are not read until rewritten.
  INSERT INTO commerce.product_document_queue (product_id)
    SELECT pid
    UNION SELECT r.parent_id FROM commerce.product_relations r WHERE r.child_id = pid
    UNION SELECT o.product_id FROM commerce.bundle_selections s JOIN commerce.bundle_options o ON o.id = s.option_id WHERE s.product_id = pid
  ON CONFLICT (product_id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_stock_queue_document AFTER UPDATE OF qty, is_in_stock, manage_stock ON commerce.product_stock
  FOR EACH ROW WHEN (OLD.qty IS DISTINCT FROM NEW.qty OR OLD.is_in_stock IS DISTINCT FROM NEW.is_in_stock OR OLD.manage_stock IS DISTINCT FROM NEW.manage_stock)
  EXECUTE FUNCTION commerce.queue_product_document();
--> statement-breakpoint
CREATE TRIGGER product_prices_queue_document AFTER INSERT OR UPDATE OR DELETE ON commerce.product_prices
  FOR EACH ROW EXECUTE FUNCTION commerce.queue_product_document();
--> statement-breakpoint
CREATE TRIGGER product_tier_prices_queue_document AFTER INSERT OR UPDATE OR DELETE ON commerce.product_tier_prices
  FOR EACH ROW EXECUTE FUNCTION commerce.queue_product_document();
--> statement-breakpoint
CREATE TRIGGER products_queue_document AFTER UPDATE ON commerce.products
  FOR EACH ROW EXECUTE FUNCTION commerce.queue_product_document();
--> statement-breakpoint
CREATE TRIGGER product_texts_queue_document AFTER INSERT OR UPDATE OR DELETE ON commerce.product_texts
  FOR EACH ROW EXECUTE FUNCTION commerce.queue_product_document();
--> statement-breakpoint
CREATE TRIGGER product_media_queue_document AFTER INSERT OR UPDATE OR DELETE ON commerce.product_media
  FOR EACH ROW EXECUTE FUNCTION commerce.queue_product_document();
