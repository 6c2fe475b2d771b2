import type PgBoss from 'pg-boss';
import { QUEUES } from './boss.ts';

export interface PingResult {
  pong: true;
  database: string;
}

/**
 * The smallest real job: proves that the queue, a worker and the database round-trip in this mode.
 * Used by the integration tests on both databases.
 */
export async function workPing(boss: PgBoss, database: string): Promise<string> {
  return boss.work(QUEUES.ping, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async (): Promise<PingResult> => ({ pong: true, database }));
}
