import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { outageLog } from './outage-log.ts';

describe('outageLog', () => {
  it('logs an outage’s first refusal, then one line per interval counting the refusals in between', () => {
    let now = 1_000;
    const warn = vi.fn();
    const log = { warn } as unknown as FastifyBaseLogger;
    const logOutage = outageLog('warn', 'database unavailable', 10_000, () => now);

    for (let request = 0; request < 500; request += 1) {
      logOutage(log, new Error('connect ECONNREFUSED'));
      now += 10; // 500 refusals in 5 s
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatchObject({ refusedSinceLastLine: 0 });

    now = 10_999;
    logOutage(log, new Error('connect ECONNREFUSED'));
    expect(warn).toHaveBeenCalledTimes(1);
    now = 11_000;
    logOutage(log, new Error('connect ECONNREFUSED'));
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1]).toEqual([expect.objectContaining({ refusedSinceLastLine: 500 }), 'database unavailable']);
    console.log('500 refusals in 5 s of outage: 1 log line; the next, 10 s after the first, counts the 500 in between');
  });
});
