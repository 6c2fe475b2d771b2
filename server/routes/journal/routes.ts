import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as journal from '#common/api/journal.ts';
import type { Db } from '#server/db/database.ts';
import { readKeyCookie } from '#server/encryption/key-cookie.ts';
import { openSessionPrivateKey } from '#server/encryption/session-private-key.ts';
import { registerRoute } from '#server/http/route.ts';
import { dueCheckIns, setCheckIn } from '#server/journal/check-in.ts';
import { entryRow, toEntryView } from '#server/journal/entry-view.ts';
import { journalHistory } from '#server/journal/history.ts';
import { journalPage } from '#server/journal/journal-page.ts';
import { recordOutcome, saveEntry } from '#server/journal/write-entry.ts';
import { ownReading, requireUnlocked } from '#server/readings/reading-view.ts';

export interface JournalRouteOptions {
  db: Db;
}

/** The journal calls of docs/product.md#the-journal: entries, their history, check-ins and the journal's pages. */
export function journalRoutes(app: FastifyInstance, { db }: JournalRouteOptions): void {
  const privateKeyOf = async (request: FastifyRequest) => requireUnlocked(await openSessionPrivateKey(db, request.user, readKeyCookie(request)));
  // Everything but the due check-ins answers what the user wrote, so a locked session changes nothing either.
  const writerOf = async (request: FastifyRequest<{ Params: { id: string } }>) => ({
    userId: request.user.id,
    readingId: request.params.id,
    privateKey: await privateKeyOf(request),
  });

  registerRoute(app, journal.getJournalPage, async (request) => journalPage(db, request.user.id, request.query, await privateKeyOf(request)));

  registerRoute(app, journal.getJournalEntry, async (request) => {
    const { id } = await ownReading(db, request.user.id, request.params.id);
    return toEntryView(id, await entryRow(db, id), await privateKeyOf(request));
  });

  registerRoute(app, journal.saveJournalEntry, async (request) => saveEntry(db, await writerOf(request), request.body));

  registerRoute(app, journal.getJournalHistory, async (request) => {
    const { id } = await ownReading(db, request.user.id, request.params.id);
    return { versions: await journalHistory(db, id, await privateKeyOf(request)) };
  });

  registerRoute(app, journal.setCheckIn, async (request) => {
    const writer = await writerOf(request);
    return toEntryView(writer.readingId, await setCheckIn(db, writer, request.body), writer.privateKey);
  });

  registerRoute(app, journal.answerCheckIn, async (request) => recordOutcome(db, await writerOf(request), request.body));

  registerRoute(app, journal.getDueCheckIns, async (request) => ({ due: await dueCheckIns(db, request.user.id) }));
}
