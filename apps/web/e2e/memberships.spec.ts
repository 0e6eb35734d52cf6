import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { expect, signInAndOpen, test } from './fixtures';
import { noSidewaysScroll } from './shop-support';

const SHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');
const URL = '/launch-monitor/memberships';

async function fillCard(dialog: ReturnType<Page['getByRole']>, number = '4242 4242 4242 4242') {
  await dialog.getByRole('textbox', { name: /Name on card|Nom sur la carte/ }).fill('Sam Taylor');
  await dialog.getByRole('textbox', { name: /Card number|Numéro de carte/ }).fill(number);
  await dialog.getByRole('textbox', { name: /Expiry|Expiration/ }).fill('12/30');
  await dialog.getByRole('textbox', { name: /Security code|Code de sécurité/ }).fill('123');
}

test('an owner registers a launch monitor after a wrong ESN, buys a membership and upgrades it with the prorated price shown, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAndOpen(page, 'simulator@example.com', URL);
  await expect(page.getByRole('heading', { level: 1, name: 'Devices & memberships' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Register a device' }).click();
  const register = page.getByRole('dialog', { name: 'Register a device' });
  await register.getByRole('textbox', { name: 'Serial number (ESN)' }).fill('ST00000000');
  await register.getByRole('button', { name: 'Check ESN' }).click();
  await expect(register.getByText(/Code 2001: We do not know this serial number/)).toBeVisible();
  await register.getByRole('textbox', { name: 'Serial number (ESN)' }).fill('ST21000101');
  await register.getByRole('button', { name: 'Check ESN' }).click();
  await expect(register.getByText('This launch monitor can be registered to you.')).toBeVisible();
  await register.getByRole('textbox', { name: 'Device name' }).fill('Bay 2');
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Bay 2 is registered to you.')).toBeVisible();

  await page.getByRole('button', { name: 'Buy a membership' }).click();
  const active = page.getByRole('dialog', { name: 'Activate a membership' });
  await active.getByRole('radio', { name: /^Bay 2/ }).check();
  await active.getByRole('button', { name: 'Next' }).click();
  const buy = page.getByRole('dialog', { name: 'Buy a membership' });
  await expect(buy.getByText('For Bay 2.')).toBeVisible();
  await buy.getByRole('radio', { name: 'Game Improvement, yearly: $99.99' }).check();
  await buy.getByRole('button', { name: 'Next' }).click();
  await buy.getByRole('combobox', { name: 'Billing country' }).selectOption({ label: 'United States' });
  // A mistyped number is named on its field and nothing is charged; the corrected one pays.
  await fillCard(buy, '4242 4242 4242 4244');
  await buy.getByRole('button', { name: 'Pay $99.99' }).click();
  await expect(buy.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription('This card number is not valid. Check it.');
  await buy.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.screenshot({ path: path.join(SHOTS, 'memberships-buy-390.png') });
  await buy.getByRole('button', { name: 'Pay $99.99' }).click();
  await expect(page.getByText(/Game Improvement is active on Bay 2\. Purchase MS/)).toBeVisible();

  await page.getByRole('button', { name: 'Upgrade Game Improvement on Bay 2' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Upgrade Game Improvement' });
  // The whole term is left: (199.99 − 99.99) × 365 of 365 days = 100.00, shown before paying.
  await expect(upgrade.getByText('Now: ($199.99 − $99.99) × 365 of 365 days left = $100.00')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: path.join(SHOTS, 'memberships-upgrade-390.png') });
  await upgrade.getByRole('button', { name: 'Pay $100.00 and upgrade' }).click();
  await expect(page.getByText(/Upgraded to Play & Improve: \$100\.00 charged/)).toBeVisible();
});

test('an owner redeems a prepaid card, then reports a device stolen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAndOpen(page, 'simulator@example.com', URL);
  // A unit of its own: the seeded ones keep their plans for the other journeys.
  await registerUnit(page, 'ST21000120', 'Den');
  await page.getByRole('button', { name: 'Redeem a prepaid card' }).click();
  const prepaid = page.getByRole('dialog', { name: 'Redeem a prepaid card' });
  await prepaid.getByRole('textbox', { name: 'Prepaid code' }).fill('USED-CARD-ZZZZ-9999');
  await prepaid.getByRole('button', { name: 'Check code' }).click();
  await expect(prepaid.getByText('This code was already used.')).toBeVisible();
  await prepaid.getByRole('textbox', { name: 'Prepaid code' }).fill('SKYT-RAKP-ASS2-YEAR');
  await prepaid.getByRole('button', { name: 'Check code' }).click();
  await expect(prepaid.getByText(/12 months of Game Improvement/)).toBeVisible();
  await prepaid.getByRole('radio', { name: /^Den/ }).check();
  await prepaid.getByRole('button', { name: 'Redeem on this device' }).click();
  await expect(page.getByText(/Prepaid card redeemed on Den\. Purchase MP/)).toBeVisible();

  await page.getByRole('button', { name: 'Report Den lost or stolen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Report stolen' }).click();
  await expect(page.getByText('Reported stolen', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a Canadian owner buys in French, paid through Moneris in Canadian dollars', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAndOpen(page, 'simulator.coach@example.com', URL);
  await page.getByRole('button', { name: /^Language: / }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appareils et abonnements' })).toBeVisible();
  await page.getByRole('button', { name: 'Acheter un abonnement' }).click();
  const buy = page.getByRole('dialog', { name: 'Acheter un abonnement' });
  await buy.getByRole('radio', { name: /Premium Course Pack, mensuel/ }).check();
  await buy.getByRole('button', { name: 'Suivant' }).click();
  await fillCard(buy, '5555 5555 5555 4444');
  await expect(buy.getByRole('button', { name: /^Payer 6,49\s?\$/ })).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'memberships-fr-390.png') });
  await buy.getByRole('button', { name: /^Payer/ }).click();
  await expect(page.getByText(/Premium Course Pack est actif sur Teaching bay\. Achat MS/)).toBeVisible();
  await expectNoSeriousViolations(page);
});

/** Registers a free unit through the register dialog. */
async function registerUnit(page: Page, esn: string, name: string) {
  await page.getByRole('button', { name: 'Register a device' }).click();
  const register = page.getByRole('dialog', { name: 'Register a device' });
  await register.getByRole('textbox', { name: 'Serial number (ESN)' }).fill(esn);
  await register.getByRole('button', { name: 'Check ESN' }).click();
  await expect(register.getByText('This launch monitor can be registered to you.')).toBeVisible();
  await register.getByRole('textbox', { name: 'Device name' }).fill(name);
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText(`${name} is registered to you.`)).toBeVisible();
}

test('an owner paying from the EU chooses the country, sees the VAT and pays exactly the total shown', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAndOpen(page, 'simulator@example.com', URL);
  await registerUnit(page, 'ST21000102', 'Berlin bay');
  await page.getByRole('button', { name: 'Buy a membership' }).click();
  const active = page.getByRole('dialog', { name: 'Activate a membership' });
  await active.getByRole('radio', { name: /^Berlin bay/ }).check();
  await active.getByRole('button', { name: 'Next' }).click();
  const buy = page.getByRole('dialog', { name: 'Buy a membership' });
  await expect(buy.getByText('For Berlin bay.')).toBeVisible();
  await buy.getByRole('radio', { name: 'Game Improvement, monthly: $9.99' }).check();
  await buy.getByRole('button', { name: 'Next' }).click();
  await fillCard(buy);
  // No billing address on file: the country must be chosen before paying.
  await buy.getByRole('button', { name: /^Pay / }).click();
  await expect(buy.getByText('Choose the country you pay from.')).toBeVisible();
  await buy.getByRole('combobox', { name: 'Billing country' }).selectOption({ label: 'Germany' });
  const lines = buy.getByRole('definition');
  await expect(buy.getByText('VAT (19%)')).toBeVisible();
  await expect(lines).toHaveText(['$9.99', '$1.90', '$11.89']);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: path.join(SHOTS, 'memberships-vat-1440.png') });
  const charged = page.waitForResponse((r) => r.url().includes('/V1/subscription/chargeFuture') && r.request().method() === 'POST');
  await buy.getByRole('button', { name: 'Pay $11.89' }).click();
  const answer = (await (await charged).json()) as { data: { status: string; amount: string; tax: string } };
  expect(answer.data).toMatchObject({ status: 'paid', amount: '11.89', tax: '1.90' });
  await expect(page.getByText(/Game Improvement is active on Berlin bay\. Purchase MS/)).toBeVisible();
});

test('a card that needs 3-D Secure goes through the bank’s page and the membership starts on return', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAndOpen(page, 'simulator@example.com', URL);
  await registerUnit(page, 'ST21000103', 'Loft');
  await page.getByRole('button', { name: 'Buy a membership' }).click();
  const active = page.getByRole('dialog', { name: 'Activate a membership' });
  await active.getByRole('radio', { name: /^Loft/ }).check();
  await active.getByRole('button', { name: 'Next' }).click();
  const buy = page.getByRole('dialog', { name: 'Buy a membership' });
  await expect(buy.getByText('For Loft.')).toBeVisible();
  await buy.getByRole('radio', { name: 'Game Improvement, yearly: $99.99' }).check();
  await buy.getByRole('button', { name: 'Next' }).click();
  await buy.getByRole('combobox', { name: 'Billing country' }).selectOption({ label: 'United States' });
  await fillCard(buy, '4000 0000 0000 3220');
  await buy.getByRole('button', { name: 'Pay $99.99' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your payment' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  // The return is a cold load of the screen: the kept payment is paid again, once.
  await expect(page.getByText(/Game Improvement is active on Loft\. Purchase MS/)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/launch-monitor\/memberships$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Devices & memberships' })).toBeVisible();
  await expect(page.getByText(/Game Improvement is active on Loft/)).toHaveCount(0);
  await expect(page.getByText('Loft (ESN ST21000103)', { exact: false })).toHaveCount(1);
});

test('several devices: the active-membership modal starts at the device, the buy modal at the plans', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAndOpen(page, 'simulator@example.com', URL);
  await page.getByRole('button', { name: 'Buy a membership' }).click();
  const active = page.getByRole('dialog', { name: 'Activate a membership' });
  // selectDevice: each device with the plan it has now, and no plan to choose yet.
  await expect(active.getByRole('radio', { name: /^Studio · ESN \w+ · now: .*Play & Improve \(legacy\)/ })).toBeVisible();
  await expect(active.getByRole('radio', { name: /Game Improvement, yearly/ })).toHaveCount(0);
  await expect(active.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: path.join(SHOTS, 'memberships-active-390.png') });
  await active.getByRole('radio', { name: /^Studio/ }).check();
  await active.getByRole('button', { name: 'Next' }).click();
  const buy = page.getByRole('dialog', { name: 'Buy a membership' });
  // selectPlans: the plans of the store, for the device chosen.
  await expect(buy.getByText('For Studio.')).toBeVisible();
  await expect(buy.getByRole('radio', { name: 'Game Improvement, yearly: $99.99' })).toBeVisible();
  await expect(buy.getByRole('radio', { name: /^Studio/ })).toHaveCount(0);
});

for (const [language, menu, shot] of [
  ['ja', '日本語', 'memberships-send-payment-ja-390.png'],
  ['en', 'English', 'memberships-send-payment-390.png'],
] as const) {
  test(`a legacy plan that ends: send payment info, charged when the new plan starts (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAndOpen(page, 'simulator@example.com', URL);
    if (language === 'ja') {
      await page.getByRole('button', { name: /^Language: / }).click();
      await page.getByRole('menuitem', { name: menu }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'デバイスとメンバーシップ' })).toBeVisible();
      // The active-membership modal in Japanese: the device first.
      await page.getByRole('button', { name: 'メンバーシップを購入' }).click();
      const active = page.getByRole('dialog', { name: 'メンバーシップを有効にする' });
      await expect(active.getByRole('radio', { name: /^Studio · ESN \w+ · 現在：/ })).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, 'memberships-active-ja-390.png') });
      await active.getByRole('button', { name: 'キャンセル' }).click();
      await page.getByRole('button', { name: 'StudioのPlay & Improve (legacy)を継続するため支払い情報を送る' }).click();
      const send = page.getByRole('dialog', { name: '支払い情報を送る' });
      await expect(send.getByText(/Play & Improve \(legacy\)は.+に終了し、自動更新されません/)).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: path.join(SHOTS, shot) });
      return;
    }
    await page.getByRole('button', { name: 'Send payment info to continue Play & Improve (legacy) on Studio' }).click();
    const send = page.getByRole('dialog', { name: 'Send payment info' });
    await expect(send.getByText(/Play & Improve \(legacy\) on Studio ends on .+ and does not renew/)).toBeVisible();
    // Only plans of the legacy plan's kind carry it over.
    await expect(send.getByRole('radio', { name: /Premium Course Pack/ })).toHaveCount(0);
    await send.getByRole('radio', { name: 'Play & Improve, yearly: $199.99' }).check();
    await send.getByRole('button', { name: 'Next' }).click();
    await send.getByRole('combobox', { name: 'Billing country' }).selectOption({ label: 'United States' });
    await expect(send.getByText(/\$199\.99 charged on .+, when it starts/)).toBeVisible();
    await fillCard(send);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: path.join(SHOTS, shot) });
    await send.getByRole('button', { name: 'Send payment info' }).click();
    await expect(page.getByText(/Play & Improve starts on .+; your card will be charged then\. Purchase MS/)).toBeVisible();
    // Carried over: the legacy plan offers it no more.
    await expect(page.getByRole('button', { name: /^Send payment info to continue/ })).toHaveCount(0);
  });
}

test('a yearly membership bought in the launch-monitor shop goes on the device chosen at checkout and can be upgraded', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAndOpen(page, 'simulator@example.com', URL);
  await registerUnit(page, 'ST21000121', 'Porch');

  await page.goto('/launch-monitor-shop/product/simulator-membership');
  await page.getByRole('radio', { name: /^Game Improvement \(yearly\)/ }).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/launch-monitor-shop/checkout');
  const billing = page.getByRole('region', { name: 'Billing address' });
  await billing.getByRole('textbox', { name: 'First name' }).fill('Sam');
  await billing.getByRole('textbox', { name: 'Last name' }).fill('Taylor');
  await billing.getByLabel(/^Street address\s*\*?$/).fill('2 Park Plaza');
  await billing.getByLabel('City').fill('Irvine');
  await billing.getByLabel('State or province').selectOption({ label: 'California' });
  await billing.getByLabel('Postcode').fill('92614');
  await billing.getByLabel('Telephone').fill('949 555 0134');
  await fillCard(page.getByRole('form', { name: 'Checkout' }));
  // Several launch monitors: placing the order first asks which one the membership is for.
  const place = page.getByRole('button', { name: /^Place order/ });
  await place.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Choose the launch monitor this membership is for.' })).toBeVisible();
  const kept = page.waitForResponse((r) => r.request().postData()?.includes('setMembershipDeviceOnCart') ?? false);
  await page.getByRole('radio', { name: 'Porch (ESN ST21000121)' }).check();
  await kept;
  // Answered: the refusal goes.
  await expect(page.getByRole('alert').filter({ hasText: 'Choose the launch monitor this membership is for.' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: path.join(SHOTS, 'memberships-shop-device-390.png'), fullPage: true });
  await place.click();
  // A new billing address brings its sales tax: the total is shown again before the card is charged.
  await expect(page.getByRole('alert').filter({ hasText: /the total is now \$140\.06/ })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Place order · $140.06' }).click();
  await expect(page).toHaveURL(/\/launch-monitor-shop\/checkout\/success\//, { timeout: 20_000 });

  await page.goto(URL);
  await page.getByRole('button', { name: 'Upgrade Game Improvement on Porch' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Upgrade Game Improvement' });
  // A declined card changes nothing; another card upgrades it.
  await fillCard(upgrade, '4000 0000 0000 0002');
  await upgrade.getByRole('button', { name: /^Pay .+ and upgrade$/ }).click();
  await expect(upgrade.getByText('Your card was declined. Use another card or contact your bank.')).toBeVisible();
  await fillCard(upgrade);
  await upgrade.getByRole('button', { name: /^Pay .+ and upgrade$/ }).click();
  await expect(page.getByText(/Upgraded to Play & Improve: \$[\d.]+ charged/)).toBeVisible();

  // The shop subscription that renews it moved with it: Play & Improve at its price, tax included.
  await page.goto('/shop/subscriptions');
  await page
    .getByRole('list', { name: 'Your subscriptions' })
    .getByRole('link', { name: /Simulator Membership \(Play & Improve \(yearly\)\)/ })
    .click();
  await expect(page.getByTestId('plan')).toHaveText('Plan: Play & Improve (yearly)');
  await expect(page.getByText(/^About \$215\.49 each time, tax included/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Plan changed from Game Improvement to Play & Improve');
  await noSidewaysScroll(page);
});
