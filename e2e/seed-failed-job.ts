import { execFile } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

/** The error the seeded job failed with, as the queue dashboard shows it. */
export const SEEDED_FAILURE = 'Seeded failure: the health probe timed out';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Leaves one failed health-probe job in the embedded database under `dataDir`, before any server
 * opens it: a real failure would be a reading whose refund follows at once (and which no retry can
 * bring back), while a failed probe is safe to run again. Returns the job's id.
 *
 * Runs in a child process through tsx, as the server's sources do: the database code starts its own
 * child that needs the TypeScript loader, which Playwright's workers do not pass on.
 */
export async function seedFailedJob(dataDir: string): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), dataDir], { cwd: repoRoot });
  return stdout.trim();
}

async function seedInThisProcess(dataDir: string): Promise<string> {
  const { openDatabase } = await import('#server/db/open-database.ts');
  const { QUEUES, startBoss } = await import('#server/jobs/boss.ts');
  const database = await openDatabase({ databaseUrl: undefined, databasePoolSize: 1, dataDir, warn: () => undefined });
  try {
    const boss = await startBoss(database, undefined);
    try {
      const id = await boss.send(QUEUES.ping, {}, { retryLimit: 0 });
      if (id === null) throw new Error('pg-boss did not queue the probe');
      const [job] = await boss.fetch(QUEUES.ping);
      if (job?.id !== id) throw new Error('pg-boss handed out another job than the one just queued');
      await boss.fail(QUEUES.ping, id, { message: SEEDED_FAILURE });
      return id;
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: seed-failed-job.ts <data dir>');
  process.stdout.write(`${await seedInThisProcess(dataDir)}\n`);
}
