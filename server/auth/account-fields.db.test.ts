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
