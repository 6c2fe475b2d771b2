import { z } from 'zod';
import { dbText } from './text.ts';

/** A card as the client sees it (SPEC §3). `locked` is inherited from the deck. */
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
  cost: z.number().int().nonnegative(),
});
export type Card = z.infer<typeof CardSchema>;

export const DeckSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  style: z.enum(['gilded', 'celestial', 'ink']),
  tagline: z.string(),
  story: z.string(),
  locked: z.boolean(),
  /** Coins to unlock; 0 for the free deck. */
  price: z.number().int().nonnegative(),
  cards: z.array(CardSchema),
});
export type Deck = z.infer<typeof DeckSchema>;

/** `GET /api/decks/get`. */
export const DecksSchema = z.object({ decks: z.array(DeckSchema), favorites: z.array(z.string()) });
export type Decks = z.infer<typeof DecksSchema>;

export const CardIdParams = z.object({ id: dbText('The card id').min(1).max(64) });
export const DeckIdParams = z.object({ id: z.coerce.number().int().nonnegative() });
export const DeckActionResultSchema = z.object({ success: z.boolean() });
/** `GET /api/decks/unlock/{id}`: the coins left after unlocking (or finding it already unlocked). */
export const DeckUnlockResultSchema = z.object({ success: z.literal(true), coins: z.number().int().nonnegative() });
