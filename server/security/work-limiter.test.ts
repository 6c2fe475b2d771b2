import { describe, expect, it } from 'vitest';
import { WorkLimiter } from './work-limiter.ts';

class Busy extends Error {}

/** A task that finishes (or fails) when the test says so, recording how many tasks ran at once. */
function gate(limiter: WorkLimiter, peak: { value: number }) {
  let finish!: (fail?: boolean) => void;
  const done = new Promise<void>((resolve, reject) => {
    finish = (fail) => (fail ? reject(new Error('task failed')) : resolve());
  });
  const task = async () => {
    peak.value = Math.max(peak.value, limiter.running);
    await done;
    return 'ok';
  };
  return { task, finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('WorkLimiter', () => {
  it('never runs more than its concurrency at once, and starts waiting tasks as slots free', async () => {
    const limiter = new WorkLimiter({ concurrency: 2, queueLimit: 10, busy: () => new Busy() });
    const peak = { value: 0 };
    const gates = Array.from({ length: 6 }, () => gate(limiter, peak));
    const results = gates.map(({ task }) => limiter.run(task));
    await settle();
    expect(limiter.running).toBe(2);
    expect(limiter.queued).toBe(4);
    for (const { finish } of gates) {
      finish();
      await settle();
      expect(limiter.running).toBeLessThanOrEqual(2);
    }
    expect(await Promise.all(results)).toEqual(Array(6).fill('ok'));
    expect(peak.value).toBe(2);
    expect(limiter.running).toBe(0);
  });

  it('refuses at once, without running it, a task that finds its queue full', async () => {
    const limiter = new WorkLimiter({ concurrency: 1, queueLimit: 2, busy: () => new Busy() });
    const peak = { value: 0 };
    const gates = Array.from({ length: 3 }, () => gate(limiter, peak));
    const accepted = gates.map(({ task }) => limiter.run(task));
    let ran = false;
    await expect(
      limiter.run(async () => {
        ran = true;
      }),
    ).rejects.toBeInstanceOf(Busy);
    expect(ran).toBe(false);
    gates.forEach(({ finish }) => finish());
    await Promise.all(accepted);
  });

  it('releases the slot of a task that fails', async () => {
    const limiter = new WorkLimiter({ concurrency: 1, queueLimit: 1, busy: () => new Busy() });
    const peak = { value: 0 };
    const failing = gate(limiter, peak);
    const failed = limiter.run(failing.task);
    const next = limiter.run(async () => 'next');
    failing.finish(true);
    await expect(failed).rejects.toThrow('task failed');
    expect(await next).toBe('next');
    expect(limiter.running).toBe(0);
    expect(await limiter.run(async () => 'again')).toBe('again');
  });

  it('starts first-priority work before normal work that waited longer, each line with its own bound', async () => {
    const limiter = new WorkLimiter({ concurrency: 1, queueLimit: 2, busy: () => new Busy() });
    const peak = { value: 0 };
    const running = gate(limiter, peak);
    const order: string[] = [];
    const first = limiter.run(running.task);
    const waiting = [
      limiter.run(async () => order.push('normal 1')),
      limiter.run(async () => order.push('normal 2')),
      limiter.run(async () => order.push('first'), 'first'),
    ];
    // The normal line is full; the first line still has room.
    await expect(limiter.run(async () => 0)).rejects.toBeInstanceOf(Busy);
    running.finish();
    await Promise.all([first, ...waiting]);
    expect(order).toEqual(['first', 'normal 1', 'normal 2']);
  });
});
