import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type PgBoss from 'pg-boss';
import * as readings from '#common/api/readings.ts';
import { safetyStopFor } from '#common/safety/safety-stop.ts';
import { SPREAD_TYPES } from '#common/domain/spreads.ts';
import { MAX_SAVED_READINGS } from '#common/limits.ts';
import {
  deleteReading,
  discardActiveReading,
  discardOldestSaved,
  saveActiveReading,
  savedCount,
  setActiveReading,
} from '#server/commands/reading-lifecycle.ts';
import { startClarifier } from '#server/commands/start-clarifier.ts';
import { startReading } from '#server/commands/start-reading.ts';
import { startSpecialReading } from '#server/commands/start-special-reading.ts';
import type { Db } from '#server/db/database.ts';
import { reading } from '#server/db/schema/readings.ts';
import { readKeyCookie } from '#server/encryption/key-cookie.ts';
import { openSessionPrivateKey } from '#server/encryption/session-private-key.ts';
import type { JobWakeUp } from '#server/jobs/job-wake-up.ts';
import { registerRoute } from '#server/http/route.ts';
import { createCommitment } from '#server/readings/commitments.ts';
import type { ProgressBus } from '#server/readings/progress-bus.ts';
import { activeReading, ownReading, queuePosition, requireUnlocked, toReadingView } from '#server/readings/reading-view.ts';

export interface ReadingRouteOptions {
  db: Db;
  boss: PgBoss;
  jobKey: Buffer;
  /** Announces a started reading's job to the workers of every process. */
  jobWakeUp: JobWakeUp;
  /** Told when a queued reading is discarded: the readings behind it move up (live-readings.ts). */
  progress: ProgressBus;
}

/** The reading calls of docs/product.md#call-list, except the SSE stream (events.ts). */
export function readingRoutes(app: FastifyInstance, { db, boss, jobKey, jobWakeUp, progress }: ReadingRouteOptions): void {
  const privateKeyOf = async (request: FastifyRequest) => requireUnlocked(await openSessionPrivateKey(db, request.user, readKeyCookie(request)));
  const ok = { success: true };

  registerRoute(app, readings.getSpreadTypes, async () => [...SPREAD_TYPES]);

  registerRoute(app, readings.getCommitment, (request) => createCommitment(db, request.user.id));

  registerRoute(app, readings.startReading, async (request) => {
    // Before anything is checked, drawn or charged: a question that shows someone in danger gets help, never a reading
    // nor an error about gems or cards (docs/product.md#safety).
    const stop = safetyStopFor(request.body.question);
    if (stop) return stop;
    const deps = { db, boss, jobKey, jobWakeUp };
    switch (request.params.kind) {
      case 'reading':
        return startReading(deps, request.user, request.body);
      case 'clarifier':
        return startClarifier(deps, request.user, request.body, await privateKeyOf(request));
      case 'special':
        return startSpecialReading(deps, request.user, request.body);
    }
  });

  registerRoute(app, readings.getReading, async (request) => {
    const row = await ownReading(db, request.user.id, request.params.id);
    return toReadingView(db, row, await privateKeyOf(request));
  });

  registerRoute(app, readings.getReadingInfo, async (request) => {
    const view = await toReadingView(db, await ownReading(db, request.user.id, request.params.id), await privateKeyOf(request));
    return { id: view.id, title: view.title, summary: view.summary };
  });

  registerRoute(app, readings.getActiveReading, async (request) => {
    const row = await activeReading(db, request.user.id);
    return row ? toReadingView(db, row, await privateKeyOf(request)) : null;
  });

  registerRoute(app, readings.hasActiveReading, async (request) => ({
    hasActiveReading: (await activeReading(db, request.user.id)) !== undefined,
  }));

  registerRoute(app, readings.isInQueue, async (request) => {
    const row = await activeReading(db, request.user.id);
    const inQueue = row?.status === 'QUEUED';
    return { inQueue, position: inQueue ? await queuePosition(db, row) : null };
  });

  registerRoute(app, readings.saveReading, async (request) => {
    await saveActiveReading(db, request.user.id);
    return ok;
  });

  registerRoute(app, readings.canSaveReading, async (request) => ({
    canSave: (await savedCount(db, request.user.id)) < MAX_SAVED_READINGS,
  }));

  registerRoute(app, readings.discardOldest, async (request) => ({
    id: await discardOldestSaved(db, request.user.id),
  }));

  registerRoute(app, readings.setActiveReading, async (request) => {
    await setActiveReading(db, request.user.id, request.params.id);
    return ok;
  });

  registerRoute(app, readings.deleteActiveReading, async (request) => {
    const discarded = await discardActiveReading(db, request.user.id);
    if (discarded?.status === 'QUEUED') await progress.publish({ readingId: discarded.id, status: discarded.status });
    return ok;
  });

  registerRoute(app, readings.deleteReading, async (request) => {
    await deleteReading(db, request.user.id, request.params.id);
    return ok;
  });

  registerRoute(app, readings.getReadingIds, async (request) => {
    const rows = await db
      .select({ id: reading.id })
      .from(reading)
      .where(and(eq(reading.userId, request.user.id), isNotNull(reading.savedAt)))
      .orderBy(desc(reading.savedAt));
    return { ids: rows.map((row) => row.id) };
  });
}

