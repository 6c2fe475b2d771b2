import type PgBoss from 'pg-boss';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '#server/db/database.ts';
import { TEST_DB } from '#server/test/test-database.ts';
import { createTemporaryPostgres } from '#server/test/temporary-postgres.ts';
import { startBoss } from './boss.ts';
import { workPurge } from './purge.ts';

/** Processes started at once, as an orchestrator starts an API and workers on a new install. */
const PROCESSES = 4;
/**
 * Without one lock over pg-boss's whole set-up, about one round in four had a process fail with "deadlock
 * detected" (6 of 25 rounds): ten rounds show it nearly every time.
 */
const ROUNDS = 10;

const adminUrl = process.env.TEST_DATABASE_URL;
if (TEST_DB !== 'postgres') console.log('Concurrent queue set-up skipped on PGlite: one process owns it, so nothing starts beside it.');

/** What a worker process does with the queue as it starts (main.ts: createServices, then startWorkers). */
async function startLikeAWorker(url: string): Promise<{ database: Database; boss: PgBoss }> {
  const database = openPostgres(url, 3);
  const boss = await startBoss(database, url);
  // Dropping the database at the end cuts connections pg-boss may still hold as it stops; that is not a failure.
  boss.on('error', () => undefined);
  await workPurge({ boss, db: database.db, log: pino({ level: 'silent' }) });
  return { database, boss };
}

describe.skipIf(TEST_DB !== 'postgres')('processes starting together on a new PostgreSQL database', () => {
  it('all set up the job queue, each time', async () => {
    const failures: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const temporary = await createTemporaryPostgres(adminUrl!, 'concurrent_start');
      const outcomes = await Promise.allSettled(Array.from({ length: PROCESSES }, () => startLikeAWorker(temporary.url)));
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') failures.push(`round ${round + 1}: ${(outcome.reason as Error).message}`);
        else {
          await outcome.value.boss.stop({ graceful: false, wait: true });
          await outcome.value.database.close();
        }
      }
      await temporary.database.close();
      await temporary.drop();
    }
    expect(failures).toEqual([]);
    console.log(`${ROUNDS} rounds of ${PROCESSES} processes starting at once on a new database: every queue set up, 0 failures`);
  }, 120_000);
});
