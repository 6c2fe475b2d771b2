import { describe, expect, it } from 'vitest';
import { createLocalProgressBus, type StatusNews } from './progress-bus.ts';

describe('the in-process progress bus', () => {
  it('tells status subscribers of every reading’s status events, never of partial text', async () => {
    const bus = createLocalProgressBus();
    const news: StatusNews[] = [];
    const stop = bus.subscribeStatuses((item) => news.push(item));
    await bus.publish({ readingId: 'reading-1', status: 'GENERATING' });
    await bus.publish({ readingId: 'reading-1', status: 'GENERATING', partial: { title: 'The Tower at dawn' } });
    await bus.publish({ readingId: 'reading-2', status: 'FAILED' });
    expect(news).toEqual([
      { kind: 'status', readingId: 'reading-1', status: 'GENERATING' },
      { kind: 'status', readingId: 'reading-2', status: 'FAILED' },
    ]);
    expect(bus.listenerCount()).toBe(1);
    stop();
    expect(bus.listenerCount()).toBe(0);
  });

  it('a reading id never collides with the status subscription', async () => {
    const bus = createLocalProgressBus();
    const heard: unknown[] = [];
    bus.subscribeStatuses((item) => heard.push(item));
    bus.subscribe('statuses', (event) => heard.push(event));
    await bus.publish({ readingId: 'statuses', status: 'ACTIVE', partial: { title: 'x' } });
    expect(heard).toEqual([{ readingId: 'statuses', status: 'ACTIVE', partial: { title: 'x' } }]);
  });
});
