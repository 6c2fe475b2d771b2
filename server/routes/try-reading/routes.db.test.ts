import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TryReading, type TryReadingRequest, tryReading as tryReadingCall } from '#common/api/try-reading.ts';
import { FREE_DECK_ID, parseDeckCardId } from '#common/cards/decks.ts';
import { call } from '#server/test/call.ts';
import { clientAddress, startTestServer, type TestServer } from '#server/test/test-server.ts';
import { TRY_READINGS_PER_ADDRESS } from './routes.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const QUESTION = 'Will the lighthouse keeper answer my letter?';

const tryReading = async (payload: unknown, address = clientAddress(), headers: Record<string, string> = {}) =>
  (await call(server, undefined, tryReadingCall, { body: payload as TryReadingRequest, headers: { 'x-forwarded-for': address, ...headers } })).response;

/** Rows in every table of the app's schema, to show a try reading writes nothing. */
async function rowCounts(): Promise<Record<string, number>> {
  const { database } = server.services;
  const tables = (await database.executeSql("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename")).rows as { name: string }[];
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = (await database.executeSql(`SELECT count(*)::int AS count FROM "${name}"`)).rows as { count: number }[];
    counts[name] = row!.count;
  }
  return counts;
}

describe(`${tryReadingCall.method} ${tryReadingCall.path}`, () => {
  it('draws three cards of the free deck into past, present and future, each with the builtin’s answer, without a session', async () => {
    const response = await tryReading({ question: QUESTION, cards: 3 });
    expect(response.statusCode).toBe(200);
    const reading = response.json<TryReading>();
    expect(reading.spreadTypeName).toBe('THREE_CARD');
    expect(reading.title).not.toBe('');
    expect(reading.summary).not.toBe('');
    expect(reading.cards.map((card) => card.position.name)).toEqual(['Past', 'Present', 'Future']);
    expect(new Set(reading.cards.map((card) => card.cardId)).size).toBe(3);
    for (const card of reading.cards) {
      const found = parseDeckCardId(card.cardId);
      expect(found?.deck.id).toBe(FREE_DECK_ID);
      // The builtin names the card it writes about.
      expect(card.text.toLowerCase()).toContain(found!.card.name.toLowerCase());
    }
  });

  it('lays one card as a single answer, and takes no question at all', async () => {
    const response = await tryReading({ cards: 1 });
    expect(response.statusCode).toBe(200);
    const reading = response.json<TryReading>();
    expect(reading.spreadTypeName).toBe('SINGLE');
    expect(reading.cards).toHaveLength(1);
    expect(reading.cards[0]!.position.name).toBe('The answer');
    expect(reading.cards[0]!.text).not.toBe('');
  });

  it('stores nothing but the hit its address limit counts, and logs no question', async () => {
    const before = await rowCounts();
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['reading', 'user', 'rate_limit_hit']));
    const logged = server.logs.length;
    expect((await tryReading({ question: QUESTION, cards: 3 })).statusCode).toBe(200);
    expect(await rowCounts()).toEqual({ ...before, rate_limit_hit: before.rate_limit_hit! + 1 });
    expect(server.logs.slice(logged).join('\n')).not.toContain('lighthouse');
  });

  it.each([
    [{ cards: 2 }, 'cards'],
    [{ question: QUESTION }, 'cards'],
    [{ cards: 1, question: 'x'.repeat(1001) }, 'question'],
    [{ cards: 1, question: 'a\u0000b' }, 'question'],
  ])('refuses %j with a 400 naming %s', async (payload, field) => {
    const response = await tryReading(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'bad_request', field });
  });

  it(`answers 429 with Retry-After past ${TRY_READINGS_PER_ADDRESS.limit} per client address, and a forged left-most X-Forwarded-For entry does not dodge it`, async () => {
    const address = clientAddress();
    // The client writes any left-most entry it likes; the one trusted proxy appends the address it saw.
    const forwarded = () => `${clientAddress()}, ${address}`;
    for (let attempt = 0; attempt < TRY_READINGS_PER_ADDRESS.limit; attempt += 1) expect((await tryReading({ cards: 1 }, forwarded())).statusCode).toBe(200);
    const limited = await tryReading({ cards: 1 }, forwarded());
    expect(limited.statusCode).toBe(429);
    const seconds = Number(limited.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(TRY_READINGS_PER_ADDRESS.windowMs / 1000);
    expect(limited.json()).toMatchObject({ error: 'rate_limited', retryAfterSeconds: seconds });
    // Another address is not held back by it.
    expect((await tryReading({ cards: 1 })).statusCode).toBe(200);
  });
});
