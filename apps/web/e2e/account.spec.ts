import { expect, signInAndOpen, test } from './fixtures';
import { codeFor, createPlayer, expectAccessible, expectLabelClearOfInput, screenshots, uniqueEmail } from './account-support';
import { expectHome, signIn } from './helpers';

test('forgot password by e-mail: code, new password, sign in with it', async ({ page, request }) => {
  const email = uniqueEmail('forgetful');
  await createPlayer(request, { email, password: 'first long secret', firstName: 'Dana' });
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText(/a code is on its way/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Code' }).fill(await codeFor(request, email));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('New password').fill('password1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('not a common password');
  await page.getByLabel('New password').fill('second long secret');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password was changed.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign-in' }).click();
  await signIn(page, email, { password: 'second long secret' });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Dana' })).toBeVisible();
});

test('forgot password by SMS', async ({ page, request }) => {
  const email = uniqueEmail('texter');
  const phone = '+12125550155';
  await createPlayer(request, { email, password: 'first long secret', firstName: 'Eli', phone });
  // Only a number verified by a code recovers an account: Eli verified it (My account does this
  // on screen in the journey below).
  const login = await request.post('/api/v2/player/login', { data: { email, password: 'first long secret' } });
  const headers = { authorization: `Bearer ${((await login.json()) as { data: { access_token: string } }).data.access_token}` };
  expect((await request.post('/api/player/verify-phone', { headers, data: { phone } })).status()).toBe(200);
  const verifyCode = await codeFor(request, phone, 'sms');
  expect((await request.get(`/api/player/verify-phone/${verifyCode}`, { headers })).status()).toBe(200);
  await page.goto('/forgot-password');
  await page.getByLabel('SMS').check();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('(212) 555-0155');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  // The newest text is the reset code once it has come (the verification code came first).
  let resetCode = verifyCode;
  await expect.poll(async () => (resetCode = await codeFor(request, phone, 'sms'))).not.toBe(verifyCode);
  await page.getByRole('textbox', { name: 'Code' }).fill(resetCode);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('New password').fill('texted new secret');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password was changed.')).toBeVisible();
});

test('my account: profile update, change e-mail, verify phone, change password', async ({ page, request }) => {
  const email = uniqueEmail('updater');
  await createPlayer(request, { email, password: 'first long secret', firstName: 'Kim' });
  await signIn(page, email, { password: 'first long secret' });
  await page.getByRole('link', { name: 'My account' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();

  const profile = page.getByRole('region', { name: 'Profile' });
  // No birthday yet: the date input shows mm/dd/yyyy, and its label sits above it.
  await expectLabelClearOfInput(page, 'Date of birth');
  await profile.getByRole('textbox', { name: 'First name' }).fill('Kimberly');
  await profile.getByLabel('Left-handed').check();
  await profile.getByRole('textbox', { name: 'Postal code' }).fill('K1A 0B1');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('Enter a postal code of your country').first()).toBeVisible();
  await profile.getByRole('textbox', { name: 'Postal code' }).fill('10016');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByRole('status')).toHaveText('Your profile is up to date.');
  await expectAccessible(page);
  await screenshots(page, 'account');

  const newEmail = uniqueEmail('moved');
  const mail = page.getByRole('region', { name: 'E-mail' });
  await mail.getByRole('textbox', { name: 'New e-mail address' }).fill(newEmail);
  await mail.getByRole('button', { name: 'Send a code to the new address' }).click();
  await mail.getByRole('textbox', { name: 'Code' }).fill(await codeFor(request, newEmail));
  await mail.getByRole('button', { name: 'Confirm and change' }).click();
  await expect(mail.getByText('Your e-mail address was changed.')).toBeVisible();
  await expect(mail.getByText(`Your e-mail: ${newEmail}`)).toBeVisible();

  const phone = page.getByRole('region', { name: 'Mobile phone for text messages' });
  await phone.getByRole('textbox', { name: 'Mobile number' }).fill('(646) 555-0177');
  await phone.getByRole('button', { name: 'Text me a code' }).click();
  await phone.getByRole('textbox', { name: 'Code' }).fill(await codeFor(request, '+16465550177', 'sms'));
  await phone.getByRole('button', { name: 'Verify number' }).click();
  await expect(phone.getByText('Your number is verified')).toBeVisible();

  const password = page.getByRole('region', { name: 'Password' });
  await password.getByLabel('Current password').fill('wrong secret');
  await password.getByLabel('New password').fill('third long secret');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Your current password is not right.')).toBeVisible();
  await password.getByLabel('Current password').fill('first long secret');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toContainText('Password changed');
});

test('notifications: unread count in the app bar, mark read', async ({ page }) => {
  await signInAndOpen(page, 'player@example.com', '/');
  await expectHome(page, 'Jordan');
  const bell = page.getByRole('link', { name: /^Notifications: \d+ unread/ });
  await expect(bell).toBeVisible();
  const before = Number((await bell.getAttribute('aria-label'))!.match(/(\d+) unread/)![1]);
  await bell.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'notifications');
  await page
    .getByRole('button', { name: /^Mark “.*” as read$/ })
    .first()
    .click();
  await expect(page.getByRole('link', { name: before - 1 ? `Notifications: ${before - 1} unread` : 'Notifications' })).toBeVisible();
  // A notification opens the screen it is about.
  await page.getByRole('link', { name: 'Open “Your order has shipped”' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
});

test('notifications read in the language the player reads in', async ({ page }) => {
  await signInAndOpen(page, 'player@example.com', '/notifications');
  // The list is named in the page's language too: find it as the page's one list.
  const list = page.getByRole('main').getByRole('list');
  await expect(list.getByRole('heading', { name: 'Your order has shipped' })).toBeVisible();
  for (const [language, title, body] of [
    ['日本語', 'ご注文の商品を発送しました', 'ゴルフボールをお届けに向かっています。'],
    ['Français', 'Votre commande est expédiée', 'Vos balles de golf sont en route.'],
    ['中文', '您的订单已发货', '您的高尔夫球正在路上。'],
    ['English', 'Your order has shipped', 'Your golf balls are on their way.'],
  ] as const) {
    await page.getByRole('button', { name: /^(Language|Langue|言語|语言)/ }).click();
    await page.getByRole('menuitem', { name: language }).click();
    await expect(list.getByRole('heading', { name: title })).toBeVisible();
    await expect(list.getByText(body)).toBeVisible();
  }
});

test('home shows the server-driven cards', async ({ page }) => {
  await signIn(page, 'player@example.com');
  await expectHome(page, 'Jordan');
  await expect(page.getByRole('region', { name: 'Next lesson' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent practice' })).toContainText(/\d+ shots? · /);
  await expect(page.getByRole('region', { name: 'Last round' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Game plan' })).toContainText('Break 90 by spring');
  await expect(page.getByRole('region', { name: 'Handicap index' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invite a friend' })).toContainText('/referral/JORDAN2026');
  await expectAccessible(page);
  await screenshots(page, 'home');
});
