/** Which waiting line a task joins: `first` is always served before `normal`. */
export type WorkPriority = 'first' | 'normal';

export interface WorkLimiterOptions {
  /** Tasks that may run at once. */
  concurrency: number;
  /** Tasks that may wait per priority; one more is refused at once instead of queueing. */
  queueLimit: number;
  /** The error a refused task fails with. */
  busy: () => Error;
}

interface Waiter {
  start: () => void;
}

/**
 * Bounds concurrent work of one kind in this process: at most `concurrency` tasks run, up to
 * `queueLimit` more wait per priority (first come, first served), and the rest fail fast. A flood
 * then costs its senders quick refusals instead of making everyone wait behind it.
 */
export class WorkLimiter {
  private active = 0;
  private readonly waiting: Record<WorkPriority, Waiter[]> = { first: [], normal: [] };

  constructor(private readonly options: WorkLimiterOptions) {}

  /** Tasks running now. */
  get running(): number {
    return this.active;
  }

  /** Tasks waiting for a slot, of both priorities. */
  get queued(): number {
    return this.waiting.first.length + this.waiting.normal.length;
  }

  /**
   * Runs `task` when a slot is free; its slot is released however it ends.
   * @throws the `busy` error, without running the task, when its priority's queue is full.
   */
  async run<T>(task: () => Promise<T>, priority: WorkPriority = 'normal'): Promise<T> {
    if (this.active >= this.options.concurrency) {
      const line = this.waiting[priority];
      if (line.length >= this.options.queueLimit) throw this.options.busy();
      // The releasing task hands its slot over directly, so `active` never dips and lets a newcomer jump the line.
      await new Promise<void>((resolve) => line.push({ start: resolve }));
    } else {
      this.active += 1;
    }
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private release(): void {
    const next = this.waiting.first.shift() ?? this.waiting.normal.shift();
    if (next) next.start();
    else this.active -= 1;
  }
}
