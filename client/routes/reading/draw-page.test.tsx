import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCommitment, getSpreadTypes, type StartResult, startReading } from '#common/api/readings.ts';
import { SPREAD_TYPES } from '#common/domain/spreads.ts';
import { safeAnswer } from '#common/safety/safe-answer.ts';
import type { ReadingPlan } from '#client/features/readings/plan.ts';
import { renderPage } from '#client/features/readings/testing/render-page.tsx';
import { errorFlag } from '#client/lib/error-flag.ts';
import { ApiRefusal, mockApi } from '#client/test/mock-api.ts';
import { Component as DrawPage } from './draw-page.tsx';

const COMMITMENT = 'ab12cd34ef56'.repeat(5) + 'abcd';

const plan = (changes: Partial<ReadingPlan> = {}): ReadingPlan => ({
  general: false,
  question: 'Where does this path lead?',
  spreadTypeName: 'THREE_CARD',
  cards: 3,
  crossing: false,
  deckId: -1,
  includeVisualDescriptions: false,
  allowReversed: true,
  ...changes,
});

function server(started: StartResult | ApiRefusal = { id: 'reading-42', status: 'QUEUED' }) {
  return mockApi([
    [getCommitment, { shuffleId: 'shuffle-9', commitment: COMMITMENT }],
    [getSpreadTypes, [...SPREAD_TYPES]],
    [startReading, started],
  ]);
}

const open = (state: unknown) => renderPage(DrawPage, { pattern: '/app/main/reading/draw', path: '/app/main/reading/draw', state });
// A card by its place in the deck, picked ("First card: position 7 of 78") or not ("Card at position 7 of 78, face down").
const card = (number: number) => screen.getByRole('button', { name: new RegExp(`(^Card at |card: )position ${number} of 78(, face down)?$`) });
const reveal = () => screen.getByRole('button', { name: 'Reveal my reading' });

/** The JSON body of the start call. */
const startBody = (api: ReturnType<typeof server>): unknown => api.requests(startReading).find((request) => request.params.kind === 'reading')?.body;

afterEach(() => {
  act(() => errorFlag.set(false));
  vi.unstubAllGlobals();
});

// Each test draws the whole deck, 78 SVG cards: slow in happy-dom on a busy machine.
describe('the draw page', { timeout: 30_000 }, () => {
  it('lets you pick exactly the spread’s cards, unpick them, and sends the picks', async () => {
    const fetchMock = server();
    const user = userEvent.setup();
    const { router } = open({ plan: plan() });

    expect(await screen.findByText('Each card has a 1 in 78 chance.')).toBeInTheDocument();
    expect(await screen.findByText(COMMITMENT.slice(0, 12))).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Card at position \d+ of 78, face down$/ })).toHaveLength(78);
    expect(screen.getByText('Pick 3 cards')).toBeInTheDocument();

    await user.click(card(17));
    await user.click(card(5));
    expect(screen.getByText('Pick 1 more card')).toBeInTheDocument();
    await user.click(card(17));
    expect(card(17)).toHaveAttribute('aria-pressed', 'false');
    await user.click(card(40));
    await user.click(card(78));
    // Picks are named by their order and place, and the first pick keeps its place after an unpick.
    expect(screen.getByRole('button', { name: 'First card: position 5 of 78' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Third card: position 78 of 78' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(card(2)); // a fourth card: all are picked, so nothing changes
    expect(card(2)).toHaveAttribute('aria-pressed', 'false');
    expect(reveal()).toBeEnabled();

    await user.click(reveal());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app/main/reading/result/reading-42/-1'));
    expect(router.state.location.state).toEqual({ commitment: COMMITMENT });
    expect(startBody(fetchMock)).toEqual({
      general: false,
      question: 'Where does this path lead?',
      cards: 3,
      crossing: false,
      deckId: 1,
      selectedCards: [4, 39, 77],
      crossingCard: null,
      spreadTypeName: 'THREE_CARD',
      specialReadingId: -1,
      includeVisualDescriptions: false,
      allowReversed: true,
      shuffleId: 'shuffle-9',
    });
  });

  it('asks for the crossing card after the spread’s cards', async () => {
    const fetchMock = server();
    const user = userEvent.setup();
    open({ plan: plan({ general: true, question: '', spreadTypeName: 'GENERAL', cards: 2, crossing: true, deckId: 3 }) });

    await screen.findByText(COMMITMENT.slice(0, 12));
    await user.click(card(10));
    await user.click(card(20));
    expect(screen.getByText('Now pick the card that crosses')).toBeInTheDocument();
    expect(reveal()).toBeDisabled();
    await user.click(card(30));
    expect(screen.getByRole('button', { name: 'Crossing card: position 30 of 78' })).toHaveAttribute('aria-pressed', 'true');
    expect(reveal()).toBeEnabled();

    await user.click(reveal());
    await vi.waitFor(() => expect(startBody(fetchMock)).toMatchObject({ selectedCards: [9, 19], crossingCard: 29, crossing: true, deckId: 3, question: '' }));
  });

  it('moves between cards with the arrow keys', async () => {
    server();
    const user = userEvent.setup();
    open({ plan: plan() });
    await screen.findByText(COMMITMENT.slice(0, 12));
    card(1).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(card(3)).toHaveFocus();
    await user.keyboard('{End}');
    expect(card(78)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(card(78)).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the help card in place of the board when the server’s screen stops the question, and starts nothing', async () => {
    const safety = safeAnswer({ concern: 'abuse', language: 'en' });
    server({ status: 'SAFETY', safety });
    const user = userEvent.setup();
    const { router, queryClient } = open({ plan: plan({ cards: 1, spreadTypeName: 'SINGLE' }) });
    await screen.findByText(COMMITMENT.slice(0, 12));
    await user.click(card(12));
    await user.click(reveal());

    expect(await screen.findByRole('heading', { level: 1, name: 'Your safety comes first' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: /position \d+ of 78/ })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/main/reading/draw');
    // Not a started reading: the menu keeps Start Reading.
    expect(queryClient.getQueryData(['readings', 'has-active'])).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Edit my question' })).toHaveAttribute('href', '/app/main/reading');
    await user.click(screen.getByRole('link', { name: 'Edit my question' }));
    expect(router.state.location.pathname).toBe('/app/main/reading');
    expect(router.state.location.state).toEqual({ plan: plan({ cards: 1, spreadTypeName: 'SINGLE' }) });
  });

  it('the reading start shows the server’s refusal (“Not enough gems”) on the draw page, not the Error dialog', async () => {
    const refusal = 'Not enough gems: this reading costs 5 and you have 3.';
    server(new ApiRefusal(400, { error: 'insufficient_gems', message: refusal, field: 'cards' }));
    const user = userEvent.setup();
    const { router } = open({ plan: plan({ cards: 1, spreadTypeName: 'SINGLE' }) });
    await screen.findByText(COMMITMENT.slice(0, 12));
    await user.click(card(12));
    await user.click(reveal());

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(errorFlag.get()).toBe(false);
    expect(router.state.location.pathname).toBe('/app/main/reading/draw');
    // The picks stay, so the reveal can be tried again once there are gems enough.
    expect(card(12)).toHaveAttribute('aria-pressed', 'true');
    expect(reveal()).toBeEnabled();
  });

  it('sends a visit without a plan to set one up first', async () => {
    const fetchMock = server();
    open(undefined);
    expect(await screen.findByRole('heading', { name: 'Set up your reading first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Reading' })).toHaveAttribute('href', '/app/main/reading');
    // No shuffle is committed for a draw that cannot happen.
    expect(fetchMock.fetch).not.toHaveBeenCalled();
  });
});
