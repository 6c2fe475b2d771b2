import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CardIdParams, DeckActionResultSchema, DeckIdParams, DecksSchema, DeckUnlockResultSchema } from '#common/api/decks.ts';
import { setFavorite } from '#server/commands/favorite-card.ts';
import { unlockDeck } from '#server/commands/unlock-deck.ts';
import type { Db } from '#server/db/database.ts';
import { loadDecks } from '#server/decks/deck-views.ts';

/** The deck calls of SPEC §7 (GETs, as the spec lists them). */
export function deckRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/decks/get', { schema: { response: { 200: DecksSchema } } }, (request) => loadDecks(db, request.user.id));

  routes.get('/api/decks/favorite/:id', { schema: { params: CardIdParams, response: { 200: DeckActionResultSchema } } }, async (request) => {
    await setFavorite(db, request.user.id, request.params.id, true);
    return { success: true };
  });

  routes.get('/api/decks/unfavorite/:id', { schema: { params: CardIdParams, response: { 200: DeckActionResultSchema } } }, async (request) => {
    await setFavorite(db, request.user.id, request.params.id, false);
    return { success: true };
  });

  routes.get('/api/decks/unlock/:id', { schema: { params: DeckIdParams, response: { 200: DeckUnlockResultSchema } } }, async (request) => ({
    success: true as const,
    ...(await unlockDeck(db, request.user.id, request.params.id)),
  }));
}
