import { act, screen, within } from '@testing-library/react';
import type { Declaration } from '#common/api/endpoint.ts';
import { getPoints } from '#common/api/points.ts';
import { canSaveReading, getActiveReading, getReading, getSpreadTypes, hasActiveReading, type Reading } from '#common/api/readings.ts';
import { shuffleFromSeed } from '#common/domain/shuffle.ts';
import { SPREAD_TYPES } from '#common/domain/spreads.ts';
import { TEST_SEED } from '#client/test/reading-fixture.ts';
import { renderPage } from '#client/features/readings/testing/render-page.tsx';
import { type ApiMock, type ApiRoute, type MockedRequest, mockApi, refusal } from '#client/test/mock-api.ts';
import { pointsRecord } from '#client/test/mock-fetch.ts';
import { Component as ResultPage } from './result-page.tsx';

/** What the result page's tests share: its route, the API it calls, and queries for what it shows. */

export const PATTERN = '/app/main/reading/result/:readingId/:clarifierPosition/:spreadCount?';

/**
 * Answers the calls the result page makes, `reading` being the active reading and the one its id names; any other
 * id is not found. The `extra` routes come first, so they may answer one of these calls differently.
 */
export function server(reading: Reading | null, extra: readonly ApiRoute<Declaration>[] = []): ApiMock {
  return mockApi([
    ...extra,
    [getActiveReading, reading],
    [getReading, ({ params }: MockedRequest<typeof getReading>) => (reading !== null && params.id === reading.id ? reading : refusal(404, { error: 'not_found', message: 'No such reading' }))],
    [getSpreadTypes, [...SPREAD_TYPES]],
    [canSaveReading, { canSave: true }],
    [hasActiveReading, { hasActiveReading: reading !== null }],
    [getPoints, pointsRecord(30)],
  ]);
}

/** Opens the result page on the whole reading. */
export const open = (readingId = 'reading-1', state?: unknown) =>
  renderPage(ResultPage, { pattern: PATTERN, path: `/app/main/reading/result/${readingId}/-1`, state });

/** Picks for a three-card reading where the first card lies reversed and the second upright. */
export async function mixedPicks(): Promise<number[]> {
  const { reversed } = await shuffleFromSeed(TEST_SEED);
  return [reversed.indexOf(true), reversed.indexOf(false), 50];
}

/** A stand-in for the browser's EventSource: the test emits the server's events. */
export class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(data: unknown) {
    act(() => this.listeners.get('progress')?.forEach((listener) => listener(new MessageEvent('progress', { data: JSON.stringify(data) }))));
  }
}

/** The spread figure of the page. */
export const spread = () => screen.getByRole('figure', { name: 'The spread' });
/** The answers of the reading on screen, in order. */
export const answerItems = () => within(screen.getByRole('list', { name: 'Your cards' })).getAllByRole('listitem');
/** Which answers show their card face up (a face-down card is named “Still face down”). */
export const faceUpCards = () => answerItems().map((item) => within(item).queryByRole('heading', { name: 'Still face down' }) === null);
