import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Locale } from '@golf/contracts';
import type { LayoutBlock, ShopLayout } from '@golf/contracts';
import type { Db } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors.ts';
import {
  catalogueForStore,
  categoryMediaUrl,
  listProducts,
  money,
  priceRangeOf,
  productMediaUrl,
  uidOf,
  VISIBILITY,
  type Catalogue,
  type ProductRow,
} from '../catalogue/index.ts';
import type { Store } from '../store/index.ts';
import { layoutBlocks, layoutBlockTexts, type LayoutBlockData, type LayoutBlockTexts } from './content.tables.ts';

type Page = ShopLayout['page'];

const absolute = (baseUrl: string, path: string) => (path.startsWith('/') ? `${baseUrl}${path}` : path);

async function productCards(catalogue: Catalogue, rows: ProductRow[]) {
  const [ranges, media, prices] = await Promise.all([
    Promise.all(rows.map((p) => priceRangeOf(p, catalogue))),
    catalogue.products.media.loadMany(rows.map((p) => p.id)),
    catalogue.products.price.loadMany(rows.map((p) => p.id)),
  ]);
  const typenames = {
    simple: 'SimpleProduct',
    virtual: 'VirtualProduct',
    downloadable: 'DownloadableProduct',
    configurable: 'ConfigurableProduct',
    bundle: 'BundleProduct',
    giftcard: 'GiftCardProduct',
  } as const;
  return rows.flatMap((p, i) => {
    const range = ranges[i];
    const images = media[i];
    if (!range || !prices[i] || prices[i] instanceof Error || images instanceof Error) return [];
    const image = images?.find((m) => m.roles.includes('small_image')) ?? images?.[0];
    return [
      {
        uid: uidOf(p.id),
        sku: p.sku,
        name: p.name,
        urlKey: p.urlKey,
        image: productMediaUrl(catalogue.baseUrl, image?.file ?? '/placeholder/cccccc-1.svg'),
        typename: typenames[p.typeId],
        finalPrice: money(range.minFinal, catalogue.store.currency),
        regularPrice: money(range.minRegular, catalogue.store.currency),
      },
    ];
  });
}

/** The products a carousel shows: its skus in order, or the first products of its category. */
async function carouselProducts(db: Db, catalogue: Catalogue, data: LayoutBlockData) {
  let ids: number[] = [];
  if (data.skus?.length) {
    const listing = await listProducts(
      db,
      { storeCode: catalogue.store.code, treePrefix: catalogue.treePrefix, filter: { sku: { in: data.skus } }, pageSize: Math.min(data.skus.length, 50) },
      await catalogue.types.attributes(),
    );
    const bySku = new Map(
      (await catalogue.products.product.loadMany(listing.ids)).flatMap((p) => (p && !(p instanceof Error) ? [[p.sku, p.id] as const] : [])),
    );
    ids = data.skus.flatMap((sku) => (bySku.has(sku) ? [bySku.get(sku)!] : []));
  } else if (data.categoryId) {
    const listing = await listProducts(
      db,
      {
        storeCode: catalogue.store.code,
        treePrefix: catalogue.treePrefix,
        filter: { category_id: { eq: String(data.categoryId) } },
        pageSize: data.limit ?? 8,
      },
      await catalogue.types.attributes(),
    );
    ids = listing.ids;
  }
  const rows = await catalogue.products.product.loadMany(ids);
  return productCards(
    catalogue,
    rows.filter((r): r is ProductRow => !!r && !(r instanceof Error)),
  );
}

type BlockRow = typeof layoutBlocks.$inferSelect;

/** A block with its store view's texts laid over its own; what the view does not translate stays. */
function translated(row: BlockRow, view: { title: string; texts: LayoutBlockTexts } | undefined): BlockRow {
  if (!view) return row;
  const { banner, slides, html } = view.texts;
  const data: LayoutBlockData = { ...row.data };
  if (banner && data.banner) data.banner = { ...data.banner, ...banner };
  if (slides && data.slides) data.slides = data.slides.map((slide, i) => ({ ...slide, ...slides[i] }));
  if (html !== undefined && data.html !== undefined) data.html = html;
  return { ...row, title: view.title, data };
}

/** The blocks' texts in a store view, by block id (none for the default, English view). */
async function viewTexts(db: Db, rows: BlockRow[], locale: Locale) {
  if (locale === 'en' || rows.length === 0) return new Map<number, { title: string; texts: LayoutBlockTexts }>();
  const found = await db
    .select({ blockId: layoutBlockTexts.blockId, title: layoutBlockTexts.title, texts: layoutBlockTexts.texts })
    .from(layoutBlockTexts)
    .where(
      and(
        inArray(
          layoutBlockTexts.blockId,
          rows.map((r) => r.id),
        ),
        eq(layoutBlockTexts.locale, locale),
      ),
    );
  return new Map(found.map((f) => [f.blockId, f]));
}

async function blockOf(db: Db, catalogue: Catalogue, row: BlockRow): Promise<LayoutBlock> {
  const base = { id: row.id, type: row.type, title: row.title, position: row.position };
  const data = row.data;
  const url = (path: string) => absolute(catalogue.baseUrl, path);
  switch (row.type) {
    case 'banner':
      return { ...base, banner: data.banner ? { ...data.banner, image: url(data.banner.image) } : undefined };
    case 'slider':
      return { ...base, slides: (data.slides ?? []).map((s) => ({ ...s, image: url(s.image) })) };
    case 'product_carousel':
      return { ...base, products: await carouselProducts(db, catalogue, data) };
    case 'category_grid': {
      const rows = await catalogue.categories.category.loadMany(data.categoryIds ?? []);
      const categories = rows.flatMap((c) =>
        c && !(c instanceof Error) && c.path.startsWith(catalogue.treePrefix)
          ? [{ id: c.id, uid: uidOf(c.id), name: c.name, urlPath: c.urlPath, image: c.image ? categoryMediaUrl(catalogue.baseUrl, c.image) : null }]
          : [],
      );
      return { ...base, categories };
    }
    case 'text':
      return { ...base, html: data.html ?? '' };
    case 'video':
      return { ...base, videoUrl: url(data.videoUrl ?? ''), poster: data.poster ? url(data.poster) : undefined };
    default: {
      const exhaustive: never = row.type;
      throw new Error(`unknown layout block ${String(exhaustive)}`);
    }
  }
}

/**
 * The desktop layout of a shop page: the page's own blocks when it has some, else the default
 * layout of that kind of page, in the shopper's store view. Refuses a category or product the store
 * does not sell.
 */
export async function shopLayout(
  db: Db,
  store: Store,
  baseUrl: string,
  page: Page,
  targetId: number | null,
  now: Date,
  shopperLocale?: Locale,
): Promise<ShopLayout> {
  const catalogue = catalogueForStore(db, store, baseUrl, now, shopperLocale);
  if (page === 'category') {
    const category = await catalogue.categories.category.load(targetId!);
    if (!category || !category.path.startsWith(catalogue.treePrefix)) throw notFound('The category');
  }
  if (page === 'product') {
    const [product, price] = await Promise.all([catalogue.products.product.load(targetId!), catalogue.products.price.load(targetId!)]);
    if (!product || !price || !product.isEnabled || product.visibility === VISIBILITY.notVisible) throw notFound('The product');
  }
  const rowsFor = (target: number | null) =>
    db
      .select()
      .from(layoutBlocks)
      .where(
        and(
          eq(layoutBlocks.websiteCode, store.websiteCode),
          eq(layoutBlocks.page, page),
          target === null ? isNull(layoutBlocks.targetId) : eq(layoutBlocks.targetId, target),
          eq(layoutBlocks.isActive, true),
        ),
      )
      .orderBy(asc(layoutBlocks.position), asc(layoutBlocks.id));
  let rows = targetId === null ? [] : await rowsFor(targetId);
  if (rows.length === 0) rows = await rowsFor(null);
  const texts = await viewTexts(db, rows, catalogue.locale);
  const blocks = await Promise.all(rows.map((row) => blockOf(db, catalogue, translated(row, texts.get(row.id)))));
  return { page, targetId, storeCode: store.code, layout: 'desktop', blocks };
}
