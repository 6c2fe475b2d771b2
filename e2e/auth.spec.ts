import {
  CREATE_PASSWORD_PATH,
  createEncryptionPassword,
  expect,
  mainMenu,
  newCredentials,
  pathIs,
  submitSignUpForm,
  test,
} from './fixtures.ts';

test('a newcomer creates an account from the demo page, chooses an encryption password and lands in the app', async ({ page }) => {
  await page.goto('/demo');
  await page.getByRole('link', { name: 'Create your free account' }).click();
  await submitSignUpForm(page, newCredentials());

  await expect(page).toHaveURL(pathIs(CREATE_PASSWORD_PATH));
  await createEncryptionPassword(page);
  await expect(mainMenu(page)).toBeVisible();
  await expect(page.getByTestId('gem-count')).toBeVisible();
});

test('signing up with an email already in use shows an error', async ({ page, existingUser }) => {
  await page.goto('/login?mode=signup');
  await submitSignUpForm(page, { ...existingUser, name: 'Someone Else' });

  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(pathIs('/login'));
});

test('signing in with a wrong password shows an error', async ({ page, existingUser }) => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(existingUser.email);
  await page.getByLabel('Password', { exact: true }).fill(`not-${existingUser.password}`);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(pathIs('/login'));
});

test('logging out ends the session and lands on the demo page', async ({ page, signUp }) => {
  await signUp();
  await mainMenu(page).getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(pathIs('/demo'));

  await page.goto('/app/main/reading');
  await expect(page).toHaveURL(pathIs('/login'));
});
