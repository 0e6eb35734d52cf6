import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.ts';
import { outboxMessages } from '../../platform/messaging/outbox.tables.ts';
import { call, gql, startTestApp, type TestApp } from '../../test/harness.ts';
import { productTexts } from '../catalogue/views/views.tables.ts';
import { returnRules } from './returns.tables.ts';
import { paidOrder, photo, PLACE, placeInput, RETURN_FIELDS, shopper, upload, type Shopper } from './returns-test-kit.ts';

const clock = manualClock(new Date('2026-03-10T15:00:00Z'));
let t: TestApp;
let owner: Shopper;
let other: Shopper;
beforeAll(async () => {
  // Errors logged: a photo upload answered 500 in two loaded full runs (never alone); the log says why next time.
  t = await startTestApp({ LOG_LEVEL: 'error' }, { clock });
  owner = await shopper(t.app);
  other = await shopper(t.app, 'parent@example.com');
});
afterAll(() => t.close());

const db = () => t.database.db;
const ORDER_LIST = `{ getAmRmaOrderList { order_id order_number label items { order_item_id product_name purchased_qty available_qty is_returnable no_returnable_reason already_returned_requests resolutions { resolution_id label } } } }`;

describe('return settings and eligibility', () => {
  it('answers the settings with reasons, conditions, resolutions and carriers', async () => {
    const res = await owner.run(
      '{ getAmRmaSettings { isEnabled isChatEnabled isReturnPolicyEnabled maxAttachmentSize allReasons { id reason_id label payer position } allConditions { id label payer position } allResolutions { resolution_id label status } shippingCarriers { code label } customFields { code title } } }',
    );
    const s = res.body.data.getAmRmaSettings;
    expect(s).toMatchObject({ isEnabled: true, isChatEnabled: true, isReturnPolicyEnabled: true, maxAttachmentSize: 2000 });
    expect(s.allReasons).toHaveLength(8);
    expect(s.allReasons[0]).toEqual({ id: 1, reason_id: 1, label: 'Wrong Product Description', payer: 'store', position: 1 });
    expect(s.allConditions).toContainEqual({ id: 3, label: 'Damaged', payer: 'store', position: 3 });
    expect(s.allResolutions.map((r: { label: string }) => r.label)).toEqual(['Exchange', 'Refund', 'Store Credit']);
    expect(s.shippingCarriers.map((c: { code: string }) => c.code)).toContain('ups');
  });

  it('lists returnable orders and per-item information, counting the period in whole days on the clock', async () => {
    const { order, items } = await paidOrder(db(), 'player@example.com', clock.now(), { daysAgo: 89 });
    const listed = (await owner.run(ORDER_LIST)).body.data.getAmRmaOrderList.find((o: { order_id: number }) => o.order_id === order.id);
    expect(listed.items[0]).toMatchObject({
      order_item_id: items[0]!.id,
      purchased_qty: 3,
      available_qty: 3,
      is_returnable: true,
      no_returnable_reason: null,
      resolutions: [{ resolution_id: 1 }, { resolution_id: 2 }, { resolution_id: 3 }],
    });
    const viaOrder = await owner.run(
      'query($n: String) { customer { orders(filter: { number: { eq: $n } }) { items { amrma_is_returnable items { amrma_order_item { available_qty is_returnable } } } } } }',
      { n: order.number },
    );
    if (!viaOrder.body.data?.customer) throw new Error(JSON.stringify(viaOrder.body));
    expect(viaOrder.body.data.customer.orders.items[0]).toMatchObject({
      amrma_is_returnable: true,
      items: [{ amrma_order_item: { available_qty: 3, is_returnable: true } }, { amrma_order_item: { available_qty: 1 } }],
    });
    clock.advance(86_400_000); // day 90: the 90-day period is over
    try {
      const later = (await owner.run(ORDER_LIST)).body.data.getAmRmaOrderList.find((o: { order_id: number }) => o.order_id === order.id);
      expect(later).toBeUndefined();
      const res = await owner.run(PLACE, { i: placeInput(order.id, [{ id: items[0]!.id, qty: 1 }]) });
      expect(res.body.errors[0].message).toContain('cannot be returned');
    } finally {
      clock.advance(-86_400_000);
    }
  });

  it('applies the rule with the lowest priority per resolution, and names why an item cannot be returned', async () => {
    const [rule] = await db()
      .insert(returnRules)
      .values({ name: 'Refunds within 15 days', priority: 1, storeCodes: ['US'], defaultPeriodDays: 60, resolutionPeriods: { '2': 15, '3': 15 } })
      .returning();
    try {
      const { order } = await paidOrder(db(), 'player@example.com', clock.now(), { daysAgo: 20 });
      const listed = (await owner.run(ORDER_LIST)).body.data.getAmRmaOrderList.find((o: { order_id: number }) => o.order_id === order.id);
      expect(listed.items[0].resolutions).toEqual([{ resolution_id: 1, label: 'Exchange' }]);
      const onSale = await paidOrder(db(), 'player@example.com', clock.now(), { daysAgo: 70, onSale: true });
      const run = await owner.run(
        'query($n: String) { customer { orders(filter: { number: { eq: $n } }) { items { amrma_is_returnable items { amrma_order_item { is_returnable no_returnable_reason } } } } } }',
        { n: onSale.order.number },
      );
      expect(run.body.data.customer.orders.items[0].items[0].amrma_order_item).toEqual({ is_returnable: false, no_returnable_reason: 4 });
    } finally {
      await db().delete(returnRules).where(eq(returnRules.id, rule!.id));
    }
    const unshipped = await paidOrder(db(), 'player@example.com', clock.now(), { daysAgo: 3, shipped: false });
    const run = await owner.run(
      'query($n: String) { customer { orders(filter: { number: { eq: $n } }) { items { amrma_is_returnable items { amrma_order_item { is_returnable no_returnable_reason } } } } } }',
      { n: unshipped.order.number },
    );
    expect(run.body.data.customer.orders.items[0]).toMatchObject({
      amrma_is_returnable: false,
      items: [{ amrma_order_item: { is_returnable: false, no_returnable_reason: 3 } }, {}],
    });
  });
});

describe('placing a return', () => {
  it('places a request with a photo: a long random hash, the chat, a signed link and an e-mail', async () => {
    const { order, items } = await paidOrder(db(), 'player@example.com', clock.now(), { daysAgo: 10 });
    const file = await upload(t.app, owner.token, await photo(), 'application/octet-stream');
    expect(file.status, JSON.stringify(file.body)).toBe(200);
    const res = await owner.run(PLACE, {
      i: placeInput(
        order.id,
        [
          { id: items[0]!.id, qty: 2 },
          { id: items[1]!.id, qty: 1 },
        ],
        { comment: 'Two sleeves arrived crushed.', files: [file.body.data] },
      ),
    });
    const r = res.body.data.placeAmRmaCustomerReturnRequest;
    expect(r).toMatchObject({
      order_increment_id: order.number,
      status: { status_id: 1, label: 'New', state: 0 },
      request_items: [{ qty: 2, item_status: 0 }, { qty: 1 }],
    });
    expect(r.url_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Defective goods: the store pays the way back. No label or slip before the return is approved.
    expect(r).toMatchObject({ level_cost: 'store', shipping_label: null, packing_slip: null });
    expect(r.ticket_number.url).toMatch(new RegExp(`/shop/returns/${r.request_id}$`));
    expect(r.ticket_number.number).toMatch(/\d/);
    // What was paid for two of three balls (row + tax, shared out), never more than the line.
    expect(r.request_items[0].refund_limit).toBeCloseTo(((Number(items[0]!.rowTotal) + Number(items[0]!.tax)) * 2) / 3, 1);
    const messages = (
      await owner.run('query($h: String!) { getAmRmaRequestMessages(hash: $h) { message_id message is_system is_manager files { filename filepath } } }', {
        h: r.url_hash,
      })
    ).body.data.getAmRmaRequestMessages;
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatchObject({ is_system: true });
    expect(messages[1]).toMatchObject({ message: 'Two sleeves arrived crushed.', is_system: false, files: [{ filename: 'box.png' }] });
    const link = new URL(messages[1].files[0].filepath);
    const download = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    const mail = await db().select().from(outboxMessages).where(eq(outboxMessages.template, 'return-status'));
    expect(mail.some((m) => m.recipient === 'player@example.com' && m.subject?.includes('New'))).toBe(true);
    const again = await owner.run(PLACE, { i: placeInput(order.id, [{ id: items[0]!.id, qty: 1 }]) });
    expect(again.body.data.placeAmRmaCustomerReturnRequest.url_hash).not.toBe(r.url_hash);
    const full = await owner.run(PLACE, { i: placeInput(order.id, [{ id: items[0]!.id, qty: 1 }]) });
    expect(full.body.errors[0].message).toContain('cannot be returned');
  });

  it('puts the return shipping on the customer when every reason and condition is theirs to pay for', async () => {
    const { order, items } = await paidOrder(db(), 'player@example.com', clock.now(), { daysAgo: 5 });
    const res = await owner.run(PLACE, { i: placeInput(order.id, [{ id: items[0]!.id, qty: 1, reason: 5, condition: 1 }]) });
    expect(res.body.data.placeAmRmaCustomerReturnRequest.level_cost).toBe('customer');
  });

  it('refuses bad input naming the field', async () => {
    const { order, items } = await paidOrder(db(), 'player@example.com', clock.now(), { daysAgo: 10 });
    const cases: [object, string][] = [
      [{ ...placeInput(order.id, [{ id: items[0]!.id, qty: 1 }]), policy_allowed: 0 }, 'policy_allowed'],
      [placeInput(order.id, [{ id: items[0]!.id, qty: 0 }]), 'return_items[0].qty'],
      [placeInput(order.id, [{ id: items[0]!.id, qty: 9 }]), 'return_items[0].qty'],
      [placeInput(order.id, [{ id: items[0]!.id, qty: 1, resolution: 4 }]), 'return_items[0].resolution'],
      [placeInput(order.id, [{ id: items[0]!.id, qty: 1, condition: 99 }]), 'return_items[0].condition'],
      [
        placeInput(order.id, [
          { id: items[0]!.id, qty: 1 },
          { id: items[0]!.id, qty: 1 },
        ]),
        'return_items[1].order_item_id',
      ],
      [placeInput(order.id, []), 'return_items'],
      [placeInput(order.id, [{ id: 999999, qty: 1 }]), 'return_items[0].order_item_id'],
    ];
    for (const [input, field] of cases) {
      const res = await owner.run(PLACE, { i: input });
      expect(res.body.errors?.[0]?.extensions, field).toMatchObject({ category: 'graphql-input', field });
    }
    const text = await upload(t.app, owner.token, Buffer.from('just some words, not a picture'), 'image/png', 'fake.png');
    expect(text.status).toBeGreaterThanOrEqual(400);
    expect(text.status).toBeLessThan(500);
    const big = await upload(t.app, owner.token, Buffer.alloc(2000 * 1024 + 1, 1), 'image/png');
    expect(big.status).toBe(413);
    expect((await call(t.app, { method: 'POST', url: '/api/returns/files', headers: { 'content-type': 'image/png' }, payload: await photo() })).status).toBe(
      401,
    );
    const pdf = await upload(t.app, owner.token, Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'), 'application/pdf', 'receipt.pdf');
    // Once seen answering 500 on a machine at load 20 and not reproduced since: the body says why if it comes back.
    expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
  });

  it("answers not-found for another customer's order, request, hash and attachment", async () => {
    const { order, items } = await paidOrder(db(), 'player@example.com', clock.now(), { daysAgo: 10 });
    expect((await other.run(PLACE, { i: placeInput(order.id, [{ id: items[0]!.id, qty: 1 }]) })).body.errors[0].extensions.category).toBe(
      'graphql-no-such-entity',
    );
    const foreignUpload = await upload(t.app, other.token, await photo());
    expect(foreignUpload.status, JSON.stringify(foreignUpload.body)).toBe(200);
    const foreignFile = foreignUpload.body.data;
    const withForeign = await owner.run(PLACE, { i: placeInput(order.id, [{ id: items[0]!.id, qty: 1 }], { comment: 'x', files: [foreignFile] }) });
    expect(withForeign.body.errors[0].extensions.category).toBe('graphql-no-such-entity');
    const r = (await owner.run(PLACE, { i: placeInput(order.id, [{ id: items[0]!.id, qty: 1 }]) })).body.data.placeAmRmaCustomerReturnRequest;
    const notFound = (res: { body: any }) => expect(res.body.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    notFound(await other.run(`query($h: String!) { getAmRmaReturnByHash(hash: $h) { request_id } }`, { h: r.url_hash }));
    notFound(await other.run(`query($id: Int!) { getAmRmaReturnById(request_id: $id) { request_id } }`, { id: r.request_id }));
    notFound(await other.run('query($h: String!) { getAmRmaRequestMessages(hash: $h) { message_id } }', { h: r.url_hash }));
    notFound(await other.run('mutation($id: Int!) { closeAmRmaCustomerReturnRequest(id: $id) { error message } }', { id: r.request_id }));
    notFound(
      await other.run('mutation($h: String!) { addAmRmaTrackingNumber(input: { hash: $h, code: "ups", number: "1Z999" }) { tracking_id } }', { h: r.url_hash }),
    );
    notFound(await other.run('mutation($h: String!) { sendAmRmaMessage(input: { hash: $h, message: "hi" }) { message_id } }', { h: r.url_hash }));
    notFound(await other.run('mutation($h: String!) { rateAmRmaReturnRequest(input: { hash: $h, rating: 5 }) { error } }', { h: r.url_hash }));
    const mine = (await other.run(`{ getAmRmaReturnsForCurrentCustomer { request_id } }`)).body.data.getAmRmaReturnsForCurrentCustomer;
    expect(mine.map((x: { request_id: number }) => x.request_id)).not.toContain(r.request_id);
  });

  it('never returns a quantity twice, even with 20 requests placed at once', async () => {
    const { order, items } = await paidOrder(db(), 'player@example.com', clock.now(), { daysAgo: 10 });
    const results = await Promise.all(Array.from({ length: 20 }, () => owner.run(PLACE, { i: placeInput(order.id, [{ id: items[0]!.id, qty: 2 }]) })));
    const placed = results.filter((r) => r.body.data?.placeAmRmaCustomerReturnRequest);
    expect(placed).toHaveLength(1);
    for (const r of results.filter((x) => !x.body.data?.placeAmRmaCustomerReturnRequest)) expect(r.status).toBeLessThan(500);
    const info = (await owner.run(ORDER_LIST)).body.data.getAmRmaOrderList.find((o: { order_id: number }) => o.order_id === order.id);
    expect(info.items[0]).toMatchObject({ available_qty: 1, already_returned_requests: [placed[0]!.body.data.placeAmRmaCustomerReturnRequest.request_id] });
  });
});

describe('following a return', () => {
  it('chats with polling, closes once, and filters the list', async () => {
    const { order, items } = await paidOrder(db(), 'player@example.com', clock.now(), { daysAgo: 10 });
    const r = (await owner.run(PLACE, { i: placeInput(order.id, [{ id: items[1]!.id, qty: 1 }]) })).body.data.placeAmRmaCustomerReturnRequest;
    const first = (await owner.run('query($h: String!) { getAmRmaRequestMessages(hash: $h) { message_id } }', { h: r.url_hash })).body.data
      .getAmRmaRequestMessages;
    const last = first.at(-1).message_id;
    const sent = (
      await owner.run('mutation($h: String!) { sendAmRmaMessage(input: { hash: $h, message: "Is a box needed?" }) { message_id message is_manager } }', {
        h: r.url_hash,
      })
    ).body.data.sendAmRmaMessage;
    const polled = (
      await owner.run('query($h: String!, $l: Int) { getAmRmaRequestMessages(hash: $h, last_message_id: $l) { message_id message is_system } }', {
        h: r.url_hash,
        l: last,
      })
    ).body.data.getAmRmaRequestMessages;
    expect(polled.map((m: { message: string }) => m.message)).toContain('Is a box needed?');
    expect(polled.every((m: { message_id: number }) => m.message_id > last)).toBe(true);
    const status = (await owner.run(`query($h: String!) { getAmRmaReturnByHash(hash: $h) { status { status_id label } } }`, { h: r.url_hash })).body.data
      .getAmRmaReturnByHash.status;
    expect(status).toEqual({ status_id: 3, label: 'Processing' });
    expect(
      (await owner.run('mutation($h: String!) { sendAmRmaMessage(input: { hash: $h, message: "  " }) { message_id } }', { h: r.url_hash })).body.errors[0]
        .extensions.field,
    ).toBe('message');
    const del = await owner.run('mutation($h: String!, $m: Int!) { deleteAmRmaMessage(input: { hash: $h, message_id: $m }) { error message } }', {
      h: r.url_hash,
      m: sent.message_id,
    });
    expect(del.body.data.deleteAmRmaMessage).toEqual({ error: false, message: 'The message was deleted.' });
    expect(
      (
        await owner.run('mutation($h: String!, $m: Int!) { deleteAmRmaMessage(input: { hash: $h, message_id: $m }) { error } }', {
          h: r.url_hash,
          m: first[0].message_id,
        })
      ).body.errors[0].extensions.category,
    ).toBe('graphql-no-such-entity');

    const tracked = await owner.run(
      'mutation($h: String!) { addAmRmaTrackingNumber(input: { hash: $h, code: "fedex", number: "7712 3456 7890" }) { tracking_id tracking_code tracking_number is_customer } }',
      { h: r.url_hash },
    );
    expect(tracked.body.data.addAmRmaTrackingNumber).toMatchObject({ tracking_code: 'fedex', tracking_number: '7712 3456 7890', is_customer: true });
    expect(
      (
        await owner.run('mutation($h: String!) { addAmRmaTrackingNumber(input: { hash: $h, code: "pigeon", number: "123456" }) { tracking_id } }', {
          h: r.url_hash,
        })
      ).body.errors[0].extensions.field,
    ).toBe('code');

    const list = async (args: string) =>
      (await owner.run(`{ getAmRmaReturnsForCurrentCustomer${args} { request_id } }`)).body.data?.getAmRmaReturnsForCurrentCustomer?.map(
        (x: { request_id: number }) => x.request_id,
      );
    expect(await list(`(orderId: "${order.number}")`)).toEqual([r.request_id]);
    expect(await list(`(trackingNumber: "7712 3456 7890")`)).toEqual([r.request_id]);
    expect(await list(`(productUrlKey: "${items[1]!.urlKey}", status: 3)`)).toContain(r.request_id);
    // A customer finds a return by the product's name as they read it: part of it in any case, or the catalogue's name in their language.
    const ordered = items[1]!.name;
    expect(await list(`(productName: ${JSON.stringify(ordered.slice(1, -1).toUpperCase())})`)).toContain(r.request_id);
    expect(await list(`(productName: "no such product")`)).not.toContain(r.request_id);
    expect(await list(`(productName: "%")`)).not.toContain(r.request_id);
    const [japanese] = await db()
      .select()
      .from(productTexts)
      .where(and(eq(productTexts.productId, items[1]!.productId!), eq(productTexts.locale, 'ja')));
    const inJapanese = async (name: string) =>
      (
        await gql(t.app, `{ getAmRmaReturnsForCurrentCustomer(productName: ${JSON.stringify(name)}) { request_id } }`, {
          token: owner.token,
          store: 'US',
          language: 'ja',
        })
      ).body.data.getAmRmaReturnsForCurrentCustomer.map((x: { request_id: number }) => x.request_id);
    expect(japanese!.name).not.toContain(ordered);
    expect(await inJapanese(japanese!.name)).toContain(r.request_id);
    // …and reads the returned product by that name.
    const read = await gql(t.app, `query($id: Int!) { getAmRmaReturnById(request_id: $id) { request_items { order_item_id product_name } } }`, {
      token: owner.token,
      store: 'US',
      language: 'ja',
      variables: { id: r.request_id },
    });
    expect(read.body.data.getAmRmaReturnById.request_items).toContainEqual({ order_item_id: items[1]!.id, product_name: japanese!.name });
    expect(await list(`(productName: ${JSON.stringify(japanese!.name)})`)).not.toContain(r.request_id);
    expect(await list(`(status: 12)`)).not.toContain(r.request_id);
    expect(await list(`(fromDate: "2026-03-10", toDate: "2026-03-10")`)).toContain(r.request_id);
    expect(await list(`(fromDate: "2026-03-11")`)).not.toContain(r.request_id);
    expect((await owner.run('{ getAmRmaReturnsForCurrentCustomer(fromDate: "yesterday") { request_id } }')).body.errors[0].extensions.field).toBe('fromDate');

    const close = () => owner.run('mutation($id: Int!) { closeAmRmaCustomerReturnRequest(id: $id) { error message } }', { id: r.request_id });
    expect((await close()).body.data.closeAmRmaCustomerReturnRequest).toEqual({ error: false, message: 'The return request was closed.' });
    expect((await close()).body.data.closeAmRmaCustomerReturnRequest).toEqual({ error: true, message: 'This return can no longer be closed.' });
    // The refusal in the reader's language (Accept-Language), as the storefront shows it.
    const closeIn = async (language: string) =>
      (
        await gql(t.app, 'mutation($id: Int!) { closeAmRmaCustomerReturnRequest(id: $id) { error message } }', {
          token: owner.token,
          store: 'US',
          language,
          variables: { id: r.request_id },
        })
      ).body.data.closeAmRmaCustomerReturnRequest;
    expect(await closeIn('ja')).toEqual({ error: true, message: 'この返品はもう取り消せません。' });
    expect(await closeIn('fr-CA,fr;q=0.9')).toEqual({ error: true, message: 'Ce retour ne peut plus être clôturé.' });
    expect(await list(`(status: 12)`)).toContain(r.request_id);
    const rate = await owner.run('mutation($h: String!) { rateAmRmaReturnRequest(input: { hash: $h, rating: 5 }) { error message } }', { h: r.url_hash });
    expect(rate.body.data.rateAmRmaReturnRequest).toEqual({ error: true, message: 'A return can be rated once it is resolved.' });
    const after = (await owner.run(`query($h: String!) { getAmRmaReturnByHash(hash: $h) { ${RETURN_FIELDS} } }`, { h: r.url_hash })).body.data
      .getAmRmaReturnByHash;
    expect(after.status).toEqual({ status_id: 12, label: 'Canceled', state: 4 });
    // The closed request's quantity is free again.
    const info = (await owner.run(ORDER_LIST)).body.data.getAmRmaOrderList.find((o: { order_id: number }) => o.order_id === order.id);
    expect(info.items[1].available_qty).toBe(1);
  });
});
