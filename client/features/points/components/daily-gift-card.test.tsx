import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimDailyGift, type DailyGift, getDailyGift } from '#common/api/daily-gift.ts';
import { errorFlag } from '#client/lib/error-flag.ts';
import { mockApi, refusal } from '#client/test/mock-api.ts';
import { pointsRecord } from '#client/test/mock-fetch.ts';
import { renderWithProviders } from '#client/test/render.tsx';
import { DailyGiftCard } from './daily-gift-card.tsx';

const HOUR = 3_600_000;
const unclaimed: DailyGift = { claimedToday: false, streak: 3, gift: { extraPoints: 3, coins: 10 }, nextGift: { extraPoints: 4, coins: 10 }, msUntilNextDay: 5 * HOUR };

afterEach(() => {
  act(() => errorFlag.set(false));
  vi.unstubAllGlobals();
});

describe('DailyGiftCard', () => {
  it('offers today’s gift with its streak, and once claimed says what came and when the next is ready', async () => {
    const user = userEvent.setup();
    const api = mockApi([
      [getDailyGift, unclaimed],
      [claimDailyGift, { claimed: true, dailyGift: { ...unclaimed, claimedToday: true }, points: pointsRecord(36, 3, 10) }],
    ]);
    renderWithProviders(<DailyGiftCard />, '/app/main/gems');
    expect(await screen.findByText('Day 3 of your streak.', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('3 extra gems and 10 coins')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Claim today’s gift' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Claimed today: 3 extra gems and 10 coins.');
    expect(screen.getByText(/Your next gift, 4 extra gems and 10 coins if you come back tomorrow, is ready in 5 h/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim today’s gift' })).not.toBeInTheDocument();
    expect(api.requests(claimDailyGift)).toHaveLength(1);
  });

  it('shows the server’s refusal of a claim on the card, not in the Error dialog', async () => {
    const user = userEvent.setup();
    mockApi([
      [getDailyGift, { ...unclaimed, streak: 1, gift: { extraPoints: 1, coins: 10 } }],
      [claimDailyGift, refusal(429, { error: 'rate_limited', message: 'Too many attempts. Try again in 40 seconds.' })],
    ]);
    renderWithProviders(<DailyGiftCard />, '/app/main/gems');
    expect(await screen.findByText('Day 1 of a new streak.', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Claim today’s gift' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 40 seconds.');
    expect(errorFlag.get()).toBe(false);
  });

  it('says when the gift could not be loaded and tries again', async () => {
    const user = userEvent.setup();
    mockApi([[getDailyGift, refusal(503, { error: 'unavailable', message: 'Arcana is busy.' })]]);
    renderWithProviders(<DailyGiftCard />, '/app/main/gems');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your daily gift could not be loaded.');
    mockApi([[getDailyGift, { ...unclaimed, claimedToday: true }]]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Claimed today: 3 extra gems and 10 coins.')).toBeInTheDocument();
  });
});
