import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Db } from '#server/db/database.ts';
import type { Oracle } from '#server/oracle/oracle.ts';
import type { ProgressBus } from '#server/readings/progress-bus.ts';

/** What a job of the reading queue needs, a reading's (generate-reading.ts) or a clarifier's (generate-clarifier.ts). */
export interface GenerateReadingDeps {
  db: Db;
  boss: PgBoss;
  jobKey: Buffer;
  oracle: Oracle;
  progress: ProgressBus;
  log: Logger;
}
