import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../platform/context.ts';
import { openObjectStore } from '../../platform/storage/index.ts';
import { gql, type TestApp } from '../../test/harness.ts';
import { ADDRESS, add, cardPayment, cardToken, PLACE, shopper } from '../checkout/checkout-test-kit.ts';

export const SUBSCRIPTION_FIELDS = `entity_id increment_id status frequency_count frequency_unit length run_count next_run last_run last_notified retry_at ship_date subtotal
  quote { items { sku qty option } payment { cc_last_4 } billing_address { city } }
  logs { agent agent_id status description order_increment_id }`;

export const ctxOf = (t: TestApp): Ctx => ({ db: t.database.db, config: t.config, storage: openObjectStore(t.config), clock: t.clock });

export async function monthlyPlanUid(app: FastifyInstance): Promise<string> {
  const query = `{ products(filter: { sku: { eq: "MEM-ACADEMY" } }) { items { ... on CustomizableProductInterface { options { ... on CustomizableDropDownOption { value { uid title } } } } } } }`;
  const res = await gql(app, query, { store: 'US' });
  const values = res.body.data.products.items[0].options[0].value as { uid: string; title: string }[];
  return values.find((v) => v.title === 'Monthly')!.uid;
}

/** Buys the monthly Academy membership by card and answers the subscription it started. */
export async function subscribe(t: TestApp, email = 'player@example.com', card = '4242424242424242') {
  const s = await shopper(t.app, email);
  const plan = await monthlyPlanUid(t.app);
  await add(s, [{ sku: 'MEM-ACADEMY', quantity: 1, selected_options: [plan] }]);
  for (const [q, v] of [
    [
      'mutation($c: String!, $a: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { address: $a } }) { cart { id } } }',
      { c: s.cartId, a: ADDRESS },
    ],
    [
      'mutation($c: String!, $p: PaymentMethodInput!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: $p }) { cart { id } } }',
      { c: s.cartId, p: cardPayment(await cardToken(t.app, card)) },
    ],
  ] as const) {
    const res = await s.run(q, v);
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  }
  const placed = await s.run(PLACE, { c: s.cartId });
  if (placed.body.errors) throw new Error(JSON.stringify(placed.body.errors));
  const orderNumber = placed.body.data.placeOrder.order.order_number as string;
  const list = await s.run(`{ subscriptions { ${SUBSCRIPTION_FIELDS} } storeConfig { timeZone } }`);
  // The GraphQL answer, as the test reads it.
  const sub = (list.body.data.subscriptions as { entity_id: number; increment_id: string; logs: { order_increment_id: string }[] }[]).find((x) =>
    x.logs.some((l) => l.order_increment_id === orderNumber),
  )!;
  return { s, sub, orderNumber, timeZone: list.body.data.storeConfig.timeZone as string };
}

export async function subscriptionOf(s: Awaited<ReturnType<typeof shopper>>, id: number) {
  const res = await s.run(`query($id: Int) { subscriptions(entity_id: $id) { ${SUBSCRIPTION_FIELDS} } }`, { id });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.subscriptions[0];
}
