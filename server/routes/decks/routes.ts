import type { FastifyInstance } from 'fastify';
import * as decks from '#common/api/decks.ts';
import { setFavorite } from '#server/commands/favorite-card.ts';
import { unlockDeck } from '#server/commands/unlock-deck.ts';
import type { Db } from '#server/db/database.ts';
import { loadDecks } from '#server/decks/deck-views.ts';
import { registerRoute } from '#server/http/route.ts';

/** The deck calls of docs/product.md#call-list (GETs, as the spec lists them). */
export function deckRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  registerRoute(app, decks.getDecks, (request) => loadDecks(db, request.user.id));

  registerRoute(app, decks.favoriteCard, async (request) => {
    await setFavorite(db, request.user.id, request.params.id, true);
    return { success: true };
  });

  registerRoute(app, decks.unfavoriteCard, async (request) => {
    await setFavorite(db, request.user.id, request.params.id, false);
    return { success: true };
  });

  registerRoute(app, decks.unlockDeck, async (request) => ({
    success: true as const,
    ...(await unlockDeck(db, request.user.id, request.params.id)),
  }));
}
