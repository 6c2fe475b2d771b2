import type { Page } from '@playwright/test';
import {
  consentBox,
  CREATE_PASSWORD_PATH,
  createEncryptionPassword,
  ENCRYPTION_HINT,
  ENCRYPTION_PASSWORD,
  expect,
  isInApp,
  mainMenu,
  pathIs,
  signIn,
  test,
  UNLOCK_PATH,
  type Credentials,
} from './fixtures.ts';

const VERIFYING = 'Verifying you are human...';
const VERIFIED = 'Verified you are human';

/** Logs out from the menu (which locks the readings) and signs in again: the gate asks to unlock. */
async function signOutAndBackIn(page: Page, user: Credentials): Promise<void> {
  await mainMenu(page).getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(pathIs('/demo'));
  await signIn(page, user);
  await expect(page).toHaveURL(pathIs(UNLOCK_PATH));
}

test('a new user creates an encryption password, then unlocks their readings after signing in again', async ({ page, signUp }) => {
  const user = await signUp({ encryptionPassword: false });
  await expect(page).toHaveURL(pathIs(CREATE_PASSWORD_PATH));
  await expect(page.getByText('A forgotten password cannot be recovered.')).toBeVisible();

  const password = page.getByLabel('Password', { exact: true });
  const confirm = page.getByLabel('Confirm password', { exact: true });
  const hint = page.getByLabel(/^Password hint/);
  const continueButton = page.getByRole('button', { name: 'Continue', exact: true });

  // The fields appear in sequence, and say what is wrong, word for word.
  await expect(confirm).toBeHidden();
  await password.fill('moon');
  await password.blur();
  await expect(page.getByText('Password must be at least 6 characters long', { exact: true })).toBeVisible();
  await expect(confirm).toBeHidden();

  await password.fill(ENCRYPTION_PASSWORD);
  await expect(page.getByText('Password must be at least 6 characters long', { exact: true })).toBeHidden();
  await expect(confirm).toBeVisible();
  await expect(hint).toBeHidden();
  await confirm.fill(`${ENCRYPTION_PASSWORD}-not`);
  await confirm.blur();
  await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();
  await expect(hint).toBeHidden();
  await expect(consentBox(page)).toBeHidden();

  await confirm.fill(ENCRYPTION_PASSWORD);
  await expect(page.getByText('Passwords do not match', { exact: true })).toBeHidden();
  await expect(hint).toBeVisible();
  await expect(consentBox(page)).toBeVisible();
  await expect(page.getByText(VERIFYING, { exact: true })).toBeHidden();
  await expect(continueButton).toBeDisabled();

  // The human check runs once consent is given; Continue waits for it.
  await hint.fill(ENCRYPTION_HINT);
  await consentBox(page).check();
  await expect(page.getByText(VERIFYING, { exact: true })).toBeVisible();
  await expect(continueButton).toBeDisabled();
  await expect(page.getByText(VERIFIED, { exact: true })).toBeVisible();
  await expect(continueButton).toBeEnabled();

  await continueButton.click();
  await expect(page).toHaveURL(pathIs('/app/main/reading'));
  await expect(mainMenu(page)).toBeVisible();

  // Signing out locks the readings; signing in again asks for the encryption password.
  await signOutAndBackIn(page, user);
  await expect(page.getByText(ENCRYPTION_HINT)).toBeVisible();

  await page.getByLabel('Encryption password', { exact: true }).fill(ENCRYPTION_PASSWORD);
  await page.getByRole('button', { name: 'Unlock', exact: true }).click();
  await expect(page).toHaveURL(isInApp);
  await expect(mainMenu(page)).toBeVisible();
});

test('a locked user who opens an app page returns to it after unlocking', async ({ page, signUp }) => {
  await signOutAndBackIn(page, await signUp());

  await page.goto('/app/main/readings');
  await expect(page).toHaveURL(pathIs(UNLOCK_PATH));
  await page.getByLabel('Encryption password', { exact: true }).fill(ENCRYPTION_PASSWORD);
  await page.getByRole('button', { name: 'Unlock', exact: true }).click();
  await expect(page).toHaveURL(pathIs('/app/main/readings'));
});

test('a wrong encryption password shows an error and keeps the readings locked', async ({ page, signUp }) => {
  await signOutAndBackIn(page, await signUp());

  await page.getByLabel('Encryption password', { exact: true }).fill(`not-${ENCRYPTION_PASSWORD}`);
  await page.getByRole('button', { name: 'Unlock', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(pathIs(UNLOCK_PATH));
});

test('a user who forgot the password starts over, after typing the confirmation and the account password, with a new password', async ({ page, signUp }) => {
  const user = await signUp();
  await signOutAndBackIn(page, user);
  await page.getByRole('button', { name: 'Forgot your password?' }).click();

  const dialog = page.getByRole('dialog', { name: 'Start over with a new password?' });
  const destroy = dialog.getByRole('button', { name: 'Delete and start over' });
  await expect(dialog).toContainText('DELETE MY READINGS');
  await expect(destroy).toBeDisabled();
  await dialog.getByLabel('Type DELETE MY READINGS to confirm').fill('DELETE MY READINGS');
  await expect(destroy).toBeEnabled();
  await dialog.getByLabel('Account password').fill(`not-${user.password}`);
  await destroy.click();
  await expect(dialog.getByText('That password is not right.')).toBeVisible();
  await dialog.getByLabel('Account password').fill(user.password);
  await destroy.click();

  await expect(page).toHaveURL(pathIs(CREATE_PASSWORD_PATH));
  await expect(page.getByText('Your key and 0 readings were deleted. Create a new password to start again.')).toBeVisible();
  await createEncryptionPassword(page, 'a-brand-new-secret');
  await expect(mainMenu(page)).toBeVisible();
});
