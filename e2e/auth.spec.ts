import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '#common/api/app-request.ts';
import {
  CREATE_PASSWORD_PATH,
  createEncryptionPassword,
  expect,
  mainMenu,
  newCredentials,
  NO_MAIL_SERVER_HINT,
  openConfirmationLink,
  pathIs,
  sendSignUpForm,
  signIn,
  test,
} from './fixtures.ts';

test('a newcomer creates an account from the demo page, confirms the email, chooses an encryption password and lands in the app', async ({ page }) => {
  await page.goto('/demo');
  await page.getByRole('link', { name: 'Create your free account' }).click();
  const user = newCredentials();
  await sendSignUpForm(page, user);

  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(user.email, { exact: true })).toBeVisible();
  await expect(page.getByText(NO_MAIL_SERVER_HINT)).toBeVisible();
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByRole('region', { name: 'Check your email' }).getByRole('status')).toHaveText("We've sent a new link.");

  await openConfirmationLink(page, user.email);
  await expect(page).toHaveURL(pathIs(CREATE_PASSWORD_PATH));
  await createEncryptionPassword(page);
  await expect(mainMenu(page)).toBeVisible();
  await expect(page.getByTestId('gem-count')).toBeVisible();
});

test('npm start: sign-up works through http://127.0.0.1 and through http://localhost on the same server', async ({ page, server }) => {
  const port = new URL(server.baseURL).port;
  for (const host of ['127.0.0.1', 'localhost']) {
    const origin = `http://${host}:${port}`;
    const user = newCredentials();
    await page.goto(`${origin}/login?mode=signup`);
    await sendSignUpForm(page, user);
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

    const link = await server.confirmationLink(user.email);
    expect(new URL(link).origin).toBe(origin);
    await page.goto(link);
    await expect(page).toHaveURL(pathIs(CREATE_PASSWORD_PATH));
    expect(new URL(page.url()).origin).toBe(origin);
  }
});

test('signing up with an email already in use looks exactly like signing up with a new one', async ({ page, existingUser }) => {
  await page.goto('/login?mode=signup');
  await sendSignUpForm(page, { ...existingUser, name: 'Someone Else' });

  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(existingUser.email, { exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('signing in before confirming the email asks to confirm it first', async ({ page }) => {
  const user = newCredentials();
  await page.goto('/login?mode=signup');
  await sendSignUpForm(page, user);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText("Confirm your email first: we've sent you a new link.");
});

test('signing in with a wrong password shows an error', async ({ page, existingUser }) => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(existingUser.email);
  await page.getByLabel('Password', { exact: true }).fill(`not-${existingUser.password}`);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
  await expect(page).toHaveURL(pathIs('/login'));
});

test('logging out ends the session and lands on the demo page', async ({ page, signUp }) => {
  await signUp();
  await mainMenu(page).getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(pathIs('/demo'));

  await page.goto('/app/main/reading');
  await expect(page).toHaveURL(pathIs('/login'));
});

test('a newcomer who sends an empty sign-up form sees what each field needs beside it', async ({ page }) => {
  await page.goto('/login?mode=signup');
  await page.getByRole('button', { name: 'Create account', exact: true }).click();

  await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription('Enter your name.');
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Enter a valid email address.');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    /^Use at least 8 characters for your password\. At least 8 characters\. This password signs you in/,
  );
  await expect(page.getByRole('alert')).toContainText('3 fields need attention');
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
});

test('a user who forgot the account password resets it through the emailed link', async ({ page, server, existingUser }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email', { exact: true }).fill(existingUser.email);
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByRole('status')).toHaveText("If an account uses that address, we've sent a link to reset its password.");
  await expect(page.getByText("the reset link is in the server's log")).toBeVisible();

  await page.goto(await server.resetLink(existingUser.email));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText('Your readings stay sealed with your encryption password')).toBeVisible();
  const newPassword = 'a-fresh-start-2026';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Set the new password' }).click();

  await expect(page).toHaveURL(pathIs('/login'));
  await expect(page.getByRole('status')).toHaveText('Your password has been changed. Sign in with the new one.');
  await signIn(page, existingUser);
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
  await signIn(page, { ...existingUser, password: newPassword });
  await expect(page).toHaveURL(pathIs(CREATE_PASSWORD_PATH));
});

test('a confirmation link clicked on another site’s page confirms the address without switching the signed-in account', async ({ page, signUp, server, playwright, extraHTTPHeaders }) => {
  const signedIn = await signUp();
  // Someone else's account, signed up elsewhere: its confirmation link is what a login-CSRF page would hold.
  const api = await playwright.request.newContext({
    baseURL: server.baseURL,
    extraHTTPHeaders: { ...extraHTTPHeaders, origin: server.baseURL, [APP_REQUEST_HEADER]: APP_REQUEST_VALUE },
  });
  const other = newCredentials();
  expect((await api.post('/api/auth/sign-up/email', { data: other })).ok()).toBe(true);
  await api.dispose();
  const link = await server.confirmationLink(other.email);
  // A webmail's page on another site: the click carries none of the SameSite=Strict cookies.
  await page.route('http://webmail.example/', (route) => route.fulfill({ contentType: 'text/html', body: `<a href="${link}">Confirm your email</a>` }));
  await page.goto('http://webmail.example/');
  await page.getByRole('link', { name: 'Confirm your email' }).click();
  await expect(page.getByText(`You are still signed in as ${signedIn.email}`, { exact: false })).toBeVisible();
  await expect(page).toHaveURL(pathIs('/app/main/profile'));
});
