import type { Page } from '@playwright/test';
import { expect, signInAndOpen, test } from './fixtures';
import path from 'node:path';
import { expectNoSeriousViolations } from './axe';
import { ACCOUNTS } from './helpers';

const SHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');

type ShopKey = 'main' | 'launchMonitor';

async function openShop(page: Page) {
  await signInAndOpen(page, ACCOUNTS.player, '/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
}

/** The cart count the shop shows (from the cartSummary query). */
async function cartCount(page: Page): Promise<number> {
  const line = page.getByRole('link', { name: /items? in your cart$/ });
  await expect(line).toBeVisible();
  return Number(/(\d+)/.exec(await line.innerText())?.[1]);
}

async function expectCartCount(page: Page, count: number) {
  await expect(page.getByRole('link', { name: `${count} ${count === 1 ? 'item' : 'items'} in your cart` })).toBeVisible();
}

/** The session's commerce token and store code of a shop, as the app keeps them. */
async function commerceSession(page: Page, shop: ShopKey) {
  const root = await page.evaluate(() => localStorage.getItem('persist:root'));
  const user = JSON.parse(JSON.parse(root!).user as string) as Record<string, string>;
  return shop === 'main' ? { token: user.eToken!, store: user.eStoreCode! } : { token: user.eSkytrakToken!, store: user.eSkytrakStoreCode! };
}

async function commerce(page: Page, shop: ShopKey, query: string, variables: object = {}) {
  const { token, store } = await commerceSession(page, shop);
  const response = await page.request.post('/graphql', { headers: { authorization: `Bearer ${token}`, store }, data: { query, variables } });
  const body = (await response.json()) as { data: Record<string, unknown>; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

async function cartItemUids(page: Page, shop: ShopKey): Promise<{ cartId: string; uids: string[] }> {
  const data = (await commerce(page, shop, 'query { customerCart { id items { uid } } }')) as { customerCart: { id: string; items: { uid: string }[] } };
  return { cartId: data.customerCart.id, uids: data.customerCart.items.map((i) => i.uid) };
}

/** Removes the lines this journey added, leaving the cart as it found it. */
async function removeAddedLines(page: Page, shop: ShopKey, before: string[]) {
  const { cartId, uids } = await cartItemUids(page, shop);
  for (const uid of uids.filter((u) => !before.includes(u))) {
    await commerce(page, shop, 'mutation($input: RemoveItemFromCartInput) { removeItemFromCart(input: $input) { cart { total_quantity } } }', {
      input: { cart_id: cartId, cart_item_uid: uid },
    });
  }
}

async function chooseLanguage(page: Page, language: string) {
  await page.getByRole('button', { name: /^Language: / }).click();
  await page.getByRole('menuitem', { name: language }).click();
}

test('the mega-menu leads to a category; filters, sort and pages live in the URL through back, forward and reload', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await openShop(page);
  const menu = page.getByRole('navigation', { name: 'Shop categories' });
  await menu.getByRole('button', { name: 'Clubs' }).click();
  await page.getByRole('menu', { name: 'Clubs' }).getByRole('menuitem', { name: 'Drivers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Drivers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apex Forge AF-1 Driver' })).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/category\/\d+$/);
  await page.screenshot({ path: `${SHOTS}/shop-category-1440.png`, fullPage: true });

  // The special categories (mega-menu-category) sit in the menu bar too.
  await expect(menu.getByRole('link', { name: 'Sale' })).toBeVisible();
  await menu.getByRole('button', { name: 'Clubs' }).click();
  await page.getByRole('menuitem', { name: 'All Clubs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clubs' })).toBeVisible();
  const count = page.getByRole('status').filter({ hasText: /^\d+ products?$/ });
  await expect(count).toHaveText('13 products');
  const products = page.getByRole('list', { name: 'Products in Clubs' }).getByRole('listitem');
  await expect(products).toHaveCount(10);

  // Paging (10 a page, spec 001 §9).
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(products).toHaveCount(3);

  // Sorting goes back to the first page.
  await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(/sort=price-DESC/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(products.first().getByRole('heading')).toHaveText('Apex Forge Forged Irons (5-PW)');

  // A filter from the listing's aggregations.
  await page.getByRole('button', { name: 'Brand' }).click();
  await page.getByRole('checkbox', { name: /^Linksmith \(\d+\)$/ }).click();
  await expect(page.getByRole('checkbox', { name: /^Linksmith \(\d+\)$/ })).toBeChecked();
  await expect(page).toHaveURL(/brand=\d+/);
  await expect(count).toHaveText('4 products');
  await expect(page.getByRole('list', { name: 'Chosen filters' }).getByText('Linksmith')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goBack();
  await expect(count).toHaveText('13 products');
  await expect(page.getByLabel('Sort by')).toHaveValue('price-DESC');
  await page.goForward();
  await expect(count).toHaveText('4 products');
  await page.reload();
  await expect(count).toHaveText('4 products');
  await expect(products.first().getByRole('heading')).toHaveText('Linksmith Cavity Back Irons (5-PW)');
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(count).toHaveText('13 products');
});

test('search finds products, a misspelling too; quick view adds to the cart without leaving the listing', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await openShop(page);
  const before = await cartItemUids(page, 'main');
  const start = await cartCount(page);

  const search = page.getByRole('search', { name: 'Search the shop' });
  await search.getByRole('searchbox', { name: 'Search the shop' }).fill('drvier');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “drvier”' })).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/search\?q=drvier/);
  await expect(page.getByRole('link', { name: 'Apex Forge AF-1 Driver' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/shop-search-1440.png`, fullPage: true });

  await search.getByRole('searchbox', { name: 'Search the shop' }).fill('alignment sticks');
  await search.getByRole('searchbox', { name: 'Search the shop' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “alignment sticks”' })).toBeVisible();
  await page.getByRole('button', { name: 'Quick view of Alignment Sticks (Pair)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alignment Sticks (Pair)' });
  await expect(dialog.getByText('$19.99')).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Alignment Sticks (Pair) was added to your cart.' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/shop/cart');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/shop\/search\?q=alignment/);
  await expectCartCount(page, start + 1);

  await removeAddedLines(page, 'main', before.uids);
});

test('product detail of every type: options chosen, added to the cart, a refusal shown', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await openShop(page);
  const before = await cartItemUids(page, 'main');
  const start = await cartCount(page);
  let count = start;
  const form = (name: string) => page.getByRole('form', { name: `Buy ${name}` });
  const added = async (name: string, qty = 1) => {
    await expect(
      form(name)
        .getByRole('status')
        .filter({ hasText: `${name} was added to your cart.` }),
    ).toBeVisible();
    count += qty;
    await expectCartCount(page, count);
  };

  // Simple, with quantity prices.
  await page.goto('/shop/product/apex-forge-tour-golf-balls-dozen');
  await expect(page.getByRole('heading', { level: 1, name: 'Apex Forge Tour Golf Balls (Dozen)' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Quantity prices' })).toContainText('Buy 3 for');
  await form('Apex Forge Tour Golf Balls (Dozen)').getByRole('button', { name: 'Add to cart' }).click();
  await added('Apex Forge Tour Golf Balls (Dozen)');

  // Configurable: every attribute must be chosen; the variant's own price shows.
  const irons = 'Apex Forge Forged Irons (5-PW)';
  await page.goto('/shop/product/apex-forge-forged-irons-5-pw');
  await form(irons).getByRole('button', { name: 'Add to cart' }).click();
  await expect(form(irons).getByRole('alert')).toContainText('Choose Hand.');
  await form(irons).getByRole('button', { name: 'Right', exact: true }).click();
  await form(irons).getByRole('button', { name: 'Graphite', exact: true }).click();
  await form(irons).getByRole('button', { name: 'Stiff', exact: true }).click();
  await expect(form(irons).getByText('$1,319.99')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/shop-product-configurable-1440.png`, fullPage: true });
  await form(irons).getByRole('button', { name: 'Add to cart' }).click();
  await added(irons);

  // Bundle: defaults chosen; a changeable quantity changed.
  const bundle = 'Weekend Golfer Bundle';
  await page.goto('/shop/product/weekend-golfer-bundle');
  await expect(form(bundle).getByRole('radio', { name: /Linksmith Blade Putter/ })).toBeChecked();
  await expect(form(bundle).getByRole('checkbox', { name: /Apex Forge Tour Golf Balls/ })).toBeChecked();
  await form(bundle).getByRole('spinbutton', { name: 'Quantity of Apex Forge Tour Golf Balls (Dozen) (Golf balls)' }).fill('3');
  await form(bundle)
    .getByRole('radio', { name: /Northwind Mallet Putter/ })
    .check();
  await form(bundle).getByRole('button', { name: 'Add to cart' }).click();
  // A bundle's add goes to the shop-wide add-cart status (addSuccess), told outside the product's form.
  await expect(page.getByRole('status').filter({ hasText: `${bundle} was added to your cart.` })).toBeVisible();
  await expect(form(bundle).getByRole('status').filter({ hasText: 'was added to your cart' })).toHaveCount(0);
  count += 1;
  await expectCartCount(page, count);

  // Gift card: amount, design, recipient.
  const card = 'E-mail Gift Card';
  await page.goto('/shop/product/e-mail-gift-card');
  await form(card).getByRole('radio', { name: '$50.00' }).check();
  await form(card).getByRole('radio', { name: 'Thank You' }).check();
  await form(card).getByRole('button', { name: 'Add to cart' }).click();
  await expect(form(card).getByRole('alert')).toContainText("Enter the recipient's e-mail address");
  await form(card).getByLabel('Your name').fill('Jordan');
  await form(card).getByLabel("Recipient's name").fill('Sam');
  await form(card).getByLabel("Recipient's e-mail").fill('sam@example.com');
  await form(card).getByLabel('Message').fill('Happy birthday!');
  await page.screenshot({ path: `${SHOTS}/shop-product-giftcard-1440.png`, fullPage: true });
  await form(card).getByRole('button', { name: 'Add to cart' }).click();
  await added(card);

  // Virtual with a subscription plan (a drop-down of plans).
  const membership = 'Academy Membership';
  await page.goto('/shop/product/academy-membership');
  await form(membership).getByRole('button', { name: 'Add to cart' }).click();
  await expect(form(membership).getByRole('alert')).toContainText('Choose Plan.');
  await form(membership)
    .getByRole('radio', { name: /Yearly/ })
    .check();
  await expect(form(membership).getByText('Every year')).toBeVisible();
  await form(membership).getByRole('button', { name: 'Add to cart' }).click();
  await added(membership);

  // Virtual with a custom option (a required checkbox option).
  const fitting = 'Club Fitting Session';
  await page.goto('/shop/product/club-fitting-session');
  await form(fitting).getByRole('checkbox', { name: /Irons/ }).check();
  await form(fitting)
    .getByRole('checkbox', { name: /Wedges/ })
    .check();
  await form(fitting).getByRole('button', { name: 'Add to cart' }).click();
  await added(fitting);

  // A refused add shows the server's message; the cart is unchanged.
  const putter = 'Northwind Mallet Putter';
  await page.goto('/shop/product/northwind-mallet-putter');
  await form(putter).getByLabel('Quantity').fill('50');
  await form(putter).getByRole('button', { name: 'Add to cart' }).click();
  await expect(form(putter).getByRole('alert')).toHaveText('The requested qty is not available');
  await expectCartCount(page, count);

  await removeAddedLines(page, 'main', before.uids);
  await page.reload();
  await expectCartCount(page, start);
});

test('the launch-monitor shop has its own categories and cart; a pro shop page opens in an iframe', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await openShop(page);
  await page.goto('/shop/pro/gift-guide');
  await expect(page.getByRole('heading', { level: 1, name: 'Holiday Gift Guide' })).toBeVisible();
  const frame = page.frameLocator('iframe[title="Holiday Gift Guide"]');
  await expect(frame.getByText('Holiday Gift Guide').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/shop-pro-1440.png`, fullPage: true });

  await page.getByRole('link', { name: 'Launch monitor shop' }).click();
  await expect(page).toHaveURL(/\/launch-monitor-shop$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Launch monitor shop' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Golf shop' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Shop categories' });
  await expect(menu.getByRole('link', { name: 'Launch Monitors' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Clubs' })).toHaveCount(0);
  const before = await cartItemUids(page, 'launchMonitor');
  const start = await cartCount(page);
  await menu.getByRole('link', { name: 'Accessories', exact: true }).click();
  await expect(page).toHaveURL(/\/launch-monitor-shop\/category\/\d+/);
  await page.getByRole('link', { name: 'Launch Monitor Carry Case' }).click();
  await expect(page).toHaveURL(/\/launch-monitor-shop\/product\/launch-monitor-carry-case/);
  await expect(page.getByRole('heading', { level: 1, name: 'Launch Monitor Carry Case' })).toBeVisible();
  await page.getByRole('form', { name: 'Buy Launch Monitor Carry Case' }).getByRole('button', { name: 'Add to cart' }).click();
  await expectCartCount(page, start + 1);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/shop-launch-monitor-1440.png`, fullPage: true });
  await removeAddedLines(page, 'launchMonitor', before.uids);
});

test('the shop on a 320 px phone: the menu is a drawer with accordions', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 320, height: 720 });
  await openShop(page);
  await page.screenshot({ path: `${SHOTS}/shop-home-320.png`, fullPage: true });
  await page.getByRole('button', { name: 'Categories' }).click();
  const drawer = page.getByRole('navigation', { name: 'Shop categories' });
  await drawer.getByRole('button', { name: 'Apparel' }).click();
  await drawer.getByRole('link', { name: 'Polos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Polos' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/shop-category-320.png`, fullPage: true });
  await page.getByRole('link', { name: 'Fairway Labs Performance Polo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fairway Labs Performance Polo' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/shop-product-320.png`, fullPage: true });
  const hasHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  expect(hasHorizontalScroll).toBe(false);
});

for (const [language, shop, addLabel, sortLabel] of [
  ['Français', 'Boutique', 'Ajouter au panier', 'Trier par'],
  ['日本語', 'ショップ', 'カートに入れる', '並べ替え'],
  ['中文', '商店', '加入购物车', '排序方式'],
] as const) {
  test(`the shop screens in ${language}`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openShop(page);
    await chooseLanguage(page, language);
    await expect(page.getByRole('heading', { level: 1, name: shop })).toBeVisible();
    await page.goto('/shop/category/balls');
    await expect(page.getByLabel(sortLabel)).toBeVisible();
    await page.goto('/shop/product/apex-forge-af-1-driver');
    await expect(page.getByRole('button', { name: addLabel })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `${SHOTS}/shop-product-${language}-1440.png`, fullPage: true });
  });
}
