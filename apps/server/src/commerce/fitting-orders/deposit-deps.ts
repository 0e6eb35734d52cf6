// What deposits need from the cart and orders domains, through their faces.
import { sql } from 'drizzle-orm';
import type { Tx } from '../cart/index.ts';
import { rowsOf } from '../../platform/db/index.ts';

export { carts, type Tx } from '../cart/index.ts';

/** The next shop order number (the sequence orders share), for the balance order. */
export async function orderNumbersNext(tx: Tx): Promise<string> {
  const [row] = await rowsOf<{ n: string }>(tx, sql`select nextval('commerce.order_number_seq')::text as n`);
  return row!.n;
}
