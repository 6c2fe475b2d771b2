import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { storableErrorMessage } from '#server/db/errors.ts';
import { retryWhileDatabaseUnavailable } from '#server/db/retry-while-unavailable.ts';

/** Runs up to `concurrency` jobs of one queue in this process (see startJobPump). */
export interface JobPump {
  /** Fetches at once, for a job just announced, instead of at the next poll. */
  wake(): void;
  /**
   * Takes no more jobs and waits, up to `timeoutMs`, for the running ones to finish; those still running then are
   * aborted and handed back to pg-boss as failed attempts, so another worker retries them at once rather than
   * after their expiry. Later calls return the first call's promise.
   */
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

class WorkerStoppedError extends Error {
  override name = 'WorkerStoppedError';
}

/** After aborting the last running jobs, how long stop waits for them to unwind and for their hand-back to be recorded. */
const HAND_BACK_MS = 2_000;

/**
 * Runs `work`, rejecting (and aborting its signal) when it outlives the job's expiry or the worker stops, so the job
 * is failed, and retried, by this process rather than by pg-boss's maintenance after the expiry. `unwound` settles
 * once `work` itself has returned.
 */
function withinSeconds(work: (signal: AbortSignal) => Promise<void>, seconds: number, stopped: AbortSignal): { result: Promise<void>; unwound: Promise<unknown> } {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let onStop: (() => void) | undefined;
  const ended = new Promise<never>((_, reject) => {
    const end = (error: Error) => {
      controller.abort(error);
      reject(error);
    };
    timer = setTimeout(() => end(new JobTimeoutError(`the job ran past its ${seconds}-second expiry`)), seconds * 1000);
    onStop = () => end(new WorkerStoppedError('the worker stopped before the job finished'));
    if (stopped.aborted) onStop();
    else stopped.addEventListener('abort', onStop, { once: true });
  });
  const running = work(controller.signal);
  const result = Promise.race([running, ended]).finally(() => {
    clearTimeout(timer);
    if (onStop) stopped.removeEventListener('abort', onStop);
  });
  return { result, unwound: running.catch(() => undefined) };
}

/** Resolves when `promise` settles or after `ms`, whichever comes first. */
async function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([promise.then(() => undefined, () => undefined), timeout]);
  clearTimeout(timer);
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
  /** The handlers themselves, which may still be unwinding after their job was handed back. */
  const unwinding = new Set<Promise<unknown>>();
  /** Aborted when stop gives up waiting: the jobs still running are handed back. */
  const handBack = new AbortController();
  let stopping: Promise<void> | undefined;
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
    const attempt = withinSeconds((signal) => handler(job, signal), Number(job.expireInSeconds), handBack.signal);
    unwinding.add(attempt.unwound);
    void attempt.unwound.then(() => unwinding.delete(attempt.unwound));
    // A database restart must not strand the job as active until it expires: recording its end is
    // tried again until then, after which pg-boss retries the job itself.
    const recordUntil = Date.now() + Number(job.expireInSeconds) * 1000;
    const settled = attempt.result
      .then(
        () => retryWhileDatabaseUnavailable(() => boss.complete(queue, job.id), recordUntil),
        (error: unknown) =>
          retryWhileDatabaseUnavailable(() => boss.fail(queue, job.id, { message: storableErrorMessage(error) }), recordUntil),
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
    stop(timeoutMs) {
      stopping ??= (async () => {
        stopped = true;
        clearInterval(poll);
        await filling;
        await settledWithin(Promise.allSettled(running), timeoutMs);
        if (running.size === 0) return;
        log.warn({ queue, jobs: running.size }, 'handing back the jobs still running as this worker stops');
        handBack.abort();
        await settledWithin(Promise.allSettled([...running, ...unwinding]), HAND_BACK_MS);
      })();
      return stopping;
    },
  };
}
