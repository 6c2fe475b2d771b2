import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_WALL_REVERSAL_COOLDOWN_DAYS } from '#common/limits.ts';
import { pointsLedger } from '#server/db/schema/ledger.ts';
import { offerWallTransaction } from '#server/db/schema/offer-walls.ts';
import { chargeGems } from '#server/points/charge-gems.ts';
import { startTestServer, TEST_ORIGIN, type TestServer, type TestUser } from '#server/test/test-server.ts';

const THEOREM_SECRET = 'theorem-test-secret';
const AYET_KEY = 'ayet-test-api-key';

let server: TestServer;
let bare: TestServer;
beforeAll(async () => {
  [server, bare] = await Promise.all([
    startTestServer({ env: { THEOREMREACH_APP_ID: 'tr-app', THEOREMREACH_SECRET: THEOREM_SECRET, AYETSTUDIOS_ADSLOT_ID: '777', AYETSTUDIOS_API_KEY: AYET_KEY } }),
    startTestServer(),
  ]);
});
afterAll(() => Promise.all([server.close(), bare.close()]));

/** A TheoremReach callback as the provider sends it: HMAC-SHA1 of the full public address, base64url, appended as `hash`. */
function theoremUrl(query: string, secret = THEOREM_SECRET): string {
  const url = `/webhooks/theoremreach/callback?${query}`;
  return `${url}&hash=${createHmac('sha1', secret).update(`${TEST_ORIGIN}${url}`).digest('base64url')}`;
}

/** An ayeT-Studios callback's security header for parameters already written in name order. */
const ayetHash = (sortedQuery: string, key = AYET_KEY) => createHmac('sha256', key).update(sortedQuery).digest('hex');

/** A provider's request: no app header, no Origin, no session; only what the provider sends. */
const deliver = (target: TestServer, url: string, headers: Record<string, string> = {}) => target.app.inject({ method: 'GET', url, headers });

function ayetCredit(user: TestUser, transactionId: string, amount: number) {
  const query = `currency_amount=${amount}&external_identifier=${user.id}&is_chargeback=0&transaction_id=${transactionId}`;
  return { url: `/webhooks/ayetstudios/callback?${query}`, headers: { 'x-ayetstudios-security-hash': ayetHash(query) } };
}

function ayetReversal(user: TestUser, transactionId: string, amount: number) {
  const query = `currency_amount=-${amount}&external_identifier=${user.id}&is_chargeback=1&transaction_id=r-${transactionId}`;
  return { url: `/webhooks/ayetstudios/callback?${query}`, headers: { 'x-ayetstudios-security-hash': ayetHash(query) } };
}

async function balances(user: TestUser) {
  return (await server.request({ method: 'GET', url: '/v1/points/get', user })).json<{ points: number; extraPoints: number; coins: number }>();
}

const ledgerOf = (user: TestUser) =>
  server.services.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, user.id)).orderBy(pointsLedger.id);

describe('TheoremReach callbacks', () => {
  it('credits a signed reward as extra gems, once, with one ledger entry, and answers 200 to a replay', async () => {
    const user = await server.signUp();
    const tx = randomUUID();
    const url = theoremUrl(`user_id=${user.id}&reward=40&currency=0.40&tx_id=${tx}`);
    const first = await deliver(server, url);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true });
    expect((await balances(user)).extraPoints).toBe(40);

    const replay = await deliver(server, url);
    expect(replay.statusCode).toBe(200);
    expect((await balances(user)).extraPoints).toBe(40);
    const credits = (await ledgerOf(user)).filter((row) => row.kind === 'offer_credit');
    expect(credits).toMatchObject([{ extraPointsDelta: 40, idempotencyKey: `offer:theoremreach:${tx}`, reference: 'offer:theoremreach' }]);
  });

  it('refuses a missing hash, a forged one, another secret and a tampered parameter with 403, crediting nothing', async () => {
    const user = await server.signUp();
    const query = `user_id=${user.id}&reward=40&currency=0.40&tx_id=${randomUUID()}`;
    const signed = theoremUrl(query);
    const attempts = [
      `/webhooks/theoremreach/callback?${query}`,
      `/webhooks/theoremreach/callback?${query}&hash=${'x'.repeat(27)}`,
      `/webhooks/theoremreach/callback?${query}&hash=short`,
      theoremUrl(query, 'not-the-secret'),
      signed.replace('reward=40', 'reward=4000'),
      signed.replace(`user_id=${user.id}`, 'user_id=someone-else'),
    ];
    for (const url of attempts) {
      const response = await deliver(server, url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ error: 'bad_signature' });
    }
    expect((await balances(user)).extraPoints).toBe(0);
  });

  it('refuses an address signed for another host: the server signs PUBLIC_URL, not the Host header', async () => {
    const user = await server.signUp();
    const url = `/webhooks/theoremreach/callback?user_id=${user.id}&reward=5&tx_id=${randomUUID()}`;
    const forOtherHost = `${url}&hash=${createHmac('sha1', THEOREM_SECRET).update(`https://evil.example.com${url}`).digest('base64url')}`;
    const response = await deliver(server, forOtherHost, { host: 'evil.example.com' });
    expect(response.statusCode).toBe(403);
  });

  it('takes a reversal of the same transaction back and pauses the wall', async () => {
    const user = await server.signUp();
    const tx = randomUUID();
    expect((await deliver(server, theoremUrl(`user_id=${user.id}&reward=15&tx_id=${tx}`))).statusCode).toBe(200);
    expect((await deliver(server, theoremUrl(`user_id=${user.id}&reward=15&tx_id=${tx}&reversal=true`))).statusCode).toBe(200);
    expect((await balances(user)).extraPoints).toBe(0);
    const cooldown = await server.request({ method: 'GET', url: '/webhooks/theoremreach/reversal-cooldown', user });
    expect(cooldown.json()).toEqual({ daysToWait: OFFER_WALL_REVERSAL_COOLDOWN_DAYS });
  });

  it('answers 200 for a signed callback naming no account, credits no one and logs neither the id nor the query', async () => {
    const stranger = `ghost-${randomUUID()}`;
    const tx = randomUUID();
    const url = theoremUrl(`user_id=${stranger}&reward=40&tx_id=${tx}`);
    const response = await deliver(server, url);
    expect(response.statusCode).toBe(200);
    const rows = await server.services.database.db.select().from(offerWallTransaction).where(eq(offerWallTransaction.transactionId, tx));
    expect(rows).toEqual([]);
    const log = server.logs.join('\n');
    expect(log).toContain('an offer-wall callback named no account');
    expect(log).not.toContain(stranger);
    expect(log).not.toContain(tx);
    expect(log).not.toContain(url.split('hash=')[1]);
  });

  it('answers 400 naming the field for a signed callback without a reward', async () => {
    const user = await server.signUp();
    const response = await deliver(server, theoremUrl(`user_id=${user.id}&tx_id=${randomUUID()}`));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'reward' });
  });
});

describe('ayeT-Studios callbacks', () => {
  it('credits a signed conversion once under 20 concurrent deliveries', async () => {
    const user = await server.signUp();
    const tx = randomUUID();
    const { url, headers } = ayetCredit(user, tx, 25);
    const responses = await Promise.all(Array.from({ length: 20 }, () => deliver(server, url, headers)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect((await balances(user)).extraPoints).toBe(25);
    expect((await ledgerOf(user)).filter((row) => row.kind === 'offer_credit')).toHaveLength(1);
    const rows = await server.services.database.db.select().from(offerWallTransaction).where(eq(offerWallTransaction.transactionId, tx));
    expect(rows).toMatchObject([{ wall: 'ayetstudios', reversal: false, userId: user.id, amount: 25, applied: 25 }]);
  });

  it('refuses a missing header, a forged one, another key, a tampered or an added parameter with 403', async () => {
    const user = await server.signUp();
    const { url, headers } = ayetCredit(user, randomUUID(), 25);
    const query = url.split('?')[1]!;
    const attempts: [string, Record<string, string>][] = [
      [url, {}],
      [url, { 'x-ayetstudios-security-hash': 'ab'.repeat(32) }],
      [url, { 'x-ayetstudios-security-hash': 'abc' }],
      [url, { 'x-ayetstudios-security-hash': ayetHash(query, 'not-the-key') }],
      [url.replace('currency_amount=25', 'currency_amount=2500'), headers],
      [`${url}&payout_usd=9`, headers],
    ];
    for (const [attempt, attemptHeaders] of attempts) {
      const response = await deliver(server, attempt, attemptHeaders);
      expect(response.statusCode, attempt).toBe(403);
    }
    expect((await balances(user)).extraPoints).toBe(0);
  });

  it('clamps a reversal after spending at zero, records what it took, and pauses the wall in both calls', async () => {
    const user = await server.signUp();
    const tx = randomUUID();
    const credit = ayetCredit(user, tx, 10);
    expect((await deliver(server, credit.url, credit.headers)).statusCode).toBe(200);
    const { points } = await balances(user);
    // A reading that costs every regular gem and 7 of the 10 extra ones leaves 3.
    await server.services.database.db.transaction((db) => chargeGems(db, user.id, points + 7, `test-spend:${randomUUID()}`));
    expect((await balances(user)).extraPoints).toBe(3);

    const reversal = ayetReversal(user, tx, 10);
    const responses = await Promise.all([deliver(server, reversal.url, reversal.headers), deliver(server, reversal.url, reversal.headers)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect((await balances(user)).extraPoints).toBe(0);
    const reversals = (await ledgerOf(user)).filter((row) => row.kind === 'offer_reversal');
    expect(reversals).toMatchObject([{ extraPointsDelta: -3, idempotencyKey: `offer:ayetstudios:r-${tx}:reversal` }]);
    const [row] = await server.services.database.db.select().from(offerWallTransaction).where(eq(offerWallTransaction.transactionId, `r-${tx}`));
    expect(row).toMatchObject({ reversal: true, amount: 10, applied: 3 });

    const cooldown = await server.request({ method: 'GET', url: '/webhooks/ayetstudios/reversal-cooldown', user });
    expect(cooldown.json()).toEqual({ daysToWait: OFFER_WALL_REVERSAL_COOLDOWN_DAYS });
    const other = await server.request({ method: 'GET', url: '/webhooks/theoremreach/reversal-cooldown', user });
    expect(other.json()).toEqual({ daysToWait: 0 });
    const walls = await server.request({ method: 'GET', url: '/v1/offer-walls', user });
    expect(walls.json()).toEqual({
      walls: [
        { wall: 'theoremreach', available: true, url: `https://theoremreach.com/respondent_entry/direct?api_key=tr-app&user_id=${user.id}`, daysToWait: 0 },
        {
          wall: 'ayetstudios',
          available: true,
          url: `https://www.ayetstudios.com/offers/web_offerwall/777?external_identifier=${user.id}`,
          daysToWait: OFFER_WALL_REVERSAL_COOLDOWN_DAYS,
        },
      ],
    });
  });
});

describe('the walls and their cooldowns', () => {
  it('are the app’s own calls: without proof of the app they answer 403', async () => {
    const user = await server.signUp();
    for (const url of ['/v1/offer-walls', '/webhooks/theoremreach/reversal-cooldown', '/webhooks/ayetstudios/reversal-cooldown']) {
      const response = await server.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('show as unavailable on a server without keys, whose callbacks are refused', async () => {
    const user = await bare.signUp();
    const walls = await bare.request({ method: 'GET', url: '/v1/offer-walls', user });
    expect(walls.json()).toEqual({
      walls: [
        { wall: 'theoremreach', available: false, url: null, daysToWait: 0 },
        { wall: 'ayetstudios', available: false, url: null, daysToWait: 0 },
      ],
    });
    const theorem = await deliver(bare, theoremUrl(`user_id=${user.id}&reward=40&tx_id=${randomUUID()}`));
    expect(theorem.statusCode).toBe(403);
    expect(theorem.json()).toMatchObject({ error: 'wall_unavailable' });
    const { url, headers } = ayetCredit(user, randomUUID(), 25);
    expect((await deliver(bare, url, headers)).statusCode).toBe(403);
  });
});
