import type { Services } from '#server/services.ts';
import { workGenerateReading } from './generate-reading.ts';
import { workPing } from './ping.ts';
import { workPurge } from './purge.ts';

/** Starts every job worker in this process (role worker, or all). */
export async function startWorkers(services: Services): Promise<void> {
  await workPing(services.boss, services.database.kind);
  services.readingWorkers.push(...(await workGenerateReading({ db: services.database.db, ...services })));
  await workPurge({ boss: services.boss, db: services.database.db, log: services.log });
}
