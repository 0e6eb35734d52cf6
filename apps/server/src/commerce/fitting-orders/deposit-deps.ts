// What deposits need from the cart and orders domains, through their faces.
import { sql } from 'drizzle-orm';
import type { Tx } from '../cart/index.ts';

export { carts, type Tx } from '../cart/index.ts';

/** The next shop order number (the sequence orders share), for the balance order. */
export async function orderNumbersNext(tx: Tx): Promise<string> {
  const result = await tx.execute(sql`select nextval('commerce.order_number_seq')::text as n`);
  return (result as unknown as { rows: { n: string }[] }).rows[0]!.n;
}
