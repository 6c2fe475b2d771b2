import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type PgBoss from 'pg-boss';
import {
  CanSaveReadingSchema,
  CommitmentSchema,
  DiscardOldestSchema,
  HasActiveReadingSchema,
  IsInQueueSchema,
  ReadingIdParams,
  ReadingIdsSchema,
  ReadingInfoSchema,
  ReadingRequestSchema,
  ReadingSchema,
  ReadingVersionQuery,
  SpreadTypesSchema,
  StartParams,
  StartResultSchema,
  SuccessSchema,
} from '#common/api/readings.ts';
import { SPREAD_TYPES } from '#common/domain/spreads.ts';
import {
  deleteReading,
  discardActiveReading,
  discardOldestSaved,
  MAX_SAVED_READINGS,
  saveActiveReading,
  savedCount,
  setActiveReading,
} from '#server/commands/reading-lifecycle.ts';
import { startReading } from '#server/commands/start-reading.ts';
import type { Db } from '#server/db/database.ts';
import { reading } from '#server/db/schema/readings.ts';
import { readKeyCookie } from '#server/encryption/key-cookie.ts';
import { openSessionPrivateKey } from '#server/encryption/session-private-key.ts';
import { badRequest } from '#server/http/errors.ts';
import { createCommitment } from '#server/readings/commitments.ts';
import { activeReading, ownReading, queuePosition, requireUnlocked, toReadingView } from '#server/readings/reading-view.ts';

export interface ReadingRouteOptions {
  db: Db;
  boss: PgBoss;
  jobKey: Buffer;
  /** Workers in this process: woken right after a start so pickup does not wait for their poll. */
  readingWorkers: readonly string[];
}

/** The reading calls of SPEC §7 and DESIGN §5–6, except the SSE stream (events.ts). */
export function readingRoutes(app: FastifyInstance, { db, boss, jobKey, readingWorkers }: ReadingRouteOptions): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const privateKeyOf = async (request: FastifyRequest) => requireUnlocked(await openSessionPrivateKey(db, request.user, readKeyCookie(request)));
  const ok = { success: true };

  routes.get('/v1/reading/spread-types', { schema: { response: { 200: SpreadTypesSchema } } }, async () => [...SPREAD_TYPES]);

  routes.get('/v1/reading/commitment', { schema: { response: { 200: CommitmentSchema } } }, (request) => createCommitment(db, request.user.id));

  routes.post('/v1/reading/start/:kind', { schema: { params: StartParams, body: ReadingRequestSchema, response: { 200: StartResultSchema } } }, async (request) => {
    if (request.params.kind !== 'reading') throw badRequest('Clarifier and bonus readings are not available yet.', 'kind');
    const started = await startReading({ db, boss, jobKey }, request.user, request.body);
    for (const worker of readingWorkers) boss.notifyWorker(worker);
    return started;
  });

  routes.get('/v1/reading/get_reading/:id', { schema: { params: ReadingIdParams, querystring: ReadingVersionQuery, response: { 200: ReadingSchema } } }, async (request) => {
    const row = await ownReading(db, request.user.id, request.params.id);
    return toReadingView(db, row, await privateKeyOf(request));
  });

  routes.get('/v1/reading/get_reading_info/:id', { schema: { params: ReadingIdParams, response: { 200: ReadingInfoSchema } } }, async (request) => {
    const view = await toReadingView(db, await ownReading(db, request.user.id, request.params.id), await privateKeyOf(request));
    return { id: view.id, title: view.title, summary: view.summary };
  });

  routes.get('/v1/reading/get_active_reading', { schema: { response: { 200: ReadingSchema.nullable() } } }, async (request) => {
    const row = await activeReading(db, request.user.id);
    return row ? toReadingView(db, row, await privateKeyOf(request)) : null;
  });

  routes.get('/v1/reading/has_active_reading', { schema: { response: { 200: HasActiveReadingSchema } } }, async (request) => ({
    hasActiveReading: (await activeReading(db, request.user.id)) !== undefined,
  }));

  routes.get('/v1/reading/is_in_queue', { schema: { response: { 200: IsInQueueSchema } } }, async (request) => {
    const row = await activeReading(db, request.user.id);
    const inQueue = row?.status === 'QUEUED';
    return { inQueue, position: inQueue ? await queuePosition(db, row) : null };
  });

  routes.get('/v1/reading/save_reading', { schema: { response: { 200: SuccessSchema } } }, async (request) => {
    await saveActiveReading(db, request.user.id);
    return ok;
  });

  routes.get('/v1/reading/can_save_reading', { schema: { response: { 200: CanSaveReadingSchema } } }, async (request) => ({
    canSave: (await savedCount(db, request.user.id)) < MAX_SAVED_READINGS,
  }));

  routes.get('/v1/reading/discard_oldest', { schema: { response: { 200: DiscardOldestSchema } } }, async (request) => ({
    id: await discardOldestSaved(db, request.user.id),
  }));

  routes.post('/v1/reading/set_active/:id', { schema: { params: ReadingIdParams, response: { 200: SuccessSchema } } }, async (request) => {
    await setActiveReading(db, request.user.id, request.params.id);
    return ok;
  });

  routes.get('/v1/reading/delete_reading/active', { schema: { response: { 200: SuccessSchema } } }, async (request) => {
    await discardActiveReading(db, request.user.id);
    return ok;
  });

  routes.get('/v1/reading/delete_reading/:id', { schema: { params: ReadingIdParams, response: { 200: SuccessSchema } } }, async (request) => {
    await deleteReading(db, request.user.id, request.params.id);
    return ok;
  });

  routes.get('/v1/reading/get_reading_ids', { schema: { response: { 200: ReadingIdsSchema } } }, async (request) => {
    const rows = await db
      .select({ id: reading.id })
      .from(reading)
      .where(and(eq(reading.userId, request.user.id), isNotNull(reading.savedAt)))
      .orderBy(desc(reading.savedAt));
    return { ids: rows.map((row) => row.id) };
  });
}

