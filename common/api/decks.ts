import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { dbText } from './text.ts';

/** A card as the client sees it (docs/product.md#card-and-deck). `locked` is inherited from the deck. */
export const CardSchema = z.object({
  id: z.string(),
  name: z.string(),
  reversed: z.boolean(),
  locked: z.boolean(),
  mainColor: z.string(),
  /** Where the card's art comes from: `art:{style}/{slug}`, drawn procedurally by the client (no image files). */
  deckImageSrc: z.string(),
  elementIcon: z.string(),
  starsignIcon: z.string(),
  cost: z.number().check(z.int(), z.nonnegative()),
});
export type Card = z.infer<typeof CardSchema>;

export const DeckSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  style: z.enum(['gilded', 'celestial', 'ink']),
  tagline: z.string(),
  story: z.string(),
  locked: z.boolean(),
  /** Coins to unlock; 0 for the free deck. */
  price: z.number().check(z.int(), z.nonnegative()),
  cards: z.array(CardSchema),
});
export type Deck = z.infer<typeof DeckSchema>;

/** Every deck with its cards and locks, and the user's favorite card ids. */
export const DecksSchema = z.object({ decks: z.array(DeckSchema), favorites: z.array(z.string()) });
export type Decks = z.infer<typeof DecksSchema>;

export const CardIdParams = z.object({ id: dbText('The card id').check(z.minLength(1), z.maxLength(64)) });
export const DeckIdParams = z.object({ id: z.coerce.number().check(z.int(), z.nonnegative()) });
export const DeckActionResultSchema = z.object({ success: z.boolean() });
/** The coins left after unlocking a deck (or finding it already unlocked). */
export const DeckUnlockResultSchema = z.object({ success: z.literal(true), coins: z.number().check(z.int(), z.nonnegative()) });

/* The deck calls of docs/product.md#call-list: GETs, as the spec lists them, even those that change something. */

/** Every deck with its cards and locks, and the user's favorite card ids. */
export const getDecks = defineEndpoint({ method: 'GET', path: '/api/decks/get', response: DecksSchema });

/** Marks a card (by card id) a favorite. */
export const favoriteCard = defineEndpoint({ method: 'GET', path: '/api/decks/favorite/:id', params: CardIdParams, response: DeckActionResultSchema });

/** Removes a card (by card id) from the favorites. */
export const unfavoriteCard = defineEndpoint({
  method: 'GET',
  path: '/api/decks/unfavorite/:id',
  params: CardIdParams,
  response: DeckActionResultSchema,
});

/** Unlocks a deck (by deck id), paid in coins. */
export const unlockDeck = defineEndpoint({ method: 'GET', path: '/api/decks/unlock/:id', params: DeckIdParams, response: DeckUnlockResultSchema });
