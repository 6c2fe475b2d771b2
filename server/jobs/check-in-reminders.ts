import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Db } from '#server/db/database.ts';
import { user } from '#server/db/schema/auth.ts';
import { journalEntry } from '#server/db/schema/journal.ts';
import { reading } from '#server/db/schema/readings.ts';
import { checkInReminderEmail } from '#server/mail/check-in-email.ts';
import type { SendMail } from '#server/mail/smtp.ts';
import { QUEUES } from './boss.ts';

/** The queue of the scheduled reminders, created with the others (boss.ts); its jobs carry nothing. */
export const CHECK_IN_REMINDERS_QUEUE = QUEUES.checkInReminders;
/** Hourly, at an odd minute away from the purge's: a check-in is due on a day, so an hour late is on time. */
export const CHECK_IN_REMINDERS_CRON = '41 * * * *';
/** Reminders one run sends at most; the rest go at the next run, so one run never holds the mail server for long. */
const REMINDERS_PER_RUN = 500;

/** What the reminders need: where the mail goes out (none without a mail server) and the app's address for the link. */
export interface ReminderDeps {
  db: Db;
  send: SendMail | undefined;
  log: Logger;
  /** PUBLIC_URL, or the configured address: no request says which address the user knows. */
  publicUrl: string;
}

/** Where the reminder leads: the reading in the journal, which asks "How did it turn out?". */
export const journalUrlOf = (publicUrl: string, readingId: string) => `${publicUrl}/app/main/journal/${readingId}`;

/**
 * Emails every check-in due by `now` whose user asked for an email too, once each (docs/architecture.md#the-journal).
 * Only plain columns are read: the email carries the link and nothing of the reading. Each row is claimed (its
 * `check_in_emailed_at` set) before its email goes, so two runs never send one twice; an email the mail server refuses
 * gives its claim back and is tried at the next run. Without a mail server nothing is sent: the check-in still shows in
 * the app, and the reminders go once one is set up. Returns how many were emailed.
 */
export async function emailDueCheckIns({ db, send, log, publicUrl }: ReminderDeps, now = new Date()): Promise<number> {
  if (!send) return 0;
  const due = await db
    .select({ readingId: journalEntry.readingId, dueAt: journalEntry.checkInAt, email: user.email })
    .from(journalEntry)
    .innerJoin(reading, eq(reading.id, journalEntry.readingId))
    .innerJoin(user, eq(user.id, journalEntry.userId))
    .where(
      and(
        lte(journalEntry.checkInAt, now),
        eq(journalEntry.checkInByEmail, true),
        isNull(journalEntry.checkInEmailedAt),
        isNotNull(reading.savedAt),
      ),
    )
    .orderBy(asc(journalEntry.checkInAt))
    .limit(REMINDERS_PER_RUN);
  let emailed = 0;
  for (const { readingId, dueAt, email } of due) {
    const stillDue = and(eq(journalEntry.readingId, readingId), eq(journalEntry.checkInAt, dueAt!), eq(journalEntry.checkInByEmail, true));
    // The user may have answered or moved the check-in since the select: then the claim finds nothing.
    const claimed = await db
      .update(journalEntry)
      .set({ checkInEmailedAt: now })
      .where(and(stillDue, isNull(journalEntry.checkInEmailedAt)))
      .returning({ readingId: journalEntry.readingId });
    if (claimed.length === 0) continue;
    try {
      await send(checkInReminderEmail(email, journalUrlOf(publicUrl, readingId)));
      emailed += 1;
    } catch (error) {
      await db
        .update(journalEntry)
        .set({ checkInEmailedAt: null })
        .where(and(eq(journalEntry.readingId, readingId), eq(journalEntry.checkInEmailedAt, now)));
      const reason = error instanceof Error ? error.message : String(error);
      log.error({ component: 'mail', readingId, reason }, 'could not email a check-in reminder; the next run tries again');
    }
  }
  if (due.length > 0) log.info({ emailed, due: due.length }, 'emailed due check-in reminders');
  return emailed;
}

/**
 * Schedules the reminders and works them, as the purge is (purge.ts): pg-boss's cron on either database, one job per
 * slot whichever process works it.
 */
export async function workCheckInReminders({ boss, ...deps }: ReminderDeps & { boss: PgBoss }): Promise<string> {
  await boss.schedule(CHECK_IN_REMINDERS_QUEUE, CHECK_IN_REMINDERS_CRON);
  return boss.work(CHECK_IN_REMINDERS_QUEUE, { batchSize: 1 }, async () => ({ emailed: await emailDueCheckIns(deps) }));
}
