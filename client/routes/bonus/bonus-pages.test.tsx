import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Declaration } from '#common/api/endpoint.ts';
import { getPoints } from '#common/api/points.ts';
import { getCommitment, hasActiveReading, startReading } from '#common/api/readings.ts';
import { getAvailableSpecialReadings, type SpecialReading } from '#common/api/special-readings.ts';
import { safeAnswer } from '#common/safety/safe-answer.ts';
import { renderPage } from '#client/features/readings/testing/render-page.tsx';
import type { BonusPlan } from '#client/features/special-readings/bonus-plan.ts';
import { errorFlag } from '#client/lib/error-flag.ts';
import { type ApiRoute, mockApi, refusal } from '#client/test/mock-api.ts';
import { Component as BonusDrawPage } from './bonus-draw-page.tsx';
import { Component as BonusListPage } from './bonus-list-page.tsx';
import { Component as BonusReadingPage } from './bonus-reading-page.tsx';

const COMMITMENT = 'ab12cd34ef56'.repeat(5) + 'abcd';

const loveCompass: SpecialReading = {
  id: 2,
  title: 'Love Compass',
  description: 'Four cards for the heart.',
  flatCost: 5,
  cards: 4,
  positions: [
    { name: 'What you bring', meaning: 'The love you bring' },
    { name: 'What you seek', meaning: 'What your heart looks for' },
    { name: 'What blocks the way', meaning: 'The fear that stands between' },
    { name: 'Where love points', meaning: 'The direction of the heart' },
  ],
  availableUntil: null,
};

/** Answers the bonus pages' calls; the `routes` given come first, so they may answer one of them differently. */
function serve(routes: readonly ApiRoute<Declaration>[] = []) {
  return mockApi([
    ...routes,
    [getAvailableSpecialReadings, { specialReadings: [loveCompass] }],
    [hasActiveReading, { hasActiveReading: false }],
    [getPoints, { points: 30, millisecondsPerPoint: 1_200_000, carryOverMilliseconds: 0, lastUpdate: Date.now(), maxPoints: 36, extraPoints: 0, coins: 0 }],
    [getCommitment, { shuffleId: 'shuffle-9', commitment: COMMITMENT }],
    [startReading, { id: 'reading-7', status: 'QUEUED' }],
  ]);
}

const openList = () => renderPage(BonusListPage, { pattern: '/app/main/bonus', path: '/app/main/bonus' });
const openBonus = (id: number) => renderPage(BonusReadingPage, { pattern: '/app/main/bonus/:id', path: `/app/main/bonus/${id}` });
const openDraw = (state: unknown) => renderPage(BonusDrawPage, { pattern: '/app/main/bonus/draw', path: '/app/main/bonus/draw', state });
// A card by its place in the deck, picked or not.
const card = (number: number) => screen.getByRole('button', { name: new RegExp(`(^Card at |card: )position ${number} of 78(, face down)?$`) });
const drawPlan: BonusPlan = { specialReadingId: 2, general: true, question: '', deckId: 1, allowReversed: true };

afterEach(() => {
  act(() => errorFlag.set(false));
  vi.unstubAllGlobals();
});

describe('the Bonus Readings list', () => {
  it('shows each bonus reading with its description, card count, flat price and a way in', async () => {
    serve([[getAvailableSpecialReadings, { specialReadings: [loveCompass, { ...loveCompass, id: 5, title: 'Full Moon', cards: 1, flatCost: 1, availableUntil: Date.UTC(2031, 0, 2) }] }]]);
    openList();
    const [love, moon] = await screen.findAllByRole('article');
    expect(within(love!).getByRole('heading', { name: 'Love Compass' })).toBeInTheDocument();
    expect(within(love!).getByText('Four cards for the heart.')).toBeInTheDocument();
    expect(within(love!).getByText('4 cards')).toBeInTheDocument();
    expect(within(love!).getByText('5 gems')).toBeInTheDocument();
    expect(within(love!).getByRole('link', { name: 'Start Love Compass' })).toHaveAttribute('href', '/app/main/bonus/2');
    expect(within(moon!).getByText('1 gem')).toBeInTheDocument();
    expect(within(moon!).getByText(/Available until/)).toBeInTheDocument();
  });

  it('says when none is on offer, and when the list could not be loaded', async () => {
    serve([[getAvailableSpecialReadings, { specialReadings: [] }]]);
    const first = openList();
    expect(await screen.findByText('No bonus readings right now')).toBeInTheDocument();
    first.unmount();
    serve([[getAvailableSpecialReadings, refusal(500, { error: 'internal', message: 'x' })]]);
    openList();
    expect(await screen.findByText('We couldn’t load the bonus readings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('a bonus reading’s page', () => {
  it('shows the spread and the flat price, and goes on to the draw with the plan', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = openBonus(2);
    expect(await screen.findByRole('heading', { name: 'Love Compass' })).toBeInTheDocument();
    const spread = screen.getByRole('list', { name: 'The spread' });
    expect(within(spread).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1What you bringThe love you bring',
      '2What you seekWhat your heart looks for',
      '3What blocks the wayThe fear that stands between',
      '4Where love pointsThe direction of the heart',
    ]);
    expect(within(screen.getByRole('region', { name: 'Price' })).getByText(/5\s+gems/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Specific question' }));
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'Where is my heart leading?');
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app/main/bonus/draw'));
    expect(router.state.location.state).toEqual({
      bonus: { specialReadingId: 2, general: false, question: 'Where is my heart leading?', deckId: 1, allowReversed: true } satisfies BonusPlan,
    });
  });

  it('answers a question the crisis screen stops with the help card instead of the draw, and Edit my question brings it back', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = openBonus(2);
    await user.click(await screen.findByRole('radio', { name: 'Specific question' }));
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'I want to end my life');
    await user.click(await screen.findByRole('button', { name: 'Start' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'You matter, and you deserve support right now' })).toHaveFocus();
    expect(router.state.location.pathname).toBe('/app/main/bonus/2');
    await user.click(screen.getByRole('button', { name: 'Edit my question' }));
    expect(await screen.findByRole('textbox', { name: 'Your question' })).toHaveValue('I want to end my life');
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveFocus();
  });

  it('says so when the bonus reading is not on offer', async () => {
    serve();
    openBonus(99);
    expect(await screen.findByRole('heading', { name: 'This bonus reading is not available now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All bonus readings' })).toHaveAttribute('href', '/app/main/bonus');
  });
});

describe('the bonus draw page', { timeout: 30_000 }, () => {
  it('fills the template’s named positions and starts a special reading', async () => {
    const api = serve();
    const user = userEvent.setup();
    const { router } = openDraw({ bonus: drawPlan });
    expect(await screen.findByText('Pick 4 cards')).toBeInTheDocument();
    const slots = screen.getByRole('list', { name: 'Your picks' });
    expect(within(slots).getByText('Where love points')).toBeInTheDocument();
    await screen.findByText(COMMITMENT.slice(0, 12));
    for (const number of [3, 30, 50, 70]) await user.click(card(number));
    await user.click(screen.getByRole('button', { name: 'Reveal my reading' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app/main/reading/result/reading-7/-1'));
    const start = api.requests(startReading).find((request) => request.params.kind === 'special');
    expect(start?.body).toMatchObject({
      specialReadingId: 2,
      spreadTypeName: 'SPECIAL',
      cards: 4,
      selectedCards: [2, 29, 49, 69],
      shuffleId: 'shuffle-9',
      general: true,
    });
  });

  it('shows the help card in place of the board when the server’s screen stops the question', async () => {
    const safety = safeAnswer({ concern: 'other', language: 'es' });
    serve([[startReading, { status: 'SAFETY', safety }]]);
    const user = userEvent.setup();
    const plan: BonusPlan = { ...drawPlan, general: false, question: '¿Qué le pasa a mi hermana?' };
    const { router } = openDraw({ bonus: plan });
    await screen.findByText(COMMITMENT.slice(0, 12));
    for (const number of [3, 30, 50, 70]) await user.click(card(number));
    await user.click(screen.getByRole('button', { name: 'Reveal my reading' }));

    expect(await screen.findByRole('heading', { level: 1, name: safety.title })).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Your picks' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/main/bonus/draw');
    await user.click(screen.getByRole('link', { name: 'Editar mi pregunta' }));
    expect(router.state.location.pathname).toBe('/app/main/bonus/2');
    expect(router.state.location.state).toEqual({ bonus: plan });
  });

  it('sends you to the list without a plan', () => {
    serve();
    openDraw(null);
    expect(screen.getByRole('heading', { name: 'Choose a bonus reading first' })).toBeInTheDocument();
  });
});
