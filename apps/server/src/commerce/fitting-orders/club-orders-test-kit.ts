import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/index.ts';
import { call, gql, signIn } from '../../test/harness.ts';
import { customClubItems, customClubOrders } from './fitting-orders.tables.ts';

/** A club-order customer: the portal session, and the customer token generated for the e-mail. */
export async function clubCustomer(app: FastifyInstance, email = 'player@example.com', store = 'US') {
  const session = await signIn(app, email, email.includes('.jp@') ? { host: 'jp.localhost:8080' } : {});
  const res = await call(app, { method: 'POST', url: `/rest/${store}/V1/customer/generateToken`, token: session.access_token, payload: { email } });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  const token = res.body as string;
  return {
    access: session.access_token,
    token,
    store,
    post: (path: string, payload: object, as = token) => call(app, { method: 'POST', url: `/rest/${store}/V1/${path}`, token: as, payload }),
    gql: (query: string, variables: object = {}) => gql(app, query, { variables: { t: token, s: store, ...variables }, store }),
  };
}
export type ClubCustomer = Awaited<ReturnType<typeof clubCustomer>>;

export const CONVERT = `mutation($i: String!, $t: String, $s: String) { convertCustomClubToCart(custom_club_increment_id: $i, customer_token: $t, store_code: $s) {
  message quote_id customer_token club_errors { club_club_type club_group_number club_product_type club_vendor product_name sku options_data { code option_title option_value_title } } } }`;

let copies = 0;
/** A fresh copy of a seeded order (same clubs and money), so each test pays its own. */
export async function copyOrder(db: Db, from: string, changes: Partial<typeof customClubOrders.$inferInsert> = {}): Promise<string> {
  const [source] = await db.select().from(customClubOrders).where(eq(customClubOrders.incrementId, from));
  const incrementId = `T${process.pid % 1000}${++copies}${from}`;
  const { id: _id, ...rest } = source!;
  const [row] = await db
    .insert(customClubOrders)
    .values({ ...rest, incrementId, ...changes })
    .returning();
  const items = await db.select().from(customClubItems).where(eq(customClubItems.orderId, source!.id));
  await db.insert(customClubItems).values(items.map(({ id: _i, ...item }) => ({ ...item, orderId: row!.id })));
  return incrementId;
}

/** Converts an order and answers its quote id. */
export async function convert(c: ClubCustomer, id: string): Promise<string> {
  const res = await c.gql(CONVERT, { i: id });
  const quote = res.body.data?.convertCustomClubToCart?.quote_id;
  if (!quote) throw new Error(JSON.stringify(res.body));
  return quote;
}

export async function cardToken(app: FastifyInstance, cardNumber: string) {
  const res = await call(app, {
    method: 'POST',
    url: '/payments/sandbox/tokens',
    payload: { cardNumber, expMonth: 12, expYear: 2030, cardCode: '123', fullName: 'Jordan Lee' },
  });
  return res.body.dataValue as string;
}
