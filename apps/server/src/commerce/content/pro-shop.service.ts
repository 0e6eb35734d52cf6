import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { ServiceError } from '../../platform/errors.ts';
import type { Store } from '../store/index.ts';
import { PRO_SHOP_BLOCK_TYPES, proShopBlocks } from './content.tables.ts';

export type ProShopBlock = typeof proShopBlocks.$inferSelect;
export const PRO_SHOP_FIELDS = ['page_identifier', 'category_id', 'type', 'id'] as const;

/**
 * Pro shop content blocks of the store's website where one field equals a value, in page order.
 * Refuses a field it does not know and a non-numeric id.
 */
export async function findProShopBlocks(db: Db, store: Store, fieldName: string, value: string): Promise<ProShopBlock[]> {
  const numeric = (v: string) => {
    if (!/^[0-9]{1,9}$/.test(v)) throw new ServiceError('invalid', `value must be a number for field_name ${fieldName}.`);
    return Number(v);
  };
  let condition: SQL;
  switch (fieldName) {
    case 'page_identifier':
      condition = eq(proShopBlocks.pageIdentifier, value);
      break;
    case 'category_id':
      condition = eq(proShopBlocks.categoryId, numeric(value));
      break;
    case 'id':
      condition = eq(proShopBlocks.id, numeric(value));
      break;
    case 'type':
      if (!PRO_SHOP_BLOCK_TYPES.includes(value as never)) return [];
      condition = eq(proShopBlocks.type, value as (typeof PRO_SHOP_BLOCK_TYPES)[number]);
      break;
    default:
      throw new ServiceError('invalid', `field_name must be one of ${PRO_SHOP_FIELDS.join(', ')}.`);
  }
  return db
    .select()
    .from(proShopBlocks)
    .where(and(eq(proShopBlocks.websiteCode, store.websiteCode), eq(proShopBlocks.isActive, true), condition))
    .orderBy(asc(proShopBlocks.pageIdentifier), asc(proShopBlocks.position), asc(proShopBlocks.id));
}
