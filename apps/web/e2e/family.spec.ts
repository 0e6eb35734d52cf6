import { expect, test } from './fixtures';
import { ACCOUNTS, expectHome, signIn } from './helpers';

test('a family parent picks a sub-account and uses the portal as that player', async ({ page }) => {
  await signIn(page, ACCOUNTS.parent);
  await expect(page).toHaveURL(/\/sign-in\/family$/);
  const dialog = page.getByRole('dialog', { name: 'Who is playing?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Morgan Rivera/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Avery Rivera/ })).toBeVisible();

  await dialog.getByRole('button', { name: /Riley Rivera/ }).click();
  await expectHome(page, 'Riley');
  await expect(page.getByRole('region', { name: 'Your profile' }).getByText('Family sub-account')).toBeVisible();

  // The choice holds across a reload: the child's token is the session now.
  await page.reload();
  await expectHome(page, 'Riley');
});

test('a family parent can continue as themself', async ({ page }) => {
  await signIn(page, ACCOUNTS.parent);
  await page
    .getByRole('dialog', { name: 'Who is playing?' })
    .getByRole('button', { name: /Morgan Rivera/ })
    .click();
  await expectHome(page, 'Morgan');
  await expect(page.getByRole('region', { name: 'Your profile' }).getByText('Family parent account')).toBeVisible();
});

test('a family parent can cancel the choice and is signed out', async ({ page }) => {
  await signIn(page, ACCOUNTS.parent);
  await page.getByRole('button', { name: 'Cancel and sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.goto('/sign-in/family');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('a page address naming a sub-account (?subAccount=) signs the parent in as that member, with no choice to make', async ({ page }) => {
  // Riley's id, as the family list names it. Awaited from before signing in: the list may arrive
  // before signIn returns, and a wait begun after it would miss it.
  const listed = page.waitForResponse((r) => r.url().includes('/api/player/family-account'));
  await signIn(page, ACCOUNTS.parent);
  const family = ((await (await listed).json()) as { data: { id: number; firstName: string }[] }).data;
  const riley = family.find((m) => m.firstName === 'Riley')!;
  await page.getByRole('dialog', { name: 'Who is playing?' }).getByRole('button', { name: 'Cancel and sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.goto(`/?subAccount=${riley.id}`);
  // Signed out, the page sends to sign-in, keeping the address to return to.
  await expect(page).toHaveURL(/\/sign-in$/);
  await signIn(page, ACCOUNTS.parent);
  await expectHome(page, 'Riley');
  await expect(page.getByRole('dialog', { name: 'Who is playing?' })).toHaveCount(0);
  await expect(page).not.toHaveURL(/subAccount=/);
  await expect(page.getByRole('region', { name: 'Your profile' }).getByText('Family sub-account')).toBeVisible();
});

test('a sub-account link for someone not in the family leaves the choice to the parent', async ({ page }) => {
  await page.goto('/?subAccount=999999');
  await expect(page).toHaveURL(/\/sign-in$/);
  await signIn(page, ACCOUNTS.parent);
  const dialog = page.getByRole('dialog', { name: 'Who is playing?' });
  await expect(dialog.getByText('That link was for a family member who is not on your account. Choose who is playing.')).toBeVisible();
  await dialog.getByRole('button', { name: /Avery Rivera/ }).click();
  await expectHome(page, 'Avery');
});
