import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PASSWORD_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '#common/limits.ts';
import { user } from '#server/db/schema/auth.ts';
import { clientAddress, startTestServer, TEST_PASSWORD, type TestServer } from '#server/test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const signUp = (payload: { name: string; email: string; password: string }) =>
  server.request({ method: 'POST', url: '/api/auth/sign-up/email', payload, remoteAddress: clientAddress() });

const accounts = async (email: string) => (await server.services.database.db.select().from(user).where(eq(user.email, email))).length;

describe('the limits of a sign-up, the same as the form’s (common/limits.ts)', () => {
  it(`takes a name of ${NAME_MAX_LENGTH} characters and refuses a longer one, naming the field`, async () => {
    const longest = await signUp({ name: 'n'.repeat(NAME_MAX_LENGTH), email: 'long-name@arcana.test', password: TEST_PASSWORD });
    expect(longest.statusCode).toBe(200);
    const tooLong = await signUp({ name: 'n'.repeat(NAME_MAX_LENGTH + 1), email: 'too-long-name@arcana.test', password: TEST_PASSWORD });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ code: 'NAME_TOO_LONG', field: 'name', message: `Your name can be at most ${NAME_MAX_LENGTH} characters.` });
    expect(await accounts('too-long-name@arcana.test')).toBe(0);
  });

  it(`refuses an email address over ${EMAIL_MAX_LENGTH} characters, naming the field`, async () => {
    const email = `${'e'.repeat(EMAIL_MAX_LENGTH)}@arcana.test`;
    const response = await signUp({ name: 'Long Email', email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'EMAIL_TOO_LONG', field: 'email' });
    expect(await accounts(email)).toBe(0);
  });

  it(`refuses an account password over ${ACCOUNT_PASSWORD_MAX_LENGTH} characters`, async () => {
    const response = await signUp({ name: 'Long Password', email: 'long-password@arcana.test', password: 'p'.repeat(ACCOUNT_PASSWORD_MAX_LENGTH + 1) });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('PASSWORD_TOO_LONG');
  });
});

const storedName = async (id: string) => (await server.services.database.db.select({ name: user.name }).from(user).where(eq(user.id, id)))[0]?.name;

describe('update-user refuses a picture and strips bidirectional controls from names', () => {
  it('refuses a 200 kB image, on update-user and on sign-up, naming the field', async () => {
    const account = await server.signUp();
    const image = `data:image/png;base64,${'A'.repeat(200_000)}`;
    const update = await server.request({ method: 'POST', url: '/api/auth/update-user', user: account, payload: { image } });
    expect(update.statusCode).toBe(400);
    expect(update.json()).toMatchObject({ code: 'IMAGE_NOT_ACCEPTED', field: 'image' });
    const signUpWithImage = await server.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Pictured', email: 'pictured@arcana.test', password: TEST_PASSWORD, image: 'https://example.com/a.png' },
      remoteAddress: clientAddress(),
    });
    expect(signUpWithImage.statusCode).toBe(400);
    expect(signUpWithImage.json()).toMatchObject({ code: 'IMAGE_NOT_ACCEPTED', field: 'image' });
    expect(await accounts('pictured@arcana.test')).toBe(0);
  });

  it('stores a name without its bidirectional controls, on update-user and on sign-up', async () => {
    const account = await server.signUp();
    const update = await server.request({ method: 'POST', url: '/api/auth/update-user', user: account, payload: { name: 'Ana\u202Enimda\u2066' } });
    expect(update.statusCode).toBe(200);
    expect(await storedName(account.id)).toBe('Ananimda');

    const signedUp = await signUp({ name: '\u200FBo\u202D', email: 'bidi-name@arcana.test', password: TEST_PASSWORD });
    expect(signedUp.statusCode).toBe(200);
    expect(await storedName(signedUp.json<{ user: { id: string } }>().user.id)).toBe('Bo');
  });

  it('refuses a name with nothing visible once the controls are gone, naming the field', async () => {
    const account = await server.signUp();
    const response = await server.request({ method: 'POST', url: '/api/auth/update-user', user: account, payload: { name: '\u202E\u2066' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'NAME_NOT_VISIBLE', field: 'name', message: 'Your name needs at least one visible character.' });
    expect(await storedName(account.id)).toBe(account.name);
  });
});
