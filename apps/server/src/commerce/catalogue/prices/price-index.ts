import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/index.ts';
import { STORES, type Store } from '../../store/index.ts';
import { productColumns } from '../loaders/product-loaders.ts';
import { catalogueForStore } from '../loaders/catalogue-context.ts';
import { priceRangeOf } from '../products/product-state.ts';
import { productRelations, products } from '../products/products.tables.ts';
import { todayIn } from './money.ts';
import { productPriceIndex, productPrices } from './prices.tables.ts';
import { inTransaction } from '../../../platform/db/index.ts';

const FINAL = sql`case when pp.special_price is not null and pp.special_price < pp.price
    and (pp.special_from_date is null or pp.special_from_date <= s.today)
    and (pp.special_to_date is null or pp.special_to_date >= s.today)
  then pp.special_price else pp.price end`;

/**
 * Rebuilds the price index of every store: set-based SQL for simple, virtual and configurable
 * products (each store with its own "today" for special price dates), the same price code the
 * shop shows for bundles and gift cards. Run after catalogue writes and once a day.
 */
export async function reindexPrices(db: Db, now: Date): Promise<void> {
  const todays = STORES.map((store) => ({ store, today: todayIn(store.timezone, now) }));
  const storeDays = sql`(values ${sql.join(
    todays.map((t) => sql`(${t.store.code}, ${t.today}::date)`),
    sql`, `,
  )}) as s(store_code, today)`;
  const composite = await Promise.all(todays.map(({ store, today }) => compositeRows(db, store, today, now)));
  await inTransaction(db, async (tx) => {
    await tx.delete(productPriceIndex);
    await tx.execute(sql`
      insert into ${productPriceIndex} (store_code, product_id, min_price, max_price)
      select s.store_code, p.id, ${FINAL}, ${FINAL}
      from ${storeDays}
      join ${productPrices} pp on pp.store_code = s.store_code
      join ${products} p on p.id = pp.product_id and p.type_id in ('simple', 'virtual', 'downloadable')`);
    await tx.execute(sql`
      insert into ${productPriceIndex} (store_code, product_id, min_price, max_price)
      select s.store_code, r.parent_id, min(${FINAL}), max(${FINAL})
      from ${storeDays}
      join ${productPrices} own on own.store_code = s.store_code
      join ${products} parent on parent.id = own.product_id and parent.type_id = 'configurable'
      join ${productRelations} r on r.parent_id = parent.id
      join ${products} child on child.id = r.child_id and child.is_enabled
      join ${productPrices} pp on pp.product_id = r.child_id and pp.store_code = s.store_code
      group by s.store_code, r.parent_id`);
    const rows = composite.flat();
    if (rows.length) await tx.insert(productPriceIndex).values(rows);
  });
}

/** Bundles and gift cards of one store: few, and priced by rules the SQL above would only repeat. */
async function compositeRows(db: Db, store: Store, today: string, now: Date) {
  const composite = await db
    .select(productColumns)
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.storeCode, store.code)))
    .where(inArray(products.typeId, ['bundle', 'giftcard']));
  const catalogue = { ...catalogueForStore(db, store, '', now), today };
  // All at once, so the loaders batch each kind of read into one query.
  const ranges = await Promise.all(composite.map((product) => priceRangeOf(product, catalogue)));
  return composite.flatMap((product, i) => {
    const range = ranges[i];
    return range ? [{ storeCode: store.code, productId: product.id, minPrice: range.minFinal.toFixed(4), maxPrice: range.maxFinal.toFixed(4) }] : [];
  });
}
