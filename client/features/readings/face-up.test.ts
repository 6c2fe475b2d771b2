import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findSpreadType } from '#common/domain/spreads.ts';
import { useCardFaces } from './face-up.ts';
import { readingCards } from '#common/domain/reading-cards.ts';
import { buildReading } from '#client/test/reading-fixture.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the card reveal', () => {
  it('leaves no timer behind when the page closes mid-reveal', async () => {
    const reading = await buildReading({ status: 'ACTIVE' });
    const cards = readingCards(reading, findSpreadType('THREE_CARD'));
    vi.useFakeTimers();
    const { result, unmount } = renderHook(() => useCardFaces('ACTIVE', cards, true));
    expect(cards.map(result.current.faceUp)).toEqual([false, false, false]);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not pace a reading it did not watch being written', async () => {
    const reading = await buildReading({ status: 'ACTIVE' });
    const cards = readingCards(reading, findSpreadType('THREE_CARD'));
    vi.useFakeTimers();
    const { result } = renderHook(() => useCardFaces('ACTIVE', cards, false));
    expect(cards.map(result.current.faceUp)).toEqual([true, true, true]);
    expect(cards.map(result.current.turned)).toEqual([false, false, false]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('turns every card up at once when skipped, and is no longer pacing', async () => {
    const reading = await buildReading({ status: 'ACTIVE' });
    const cards = readingCards(reading, findSpreadType('THREE_CARD'));
    vi.useFakeTimers();
    const { result } = renderHook(() => useCardFaces('ACTIVE', cards, true));
    expect(result.current).toMatchObject({ allUp: false, pacing: true, animated: true });
    act(() => result.current.skip());
    expect(cards.map(result.current.faceUp)).toEqual([true, true, true]);
    expect(result.current).toMatchObject({ allUp: true, pacing: false });
    expect(vi.getTimerCount()).toBe(0);
  });
});
