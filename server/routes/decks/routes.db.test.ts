import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS_PER_DECK } from '#common/limits.ts';
import { DECKS, FREE_DECK_ID } from '#common/cards/decks.ts';
import { pointsLedger } from '#server/db/schema/ledger.ts';
import { applyLedgerEntry } from '#server/points/ledger.ts';
import { startTestServer, type TestServer, type TestUser } from '#server/test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const lockedDeck = DECKS.find((deck) => deck.price > 0)!;
const get = (user: TestUser, url: string) => server.request({ method: 'GET', url, user });
const coinsOf = async (user: TestUser) => (await get(user, '/v1/points/get')).json().coins as number;

async function giveCoins(user: TestUser, coins: number) {
  await server.services.database.db.transaction((tx) =>
    applyLedgerEntry(tx, { userId: user.id, kind: 'admin_grant', idempotencyKey: `test-grant:${crypto.randomUUID()}`, coins }),
  );
}

describe('GET /api/decks/get', () => {
  it('lists every deck with 78 cards, the free deck unlocked and the others locked, cards inheriting the lock', async () => {
    const user = await server.signUp();
    const response = await get(user, '/api/decks/get');
    expect(response.statusCode).toBe(200);
    const { decks, favorites } = response.json();
    expect(favorites).toEqual([]);
    expect(decks.map((deck: { id: number }) => deck.id)).toEqual(DECKS.map((deck) => deck.id));
    for (const deck of decks) {
      expect(deck.cards).toHaveLength(CARDS_PER_DECK);
      expect(deck.locked).toBe(deck.id !== FREE_DECK_ID);
      expect(deck.cards.every((card: { locked: boolean }) => card.locked === deck.locked)).toBe(true);
    }
    expect(decks[0].cards[0]).toMatchObject({ id: `${FREE_DECK_ID}-the-fool`, name: 'The Fool', reversed: false, deckImageSrc: 'art:gilded/the-fool' });
  });
});

describe('favorites', () => {
  it('favorites and unfavorites an unlocked card, idempotently', async () => {
    const user = await server.signUp();
    expect((await get(user, '/api/decks/favorite/1-the-star')).json()).toEqual({ success: true });
    expect((await get(user, '/api/decks/favorite/1-the-star')).statusCode).toBe(200);
    expect((await get(user, '/api/decks/get')).json().favorites).toEqual(['1-the-star']);
    await get(user, '/api/decks/unfavorite/1-the-star');
    expect((await get(user, '/api/decks/get')).json().favorites).toEqual([]);
  });

  it('refuses a card of a locked deck, and an unknown card, with a clear 400', async () => {
    const user = await server.signUp();
    const locked = await get(user, `/api/decks/favorite/${lockedDeck.id}-the-star`);
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toMatchObject({ field: 'id', message: expect.stringContaining('locked') });
    const unknown = await get(user, '/api/decks/favorite/1-the-joker');
    expect(unknown.statusCode).toBe(400);
    expect((await get(user, '/api/decks/get')).json().favorites).toEqual([]);
  });

  it('never shows one user’s favorites to another', async () => {
    const ada = await server.signUp();
    const bo = await server.signUp();
    await get(ada, '/api/decks/favorite/1-the-moon');
    expect((await get(bo, '/api/decks/get')).json().favorites).toEqual([]);
    expect((await get(ada, '/api/decks/get')).json().favorites).toEqual(['1-the-moon']);
  });
});

describe('GET /api/decks/unlock/{id}', () => {
  it('refuses with too few coins and changes nothing', async () => {
    const user = await server.signUp();
    await giveCoins(user, lockedDeck.price - 1);
    const response = await get(user, `/api/decks/unlock/${lockedDeck.id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(`costs ${lockedDeck.price} coins`);
    expect(await coinsOf(user)).toBe(lockedDeck.price - 1);
    const deck = (await get(user, '/api/decks/get')).json().decks.find((d: { id: number }) => d.id === lockedDeck.id);
    expect(deck.locked).toBe(true);
  });

  it('charges the price once, however often it is called, and unlocks the deck and its cards', async () => {
    const user = await server.signUp();
    await giveCoins(user, lockedDeck.price + 5);
    const results = await Promise.all([1, 2, 3].map(() => get(user, `/api/decks/unlock/${lockedDeck.id}`)));
    expect(results.map((result) => result.statusCode)).toEqual([200, 200, 200]);
    expect(await coinsOf(user)).toBe(5);
    const again = await get(user, `/api/decks/unlock/${lockedDeck.id}`);
    expect(again.json()).toEqual({ success: true, coins: 5 });
    const deck = (await get(user, '/api/decks/get')).json().decks.find((d: { id: number }) => d.id === lockedDeck.id);
    expect(deck.locked).toBe(false);
    expect(deck.cards.every((card: { locked: boolean }) => !card.locked)).toBe(true);
    const entries = await server.services.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, user.id));
    expect(entries.filter((entry) => entry.kind === 'deck_unlock')).toMatchObject([{ coinsDelta: -lockedDeck.price, reference: `deck:${lockedDeck.id}` }]);
    expect((await get(user, `/api/decks/favorite/${lockedDeck.id}-the-star`)).statusCode).toBe(200);
  });

  it('charges nothing for the free deck and refuses an unknown deck or a bad id', async () => {
    const user = await server.signUp();
    expect((await get(user, `/api/decks/unlock/${FREE_DECK_ID}`)).json()).toEqual({ success: true, coins: 0 });
    expect((await get(user, '/api/decks/unlock/99')).statusCode).toBe(400);
    const bad = await get(user, '/api/decks/unlock/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('id');
  });
});
