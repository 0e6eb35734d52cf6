import { sql } from 'drizzle-orm';
import type { Locale } from '@golf/contracts';
import { rowsOf, type Db } from '../../../platform/db/index.ts';
import type { Store } from '../../store/index.ts';
import { STORE_VIEWS } from './store-views.ts';

/** A catalogue text a store view shows in the default language because the view has none of its own. */
export interface UntranslatedText {
  locale: Locale;
  /** What it belongs to: a product (by sku), a category (by url path), an option or a gift card design. */
  kind: 'product' | 'category' | 'bundle_option' | 'custom_option' | 'custom_option_value' | 'gift_card_design';
  key: string;
  field: string;
  /** The default (English) text the customer reads instead. */
  defaultText: string;
}

/**
 * The shop team's view of the fallback: every text a customer of the store reads that one of its
 * views lacks (customers see the default value, never a gap). Products sold in the store and shown
 * on their own, the store's categories, their options and gift card designs.
 */
export async function untranslatedTexts(db: Db, store: Pick<Store, 'code' | 'rootCategoryId'>): Promise<UntranslatedText[]> {
  const locales = (STORE_VIEWS[store.code] ?? []).filter((l) => l !== 'en');
  const found: UntranslatedText[] = [];
  for (const locale of locales) {
    const rows = await rowsOf<{ kind: UntranslatedText['kind']; key: string; field: string; default_text: string }>(
      db,
      sql`with sold as (
            select p.* from commerce.products p
            where p.visibility > 1 and exists (select 1 from commerce.product_prices pp where pp.product_id = p.id and pp.store_code = ${store.code}))
          select 'product' as kind, p.sku as key, f.field, f.value as default_text
            from sold p
            left join commerce.product_texts t on t.product_id = p.id and t.locale = ${locale}
            cross join lateral (values ('name', p.name, t.name), ('short_description', p.short_description, t.short_description),
                                       ('description', p.description, t.description),
                                       ('tags', array_to_string(p.tags, ', '), array_to_string(t.tags, ', '))) as f(field, value, translated)
            where f.translated is null and coalesce(f.value, '') <> ''
          union all
          select 'category', c.url_path, f.field, f.value
            from commerce.categories c
            left join commerce.category_texts t on t.category_id = c.id and t.locale = ${locale}
            cross join lateral (values ('name', c.name, t.name), ('description', c.description, t.description)) as f(field, value, translated)
            where c.level >= 2 and c.path like ${`1/${store.rootCategoryId}/%`} and f.translated is null and coalesce(f.value, '') <> ''
          union all
          select 'bundle_option', p.sku || ':' || o.title, 'title', o.title
            from commerce.bundle_options o join sold p on p.id = o.product_id
            where not exists (select 1 from commerce.bundle_option_texts t where t.option_id = o.id and t.locale = ${locale})
          union all
          select 'custom_option', p.sku || ':' || o.title, 'title', o.title
            from commerce.product_options o join sold p on p.id = o.product_id
            where not exists (select 1 from commerce.product_option_texts t where t.option_id = o.id and t.locale = ${locale})
          union all
          select 'custom_option_value', p.sku || ':' || o.title || ':' || v.title, 'title', v.title
            from commerce.product_option_values v join commerce.product_options o on o.id = v.option_id join sold p on p.id = o.product_id
            where not exists (select 1 from commerce.product_option_value_texts t where t.value_id = v.id and t.locale = ${locale})
          union all
          select distinct 'gift_card_design', g.template_name, 'name', g.template_name
            from commerce.gift_card_templates g
            join commerce.gift_card_product_templates pt on pt.template_id = g.id join sold p on p.id = pt.product_id
            where g.is_active and not exists (select 1 from commerce.gift_card_template_texts t where t.template_id = g.id and t.locale = ${locale})
          order by 1, 2, 3`,
    );
    found.push(...rows.map((r) => ({ locale, kind: r.kind, key: r.key, field: r.field, defaultText: r.default_text })));
  }
  return found;
}
