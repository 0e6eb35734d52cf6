import DataLoader from 'dataloader';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { sideBySide, statementCache, type Db } from '../../../platform/db/index.ts';
import { attributeOptions, attributes } from '../products/attributes.tables.ts';
import { bundleOptions, bundleProducts, bundleSelectionPrices, bundleSelections } from '../types/bundle.tables.ts';
import { downloadableLinks } from '../types/downloadable.tables.ts';
import { giftCardAmounts, giftCardProducts, giftCardProductTemplates, giftCardTemplates } from '../types/gift-card.tables.ts';
import { productOptions, productOptionValuePrices, productOptionValues } from '../types/options.tables.ts';
import { groupBy, indexBy } from './product-loaders.ts';
import {
  attributeOptionTexts,
  attributeTexts,
  bundleOptionTexts,
  giftCardTemplateTexts,
  productOptionTexts,
  productOptionValueTexts,
} from '../views/views.tables.ts';

export type OptionValue = typeof productOptionValues.$inferSelect & { price: string; installmentPrice: string | null; adjustmentPrice: string | null };
export type CustomOption = typeof productOptions.$inferSelect & { values: OptionValue[] };
export type BundleSelection = typeof bundleSelections.$inferSelect & { selectionPrice: string | null };
export type BundleOption = typeof bundleOptions.$inferSelect & { selections: BundleSelection[] };
export interface BundleData {
  settings: typeof bundleProducts.$inferSelect;
  options: BundleOption[];
}
export type GiftCardTemplate = typeof giftCardTemplates.$inferSelect;
export interface GiftCardData {
  settings: typeof giftCardProducts.$inferSelect;
  amounts: typeof giftCardAmounts.$inferSelect | null;
  templates: GiftCardTemplate[];
}
/** A link a downloadable product sells, as the storefront shows it (never its file). */
export interface DownloadableLink {
  id: number;
  productId: number;
  title: string;
  sortOrder: number;
}
export interface AttributeCatalog {
  byId: Map<number, typeof attributes.$inferSelect>;
  byCode: Map<string, typeof attributes.$inferSelect>;
  options: Map<number, typeof attributeOptions.$inferSelect>;
  optionsOf: Map<number, (typeof attributeOptions.$inferSelect)[]>;
}

type AttributeRow = typeof attributes.$inferSelect;
type OptionRow = typeof attributeOptions.$inferSelect;
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * Every attribute and option labelled in a view's language, as one prepared statement (a listing
 * and a product page read them on every request): attributes by id, options by position and id.
 */
const attributeStatements = statementCache((db: Db) =>
  db
    .select({
      attrs: sql<AttributeRow[] | string>`(select coalesce(json_agg(json_build_object('id', a.id, 'code', a.code, 'label', coalesce(t.label, a.label),
          'inputType', a.input_type, 'isFilterable', a.is_filterable, 'position', a.position) order by a.id), '[]')
        from ${attributes} a left join ${attributeTexts} t on t.attribute_id = a.id and t.locale = ${sql.placeholder('locale')})`,
      opts: sql<
        OptionRow[] | string
      >`(select coalesce(json_agg(json_build_object('id', o.id, 'attributeId', o.attribute_id, 'label', coalesce(t.label, o.label),
          'swatchValue', o.swatch_value, 'position', o.position) order by o.position, o.id), '[]')
        from ${attributeOptions} o left join ${attributeOptionTexts} t on t.option_id = o.id and t.locale = ${sql.placeholder('locale')})`,
    })
    .from(sql`(select 1) as one`)
    .prepare('catalogue_attribute_catalog'),
);

/**
 * Custom options and their values, in a view's language with their prices in a store: read whenever
 * a cart holds a product with options, so prepared once per pool. Placeholders: ids (product ids,
 * then option ids), locale, storeCode.
 */
const optionStatements = statementCache((db: Db) => {
  const ids = sql`any(${sql.placeholder('ids')}::int[])`;
  const locale = sql.placeholder('locale');
  return {
    options: db
      .select({ ...getTableColumns(productOptions), title: sql<string>`coalesce(${productOptionTexts.title}, ${productOptions.title})` })
      .from(productOptions)
      .leftJoin(productOptionTexts, and(eq(productOptionTexts.optionId, productOptions.id), eq(productOptionTexts.locale, locale)))
      .where(sql`${productOptions.productId} = ${ids}`)
      .orderBy(asc(productOptions.sortOrder), asc(productOptions.id))
      .prepare('catalogue_custom_options'),
    values: db
      .select({
        value: productOptionValues,
        title: sql<string>`coalesce(${productOptionValueTexts.title}, ${productOptionValues.title})`,
        price: productOptionValuePrices.price,
        installmentPrice: productOptionValuePrices.installmentPrice,
        adjustmentPrice: productOptionValuePrices.adjustmentPrice,
      })
      .from(productOptionValues)
      .leftJoin(
        productOptionValuePrices,
        and(eq(productOptionValuePrices.valueId, productOptionValues.id), eq(productOptionValuePrices.storeCode, sql.placeholder('storeCode'))),
      )
      .leftJoin(productOptionValueTexts, and(eq(productOptionValueTexts.valueId, productOptionValues.id), eq(productOptionValueTexts.locale, locale)))
      .where(sql`${productOptionValues.optionId} = ${ids}`)
      .orderBy(asc(productOptionValues.sortOrder), asc(productOptionValues.id))
      .prepare('catalogue_custom_option_values'),
  };
});

/** Batched readers of type-specific product data (custom options, bundles, gift cards, attributes). */
export function typeLoaders(db: Db, storeCode: string, locale = 'en') {
  let catalog: Promise<AttributeCatalog> | null = null;
  return {
    /** Every attribute with its options, labelled in the store view's language: small tables, read once per request. */
    attributes(): Promise<AttributeCatalog> {
      catalog ??= (async () => {
        const [row] = await attributeStatements(db).execute({ locale });
        const attrs = parsed(row!.attrs);
        const opts = parsed(row!.opts);
        const optionsOf = new Map<number, (typeof attributeOptions.$inferSelect)[]>(attrs.map((a) => [a.id, []]));
        for (const o of opts) optionsOf.get(o.attributeId)?.push(o);
        return {
          byId: new Map(attrs.map((a) => [a.id, a])),
          byCode: new Map(attrs.map((a) => [a.code, a])),
          options: new Map(opts.map((o) => [o.id, o])),
          optionsOf,
        };
      })();
      return catalog;
    },
    customOptions: new DataLoader<number, CustomOption[]>(async (ids) => {
      // Titles in the store view's language, each falling back to the default value (views.tables.ts).
      const options = await optionStatements(db).options.execute({ ids: [...ids], locale });
      const values = options.length ? await optionStatements(db).values.execute({ ids: options.map((o) => o.id), locale, storeCode }) : [];
      const valuesOf = groupBy(
        options.map((o) => o.id),
        values.map((v) => ({ ...v.value, title: v.title, price: v.price ?? '0', installmentPrice: v.installmentPrice, adjustmentPrice: v.adjustmentPrice })),
        (v) => v.optionId,
      );
      return groupBy(
        ids,
        options.map((o, i) => ({ ...o, values: valuesOf[i]! })),
        (o) => o.productId,
      );
    }),
    bundle: new DataLoader<number, BundleData | null>(async (ids) => {
      const [settings, options] = await sideBySide(db, [
        () =>
          db
            .select()
            .from(bundleProducts)
            .where(inArray(bundleProducts.productId, [...ids])),
        () =>
          db
            .select({ ...getTableColumns(bundleOptions), title: sql<string>`coalesce(${bundleOptionTexts.title}, ${bundleOptions.title})` })
            .from(bundleOptions)
            .leftJoin(bundleOptionTexts, and(eq(bundleOptionTexts.optionId, bundleOptions.id), eq(bundleOptionTexts.locale, locale)))
            .where(inArray(bundleOptions.productId, [...ids]))
            .orderBy(asc(bundleOptions.position), asc(bundleOptions.id)),
      ]);
      const selections = options.length
        ? await db
            .select({ selection: bundleSelections, selectionPrice: bundleSelectionPrices.price })
            .from(bundleSelections)
            .leftJoin(bundleSelectionPrices, and(eq(bundleSelectionPrices.selectionId, bundleSelections.id), eq(bundleSelectionPrices.storeCode, storeCode)))
            .where(
              inArray(
                bundleSelections.optionId,
                options.map((o) => o.id),
              ),
            )
            .orderBy(asc(bundleSelections.position), asc(bundleSelections.id))
        : [];
      const selectionsOf = groupBy(
        options.map((o) => o.id),
        selections.map((s) => ({ ...s.selection, selectionPrice: s.selectionPrice })),
        (s) => s.optionId,
      );
      const optionsOf = groupBy(
        ids,
        options.map((o, i) => ({ ...o, selections: selectionsOf[i]! })),
        (o) => o.productId,
      );
      return indexBy(ids, settings, (s) => s.productId).map((s, i) => (s ? { settings: s, options: optionsOf[i]! } : null));
    }),
    giftCard: new DataLoader<number, GiftCardData | null>(async (ids) => {
      const [settings, amounts, templates] = await sideBySide(db, [
        () =>
          db
            .select()
            .from(giftCardProducts)
            .where(inArray(giftCardProducts.productId, [...ids])),
        () =>
          db
            .select()
            .from(giftCardAmounts)
            .where(and(eq(giftCardAmounts.storeCode, storeCode), inArray(giftCardAmounts.productId, [...ids]))),
        () =>
          db
            .select({
              productId: giftCardProductTemplates.productId,
              template: giftCardTemplates,
              name: sql<string>`coalesce(${giftCardTemplateTexts.name}, ${giftCardTemplates.templateName})`,
              notes: sql<string>`coalesce(${giftCardTemplateTexts.notes}, ${giftCardTemplates.notes})`,
            })
            .from(giftCardProductTemplates)
            .innerJoin(giftCardTemplates, eq(giftCardTemplates.id, giftCardProductTemplates.templateId))
            .leftJoin(giftCardTemplateTexts, and(eq(giftCardTemplateTexts.templateId, giftCardTemplates.id), eq(giftCardTemplateTexts.locale, locale)))
            .where(and(inArray(giftCardProductTemplates.productId, [...ids]), eq(giftCardTemplates.isActive, true)))
            .orderBy(asc(giftCardProductTemplates.position)),
      ]);
      const amountOf = indexBy(ids, amounts, (a) => a.productId);
      const templatesOf = groupBy(ids, templates, (t) => t.productId);
      return indexBy(ids, settings, (s) => s.productId).map((s, i) =>
        s ? { settings: s, amounts: amountOf[i]!, templates: templatesOf[i]!.map((t) => ({ ...t.template, templateName: t.name, notes: t.notes })) } : null,
      );
    }),
    /** A downloadable product's links in sort order, titled in the view's language. */
    downloadableLinks: new DataLoader<number, DownloadableLink[]>(async (ids) => {
      const rows = await db
        .select()
        .from(downloadableLinks)
        .where(inArray(downloadableLinks.productId, [...ids]))
        .orderBy(asc(downloadableLinks.sortOrder), asc(downloadableLinks.id));
      return groupBy(
        ids,
        rows.map((r) => ({ id: r.id, productId: r.productId, title: r.titles[locale] ?? r.title, sortOrder: r.sortOrder })),
        (r) => r.productId,
      );
    }),
  };
}
