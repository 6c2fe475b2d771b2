import { smtpSender } from '#server/mail/smtp.ts';
import type { Services } from '#server/services.ts';
import { QUEUES } from './boss.ts';
import { workCheckInReminders } from './check-in-reminders.ts';
import { workGeneration } from './generation.ts';
import { workPing } from './ping.ts';
import { workPurge } from './purge.ts';

/**
 * Starts every job worker in this process (role worker, or all) and wakes the reading worker when
 * any process announces a reading job. `readingPollMs` overrides the safety-net poll (tests).
 */
export async function startWorkers(services: Services, options: { readingPollMs?: number } = {}): Promise<void> {
  await workPing(services.boss, services.database.kind);
  const readings = await workGeneration({ db: services.database.db, ...services }, services.env.readingConcurrency, options.readingPollMs);
  services.jobPumps.push(readings);
  await services.jobWakeUp.subscribe((queue) => {
    if (queue === QUEUES.generateReading) readings.wake();
  });
  await workPurge({ boss: services.boss, db: services.database.db, log: services.log });
  const { env, boss, database, log } = services;
  await workCheckInReminders({ boss, db: database.db, log, send: env.mail ? smtpSender(env.mail) : undefined, publicUrl: env.publicUrl });
}
