import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';

/** Runs up to `concurrency` jobs of one queue in this process (see startJobPump). */
export interface JobPump {
  /** Fetches at once, for a job just announced, instead of at the next poll. */
  wake(): void;
  /** Takes no more jobs and waits, up to `timeoutMs`, for the running ones to finish. */
  stop(timeoutMs: number): Promise<void>;
}

export interface JobPumpOptions {
  queue: string;
  concurrency: number;
  /** The safety net for a lost wake-up and for retries coming due; a wake-up normally fetches first. */
  pollIntervalMs: number;
  log: Logger;
}

class JobTimeoutError extends Error {
  override name = 'JobTimeoutError';
}

/**
 * Runs `work`, rejecting (and aborting its signal) when it outlives the job's expiry, so the job is
 * failed, and retried, by this process rather than by pg-boss's next maintenance.
 */
function withinSeconds(work: (signal: AbortSignal) => Promise<void>, seconds: number): Promise<void> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new JobTimeoutError(`the job ran past its ${seconds}-second expiry`);
      controller.abort(error);
      reject(error);
    }, seconds * 1000);
  });
  return Promise.race([work(controller.signal), expired]).finally(() => clearTimeout(timer));
}

/**
 * One fetch loop that keeps `concurrency` jobs running: each fetch asks pg-boss for as many jobs
 * as there are free slots, so a process costs one query per poll however many slots it has,
 * where pg-boss's own `work` needs one polling worker per concurrent job (its batches finish, and
 * fail, as one). Each job is completed or failed on its own; a failed one is retried by pg-boss.
 */
export function startJobPump<T>(boss: PgBoss, options: JobPumpOptions, handler: (job: PgBoss.JobWithMetadata<T>, signal: AbortSignal) => Promise<void>,
): JobPump {
  const { queue, concurrency, pollIntervalMs, log } = options;
  const running = new Set<Promise<void>>();
  let fetching = false;
  /** The fetch loop in flight, which stop waits for so no job it brings starts unwatched. */
  let filling = Promise.resolve();
  /** Another fetch is wanted once the one in flight returns: a wake-up came meanwhile, or it filled every slot. */
  let again = false;
  /** The last fetch filled every free slot, so more jobs may be waiting for the next slot to free. */
  let backlog = false;
  let stopped = false;

  const run = (job: PgBoss.JobWithMetadata<T>) => {
    // PostgreSQL sends the expiry as a numeric, which node-postgres hands over as a string.
    const settled = withinSeconds((signal) => handler(job, signal), Number(job.expireInSeconds))
      .then(
        () => boss.complete(queue, job.id),
        (error: unknown) => boss.fail(queue, job.id, { message: error instanceof Error ? error.message : String(error) }),
      )
      .catch((error: unknown) => log.error({ err: error, queue, jobId: job.id }, 'could not record the end of a job'))
      .finally(() => {
        running.delete(settled);
        if (backlog) void fill();
      });
    running.add(settled);
  };

  function fill(): Promise<void> {
    if (fetching) {
      again = true;
      return filling;
    }
    fetching = true;
    filling = drain();
    return filling;
  }

  async function drain(): Promise<void> {
    try {
      do {
        again = false;
        const free = concurrency - running.size;
        if (stopped) return;
        if (free <= 0) {
          backlog = true;
          return;
        }
        const jobs = await boss.fetch<T>(queue, { batchSize: free, includeMetadata: true });
        backlog = jobs.length === free;
        for (const job of jobs) run(job);
        if (backlog) again = true;
      } while (again);
    } catch (error) {
      // The database is away; the next poll or wake-up tries again.
      log.error({ err: error, queue }, 'could not fetch jobs');
    } finally {
      fetching = false;
    }
  }

  const poll = setInterval(() => void fill(), pollIntervalMs);
  void fill();
  return {
    wake: () => void fill(),
    async stop(timeoutMs) {
      stopped = true;
      clearInterval(poll);
      await filling;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      });
      await Promise.race([Promise.allSettled(running), timeout]);
      clearTimeout(timer);
    },
  };
}
