import { eq } from 'drizzle-orm';
import type { Card, Deck } from '#common/api/decks.ts';
import { CATALOGUE } from '#common/cards/catalogue.ts';
import { DECKS, type DeckDefinition, deckCardId, FREE_DECK_ID } from '#common/cards/decks.ts';
import type { Db } from '#server/db/database.ts';
import { cardFavorite, deckUnlock } from '#server/db/schema/decks.ts';

/** The ids of the decks this user may use: the free deck and those bought. */
export async function unlockedDeckIds(db: Db, userId: string): Promise<Set<number>> {
  const rows = await db.select({ deckId: deckUnlock.deckId }).from(deckUnlock).where(eq(deckUnlock.userId, userId));
  return new Set([FREE_DECK_ID, ...rows.map((row) => row.deckId)]);
}

/** A deck as the API returns it (SPEC §3): every card inherits `locked` from its deck. */
export function toDeckView(deck: DeckDefinition, locked: boolean): Deck {
  const cards: Card[] = CATALOGUE.map((card) => ({
    id: deckCardId(deck.id, card.slug),
    name: card.name,
    reversed: false,
    locked,
    mainColor: card.mainColor,
    deckImageSrc: `art:${deck.style}/${card.slug}`,
    elementIcon: card.element,
    starsignIcon: card.astrology,
    cost: card.cost,
  }));
  const { id, name, style, tagline, story, price } = deck;
  return { id, name, style, tagline, story, price, locked, cards };
}

/** Every deck with this user's locks, and this user's favourites only. */
export async function loadDecks(db: Db, userId: string): Promise<{ decks: Deck[]; favorites: string[] }> {
  const unlocked = await unlockedDeckIds(db, userId);
  const favorites = await db.select({ cardId: cardFavorite.cardId }).from(cardFavorite).where(eq(cardFavorite.userId, userId));
  return {
    decks: DECKS.map((deck) => toDeckView(deck, !unlocked.has(deck.id))),
    favorites: favorites.map((row) => row.cardId),
  };
}
