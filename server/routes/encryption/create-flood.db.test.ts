import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KDF_BUSY_MESSAGE, KDF_CONCURRENCY, KDF_QUEUE_LIMIT, KDF_RETRY_AFTER_SECONDS, kdfLimiter } from '#server/security/kdf-limiter.ts';
import { issueFormToken, MAX_OPEN_FORM_TOKENS } from '#server/security/form-tokens.ts';
import { ENCRYPTION_PASSWORD, signUpWithKey } from '#server/test/encryption-helpers.ts';
import { clientAddress, startTestServer, type TestServer } from '#server/test/test-server.ts';
import { CREATES_PER_USER } from './routes.ts';

const FLOOD = 200;
/**
 * Accounts sending the flood, each create from an address of its own and with an open form of its
 * own. Their per-user limits let 100 creates through to key derivation, far past what the
 * Argon2id bound runs and queues (34), so the bound itself is what holds; the other 100 are
 * refused by the per-user limit at once.
 */
const ACCOUNTS = FLOOD / MAX_OPEN_FORM_TOKENS;
const ADMITTED = ACCOUNTS * CREATES_PER_USER.limit;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A filled Create Password body with a fresh form token, issued directly: the flood is about what follows. */
async function createForm(userId: string) {
  const sessionId = `flood-${randomUUID()}`;
  const token = await issueFormToken(server.services.database.db, userId, sessionId);
  return { password: ENCRYPTION_PASSWORD, hint: '', privacyPolicyConsent: true, sessionId, formToken: token.formToken, jsChallenge: String(token.challenge.a + token.challenge.b) };
}

async function floodRequests() {
  const users = await Promise.all(Array.from({ length: ACCOUNTS }, () => server.signUp()));
  return Promise.all(
    users.flatMap((user) =>
      Array.from({ length: MAX_OPEN_FORM_TOKENS }, async () => ({ user, headers: { 'x-forwarded-for': clientAddress() }, payload: await createForm(user.id) })),
    ),
  );
}

describe('a flood of Create Password calls', () => {
  it(
    `Create Password runs unbounded Argon2 work: sign-in and unlock still succeed while ${FLOOD} create calls are in flight`,
    async () => {
      const returning = await signUpWithKey(server);
      const requests = await floodRequests();

      const flood = requests.map((request) => server.request({ method: 'POST', url: '/v1/encryption/create', ...request }));
      // In flight: the derivations run at the bound and the waiting line is full.
      while (kdfLimiter.running < KDF_CONCURRENCY || kdfLimiter.queued < KDF_QUEUE_LIMIT) await delay(5);

      const signedIn = await server.signIn(returning);
      const unlocked = await server.request({ method: 'POST', url: '/v1/encryption/unlock', user: signedIn, payload: { password: ENCRYPTION_PASSWORD } });
      expect(unlocked.statusCode).toBe(200);

      const responses = await Promise.all(flood);
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 429)).toHaveLength(FLOOD - ADMITTED);
      // The admitted ones were created, refused as a second key of their account, or refused as busy: never a 500.
      expect(statuses.filter((status) => ![200, 409, 429, 503].includes(status))).toEqual([]);
      expect(statuses).toContain(200);
      // Those past the waiting line were told at once to come back, instead of queueing for the thread pool.
      const busy = responses.find((response) => response.statusCode === 503)!;
      expect(busy.headers['retry-after']).toBe(String(KDF_RETRY_AFTER_SECONDS));
      expect(busy.json()).toMatchObject({ error: 'busy', message: KDF_BUSY_MESSAGE, retryAfterSeconds: KDF_RETRY_AFTER_SECONDS });
      expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(ACCOUNTS);
      expect(kdfLimiter.running + kdfLimiter.queued).toBe(0);
    },
    120_000,
  );
});
