import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDailyGift } from '#common/api/daily-gift.ts';
import { type GemProgress, getGemProgress, type Points } from '#common/api/points.ts';
import { useRegeneratedPoints } from '#client/features/points/hooks/use-regenerated-points.ts';
import { renderPage } from '#client/features/readings/testing/render-page.tsx';
import { errorFlag } from '#client/lib/error-flag.ts';
import { type CannedResponse, mockFetch, pointsRecord } from '#client/test/mock-fetch.ts';
import { GemCount } from '../app/header/gem-count.tsx';
import { Component as GemsPage } from './gems-page.tsx';

const MINUTE = 60_000;
const NO_WALLS = { walls: [] };

/** The page beside the header's gem count, sharing one query client, as in the app. */
function PageWithHeader() {
  return (
    <>
      <GemCount points={useRegeneratedPoints()} />
      <GemsPage />
    </>
  );
}

/** The server's answers for a member holding `points`. */
function routesOf(points: Points, walls: unknown = NO_WALLS): Record<string, CannedResponse> {
  return {
    '/v1/points/get': { body: points },
    '/v1/points/gem-progress': { body: serverProgress(points) },
    '/v1/offer-walls': { body: walls },
    [getDailyGift.path]: { body: { claimedToday: true, streak: 1, gift: { extraPoints: 1, coins: 10 }, nextGift: { extraPoints: 2, coins: 10 }, msUntilNextDay: 3_600_000 } },
  };
}

/** Opens the page with `points` and the server's matching word on the next gem, unless `progress` says otherwise. */
function open(points: Points, { progress, walls = NO_WALLS, extra = {} }: { progress?: GemProgress; walls?: unknown; extra?: Record<string, CannedResponse> } = {}) {
  const fetchMock = mockFetch({ ...routesOf(points, walls), [getGemProgress.path]: { body: progress ?? serverProgress(points) }, ...extra });
  renderPage(PageWithHeader, { pattern: '/app/main/gems', path: '/app/main/gems' });
  return fetchMock;
}

/** What the server says of `points` with its clock agreeing with the browser's. */
function serverProgress(points: Points): GemProgress {
  if (points.points >= points.maxPoints) return { msUntilNextGem: 0, fraction: 1, full: true };
  const elapsed = points.carryOverMilliseconds;
  return { msUntilNextGem: points.millisecondsPerPoint - elapsed, fraction: elapsed / points.millisecondsPerPoint, full: false };
}

const ring = () => screen.getByRole('progressbar', { name: 'Next gem' });
const balance = (id: 'gems' | 'extra' | 'coins') => screen.getByTestId(`balance-${id}`);
const field = () => screen.getByRole('spinbutton', { name: 'Gems to sell' });
const sellForm = () => screen.getByRole('form', { name: 'Sell gems' });

afterEach(() => {
  act(() => errorFlag.set(false));
  vi.unstubAllGlobals();
});

describe('Get More Gems: balances and the next gem', () => {
  it('shows the gems against their cap, the extra gems and the coins', async () => {
    open(pointsRecord(30, 4, 12));
    // "30 / 36" on screen, "30 of 36" to a screen reader.
    await vi.waitFor(() => expect(balance('gems')).toHaveTextContent('30 / of 36'));
    expect(within(balance('gems')).getByText('/')).toHaveAttribute('aria-hidden', 'true');
    expect(within(balance('gems')).getByText('of')).toHaveClass('visually-hidden');
    expect(balance('extra')).toHaveTextContent('4');
    expect(balance('coins')).toHaveTextContent('12');
  });

  it('fills the ring as far as the next gem has come and says when it arrives', async () => {
    open({ ...pointsRecord(30), carryOverMilliseconds: 8 * MINUTE });
    expect(await screen.findByText('Next gem in 12 min')).toBeInTheDocument();
    expect(ring()).toHaveAttribute('aria-valuenow', '40');
    expect(ring()).toHaveAttribute('aria-valuetext', 'Next gem in 12 min');
    expect(screen.getByText('One gem every 20 min; all 36 in 1 h 52 min.')).toBeInTheDocument();
  });

  it('says the gems stop refilling when they are full', async () => {
    open(pointsRecord(36));
    expect(await screen.findByText('Full — gems stop refilling at 36')).toBeInTheDocument();
    expect(ring()).toHaveAttribute('aria-valuenow', '100');
    expect(ring()).toHaveAttribute('aria-valuetext', 'Full — gems stop refilling at 36');
  });

  it('takes the server’s word when this browser’s clock is off', async () => {
    // The record was just written, so this browser counts 20 minutes; the server, its clock 5 min 20 s ahead, 14 min 40 s.
    open(pointsRecord(30), { progress: { msUntilNextGem: 14 * MINUTE + 40_000, fraction: 0.27, full: false } });
    await vi.waitFor(() => expect(ring()).toHaveAttribute('aria-valuetext', 'Next gem in 15 min'));
    expect(ring()).toHaveAttribute('aria-valuenow', '27');
  });
});

describe('Get More Gems: selling gems', () => {
  it('keeps the number within 1 and the regular balance, and says what it brings', async () => {
    const user = userEvent.setup();
    open(pointsRecord(2, 5));
    const fewer = await screen.findByRole('button', { name: 'One gem fewer' });
    const more = screen.getByRole('button', { name: 'One gem more' });
    expect(field()).toHaveValue(1);
    expect(fewer).toBeDisabled();
    expect(screen.getByText('You get 1 coin.')).toBeInTheDocument();
    await user.click(more);
    expect(field()).toHaveValue(2);
    expect(more).toBeDisabled();
    expect(screen.getByText('You get 2 coins.')).toBeInTheDocument();

    // Extra gems cannot be sold: 3 is more than the 2 regular gems, whatever the 5 extra.
    await user.clear(field());
    await user.type(field(), '3');
    expect(field()).toBeInvalid();
    expect(screen.getByText('You have only 2 gems to sell.')).toBeInTheDocument();
    await user.clear(field());
    await user.type(field(), '0');
    expect(screen.getByText('Sell at least 1 gem.')).toBeInTheDocument();
    await user.click(within(sellForm()).getByRole('button', { name: 'Sell' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sells after confirming the numbers, and the balances and the header follow at once', async () => {
    const user = userEvent.setup();
    const before = pointsRecord(36, 0, 0);
    const after = { ...pointsRecord(33, 0, 3), lastUpdate: before.lastUpdate };
    const fetchMock = open(before, { extra: { '/v1/points/sellGems': { body: after } } });
    await vi.waitFor(() => expect(screen.getByTestId('gem-count')).toHaveAccessibleName('36 gems'));
    await user.clear(await screen.findByRole('spinbutton', { name: 'Gems to sell' }));
    await user.type(field(), '3');
    expect(screen.getByText('You get 3 coins.')).toBeInTheDocument();
    await user.click(within(sellForm()).getByRole('button', { name: 'Sell' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sell 3 gems for 3 coins?' });
    expect(dialog).toHaveTextContent('You will have 33 of 36 gems and 3 coins.');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('sellGems'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Sell 3 gems' }));

    expect(await screen.findByText('Sold 3 gems for 3 coins.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/v1/points/sellGems?gemsToSell=3'))).toBe(true);
    expect(balance('coins')).toHaveTextContent('3');
    expect(balance('gems')).toHaveTextContent('33 / of 36');
    expect(screen.getByTestId('gem-count')).toHaveAccessibleName('33 gems');
    // Once on opening and once before the confirmation; the sale's answer is the new record, so none after it.
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/v1/points/get'))).toHaveLength(2);
  });

  it('asks the server before the confirmation, so an outside change (an admin’s grant) is in its numbers', async () => {
    const user = userEvent.setup();
    open(pointsRecord(31, 0, 0));
    await vi.waitFor(() => expect(screen.getByTestId('gem-count')).toHaveAccessibleName('31 gems'));
    // Meanwhile an admin grants 5 gems: the page still shows 31 until it asks.
    mockFetch(routesOf(pointsRecord(36, 0, 0)));
    await user.click(within(sellForm()).getByRole('button', { name: 'Sell' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sell 1 gem for 1 coin?' });
    expect(dialog).toHaveTextContent('You will have 35 of 36 gems and 1 coin.');
    expect(screen.getByTestId('gem-count')).toHaveAccessibleName('36 gems');
  });

  it('says at the field, with no confirmation, when the fresh balance no longer covers the sale', async () => {
    const user = userEvent.setup();
    open(pointsRecord(10));
    await vi.waitFor(() => expect(screen.getByTestId('gem-count')).toHaveAccessibleName('10 gems'));
    await user.clear(field());
    await user.type(field(), '8');
    // Gems were spent in another window: 3 left.
    mockFetch(routesOf(pointsRecord(3)));
    await user.click(within(sellForm()).getByRole('button', { name: 'Sell' }));
    expect(await screen.findByText('You have only 3 gems to sell.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal at the field, changes nothing and raises no Error dialog', async () => {
    const user = userEvent.setup();
    const refusal = { error: 'bad_request', message: 'You have only 1 gem to sell.', field: 'gemsToSell' };
    open(pointsRecord(5, 0, 7), { extra: { '/v1/points/sellGems': { status: 400, body: refusal } } });
    await user.click(await screen.findByRole('button', { name: 'One gem more' }));
    await user.click(within(sellForm()).getByRole('button', { name: 'Sell' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sell 2 gems' }));

    expect(await screen.findByText('You have only 1 gem to sell.')).toBeInTheDocument();
    expect(field()).toBeInvalid();
    expect(field()).toHaveAccessibleDescription(/You have only 1 gem to sell\./);
    expect(balance('coins')).toHaveTextContent('7');
    expect(screen.queryByText(/^Sold/)).not.toBeInTheDocument();
    expect(errorFlag.get()).toBe(false);
  });

  it('cannot sell without regular gems, and says why', async () => {
    open(pointsRecord(0, 8), { progress: { msUntilNextGem: 20 * MINUTE, fraction: 0, full: false } });
    const sell = await screen.findByRole('button', { name: 'Sell' });
    expect(sell).toBeDisabled();
    expect(field()).toBeDisabled();
    expect(sell).toHaveAccessibleDescription('You have no gems to sell right now: they refill one every 20 min, and extra gems cannot be sold.');
    expect(field()).toBeValid();
    expect(screen.queryByText(/^You have only/)).not.toBeInTheDocument();
  });

  it('points to the decks coins are for', async () => {
    open(pointsRecord(10));
    expect(await screen.findByRole('link', { name: 'View Decks' })).toHaveAttribute('href', '/app/main/decks');
  });
});
