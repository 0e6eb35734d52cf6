import { expect, test, type Locator } from '@playwright/test';
import path from 'node:path';
import { expectNoSeriousViolations } from './axe';
import { ACCOUNTS } from './helpers';
import { freshCart, noSidewaysScroll, openCheckout, payByCard, shopOf } from './shop-support';

const SHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');
const b64 = (s: string) => Buffer.from(s).toString('base64');

test('a gift card bought for the player is e-mailed, part of it pays the player’s checkout, and the balance is left', async ({ page, request }) => {
  test.slow();
  // The parent buys a 50 gift card for the player (the shop's API, as the storefront calls it).
  const parent = await shopOf(request, ACCOUNTS.parent);
  const c = await freshCart(parent, [
    {
      sku: 'GC-EMAIL',
      quantity: 1,
      selected_options: [b64('giftcard/giftcard_amount/50')],
      entered_options: [
        { uid: b64('giftcard/giftcard_recipient_email'), value: ACCOUNTS.player },
        { uid: b64('giftcard/giftcard_recipient_name'), value: 'Jordan' },
        { uid: b64('giftcard/giftcard_message'), value: 'Enjoy your practice!' },
      ],
    },
  ]);
  await parent(
    'mutation($c: String!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { address: { firstname: "Pat", lastname: "Parent", street: ["100 King St W"], city: "Toronto", region: "ON", postcode: "M5X 1A9", country_code: "CA", telephone: "4165550190" } } }) { cart { id } } }',
    { c },
  );
  const token = (await (
    await request.post('/payments/sandbox/tokens', {
      data: { cardNumber: '4242424242424242', expMonth: 12, expYear: 2030, cardCode: '123', fullName: 'Pat Parent' },
    })
  ).json()) as { dataValue: string; dataDescriptor: string };
  await parent('mutation($c: String!, $p: PaymentMethodInput!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: $p }) { cart { id } } }', {
    c,
    p: {
      code: 'authnetcim',
      authnetcim: { acceptjs_key: token.dataDescriptor, acceptjs_value: token.dataValue, cc_last4: '4242', cc_type: 'VI', cc_exp_month: 12, cc_exp_year: 2030 },
    },
  });
  await parent('mutation($c: String!) { placeOrder(input: { cart_id: $c }) { order { order_number } } }', { c });

  // The recipient's e-mail in the outbox, with the code.
  const outbox = (await (await request.get(`/api/dev/outbox?to=${ACCOUNTS.player}`)).json()) as { data: { template: string; text: string }[] };
  const mail = outbox.data.find((m) => m.template === 'gift-card' && m.text.includes('Enjoy your practice!'))!;
  const code = /[A-HJ-NP-Z2-9]{4}(?:-[A-HJ-NP-Z2-9]{4}){3}/.exec(mail.text)![0];

  // The player redeems 20 of it at checkout.
  const player = await shopOf(request, ACCOUNTS.player);
  await freshCart(player, [{ sku: 'TA-ALIGN', quantity: 2 }]);
  await openCheckout(page, ACCOUNTS.player, 'Jordan');
  const gift = page.getByRole('group', { name: 'Gift codes' });
  await gift.getByLabel('Gift code').fill('AAAA-BBBB-CCCC-DDDD');
  await gift.getByRole('button', { name: 'Apply gift code' }).click();
  await expect(gift.getByRole('alert')).toHaveText("The gift code isn't valid. Check it and try again.");
  await gift.getByLabel('Gift code').fill(code.toLowerCase());
  await gift.getByLabel('Amount (optional)').fill('20');
  await gift.getByRole('button', { name: 'Apply gift code' }).click();
  await expect(gift.getByText(`${code}: $20.00 (balance $50.00)`)).toBeVisible();
  await expect(page.getByText(`Gift code ${code}`)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/checkout-gift-code-1440.png`, fullPage: true });
  await payByCard(page, 'Jordan Player');

  // The confirmation and the order show what the code paid as its own line (masked): the lines add
  // up to the grand total, which is what the card was charged.
  const masked = `Gift code ${code.slice(0, 4)}-XXXX-XXXX-XXXX`;
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary.getByText(masked)).toBeVisible();
  await expect(page.getByText(code)).toHaveCount(0);
  await addsUp(summary);
  await page.getByRole('link', { name: 'View order' }).click();
  const totals = page.getByRole('main').locator('dl').filter({ hasText: 'Grand total' });
  await expect(totals.getByText(masked)).toBeVisible();
  await addsUp(totals);
  await page.screenshot({ path: `${SHOTS}/order-gift-code-1440.png`, fullPage: true });
  await noSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/order-gift-code-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // The balance page, read in Japanese first: a wrong code is refused in the page's language (the
  // server answers a reason beside its English words), then the right one shows 30 left.
  await page.goto('/shop/gift-cards/balance');
  await page
    .getByRole('button', { name: /^Language: / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: '日本語' }).click();
  await page.getByLabel('ギフトコード').fill('AAAA-BBBB-CCCC-DDDD');
  await page.getByRole('button', { name: '残高を確認' }).click();
  await expect(page.getByRole('status')).toHaveText('このギフトコードは無効です。コードを確認してもう一度お試しください。');
  await page
    .getByRole('button', { name: /^言語：/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.getByLabel('Gift code').fill(code);
  await page.getByRole('button', { name: 'Check balance' }).click();
  await expect(page.getByRole('status').filter({ hasText: '$30.00 left to spend' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/gift-code-balance-1440.png`, fullPage: true });
  await noSidewaysScroll(page);

  // The player's gift cards: received, with the spend in its history.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/shop/gift-cards');
  const card = page.getByRole('listitem').filter({ hasText: code });
  await expect(card.getByText('Received')).toBeVisible();
  await expect(card.getByText('Balance $30.00 of $50.00')).toBeVisible();
  await expect(card.getByText(/\$20\.00 spent on order #\d{9}/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/gift-cards-1440.png`, fullPage: true });
  await noSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/gift-cards-390.png`, fullPage: true });
});

/** The amounts of a totals list: every row but the last adds up to the last (the grand total). */
async function addsUp(totals: Locator) {
  const values = (await totals.locator('dd').allInnerTexts()).map((text) => {
    const n = Number(text.replace(/[^\d.]/g, ''));
    return /^\s*[−-]/.test(text) ? -n : n;
  });
  const labels = await totals.locator('dt').allInnerTexts();
  expect(labels.at(-1)).toMatch(/total/i);
  const sum = values.slice(0, -1).reduce((a, b) => a + b, 0);
  expect(Math.round(sum * 100) / 100).toBe(values.at(-1));
}
