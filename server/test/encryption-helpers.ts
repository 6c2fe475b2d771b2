import { KEY_COOKIE } from '#server/encryption/key-cookie.ts';
import { clientAddress, type TestResponse, type TestUser, type UserAgent } from './test-server.ts';

export const ENCRYPTION_PASSWORD = 'seven swans a-swimming';

/** The user with the cookies a response set merged in (e.g. the unlocked key's cookie). */
export function withResponseCookies(user: TestUser, response: TestResponse): TestUser {
  const jar = new Map(user.cookie.split('; ').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
  for (const cookie of response.cookies) {
    if (cookie.value === '') jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
  }
  return { ...user, cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') };
}

/** The value of the unlocked key's cookie a user holds, if any. */
export function keyCookieOf(user: TestUser): string | undefined {
  return user.cookie.split('; ').find((pair) => pair.startsWith(`${KEY_COOKIE}=`))?.slice(KEY_COOKIE.length + 1);
}

/** A valid Create Password body as the page sends it: a fresh form token, the challenge answered, honeypots empty. */
export async function createPasswordForm(server: UserAgent, user: TestUser, overrides: Record<string, unknown> = {}) {
  const sessionId = `form-${crypto.randomUUID()}`;
  const honeypots = (await server.request({ method: 'POST', url: '/api/security/honeypot-fields', payload: { sessionId } })).json<Record<string, string>>();
  const token = (await server.request({ method: 'POST', url: '/api/security/form-token', user, payload: { sessionId } })).json<{
    formToken: string;
    challenge: { a: number; b: number };
  }>();
  return {
    password: ENCRYPTION_PASSWORD,
    hint: 'the song',
    privacyPolicyConsent: true,
    sessionId,
    formToken: token.formToken,
    jsChallenge: String(token.challenge.a + token.challenge.b),
    clickPositions: [{ x: 10, y: 20 }],
    ...Object.fromEntries(Object.values(honeypots).map((name) => [name, ''])),
    ...overrides,
  };
}

/** Signs a user up and creates their encryption password; the returned user is unlocked. */
export async function signUpWithKey(server: UserAgent): Promise<TestUser> {
  const user = await server.signUp();
  // An address of its own, like sign-up: Create Password is limited per client address too.
  const headers = { 'x-forwarded-for': clientAddress() };
  const response = await server.request({ method: 'POST', url: '/v1/encryption/create', user, headers, payload: await createPasswordForm(server, user) });
  if (response.statusCode !== 200) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return withResponseCookies(user, response);
}
