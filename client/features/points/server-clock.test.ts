import { describe, expect, it } from 'vitest';
import type { Points } from '#common/api/points.ts';
import { gemProgress } from '#common/domain/gem-progress.ts';
import { serverClockOffset } from './server-clock.ts';

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 5, 1, 12);
const record = (points: number, carryOverMilliseconds = 0): Points => ({
  points,
  millisecondsPerPoint: 20 * MINUTE,
  carryOverMilliseconds,
  lastUpdate: NOW,
  maxPoints: 36,
  extraPoints: 0,
  coins: 0,
});

/** What the server answers at `serverNow`, by the same pure function it uses. */
const serverSays = (r: Points, serverNow: number) => gemProgress(r, serverNow);

describe('serverClockOffset', () => {
  it('is 0 when both clocks agree', () => {
    const r = record(30, 5 * MINUTE);
    expect(serverClockOffset(r, serverSays(r, NOW + 3 * MINUTE), NOW + 3 * MINUTE)).toBe(0);
  });

  it('recovers a server clock running ahead, so the next gem comes when the server says', () => {
    const r = record(30);
    const offset = serverClockOffset(r, serverSays(r, NOW + 7 * MINUTE), NOW + 4 * MINUTE);
    expect(offset).toBe(3 * MINUTE);
    expect(gemProgress(r, NOW + 4 * MINUTE + offset).msUntilNextGem).toBe(13 * MINUTE);
  });

  it('recovers a server clock running behind', () => {
    const r = record(30);
    expect(serverClockOffset(r, serverSays(r, NOW + 5 * MINUTE), NOW + 7 * MINUTE)).toBe(-2 * MINUTE);
  });

  it('is not thrown off when a gem arrived on the server that the browser has not counted yet', () => {
    const r = record(30);
    // The server is 2 minutes ahead: the browser sees 1 minute left, the server already starts on the next gem.
    expect(serverClockOffset(r, serverSays(r, NOW + 21 * MINUTE), NOW + 19 * MINUTE)).toBe(2 * MINUTE);
  });

  it('is 0 when either side is full: a full balance tells nothing about the clock', () => {
    const full = record(36);
    expect(serverClockOffset(full, serverSays(full, NOW), NOW + MINUTE)).toBe(0);
    const almost = record(35, 19 * MINUTE);
    expect(serverClockOffset(almost, { msUntilNextGem: 0, fraction: 1, full: true }, NOW)).toBe(0);
  });
});
