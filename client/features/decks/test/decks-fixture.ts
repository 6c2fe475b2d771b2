import type { Decks } from '#common/api/decks.ts';
import { toDeckView } from '#common/cards/deck-view.ts';
import { DECKS, FREE_DECK_ID } from '#common/cards/decks.ts';
import type { CannedResponse } from '#client/test/mock-fetch.ts';
import { pointsRecord } from '#client/test/mock-fetch.ts';
import { QUIET_SHELL } from '#client/test/quiet-shell.ts';
import { testProfile } from '#client/test/profile-fixture.ts';

/** `GET /api/decks/get` as the server answers it: every deck of the catalogue, those in `unlocked` (and the free one) open. */
export function decksResponse({ unlocked = [], favorites = [] }: { unlocked?: number[]; favorites?: string[] } = {}): Decks {
  return {
    decks: DECKS.map((deck) => toDeckView(deck, deck.id !== FREE_DECK_ID && !unlocked.includes(deck.id))),
    favorites,
  };
}

/** A signed-in, unlocked user's server for the deck pages, with `coins` and the given decks answer. */
export function deckServer({ coins = 0, decks = decksResponse() }: { coins?: number; decks?: Decks } = {}): Record<string, CannedResponse> {
  return {
    ...QUIET_SHELL,
    '/v1/profile/get': { body: testProfile('d'.repeat(32)) },
    '/v1/encryption/status': { body: { hasKey: true, unlocked: true, hint: null, cacheKey: null } },
    '/v1/profile/is-admin': { body: { isAdmin: false } },
    '/v1/reading/has_active_reading': { body: { hasActiveReading: false } },
    '/v1/points/get': { body: pointsRecord(20, 0, coins) },
    '/api/decks/get': { body: decks },
  };
}
