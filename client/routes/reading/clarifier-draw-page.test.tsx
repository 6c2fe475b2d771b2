import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPoints } from '#common/api/points.ts';
import { getCommitment, getReading, type Reading, type StartResult, startReading } from '#common/api/readings.ts';
import { getCosts } from '#common/api/settings.ts';
import { DEFAULT_COSTS } from '#common/domain/reading-cost.ts';
import { safeAnswer } from '#common/safety/safe-answer.ts';
import { buildReading } from '#client/test/reading-fixture.ts';
import { renderPage } from '#client/features/readings/testing/render-page.tsx';
import { errorFlag } from '#client/lib/error-flag.ts';
import { mockApi } from '#client/test/mock-api.ts';
import { pointsRecord } from '#client/test/mock-fetch.ts';
import { Component as ClarifierDrawPage } from './clarifier-draw-page.tsx';

const PATH = '/app/main/reading/clarifier/draw';

function server(reading: Reading, gems = 30, started: StartResult = { id: reading.id, status: 'QUEUED', clarifierPosition: 1 }) {
  return mockApi([
    [getReading, reading],
    [getCommitment, { shuffleId: 'shuffle-3', commitment: 'c0ffee'.repeat(10) + 'abcd' }],
    [getCosts, DEFAULT_COSTS],
    [getPoints, pointsRecord(gems)],
    [startReading, started],
  ]);
}

/** Opens the page on the reading's first answer, writes the follow-up question, picks a card and reveals. */
async function askAndReveal(reading: Reading, question: string) {
  const user = userEvent.setup();
  const view = renderPage(ClarifierDrawPage, { pattern: PATH, path: PATH, state: { clarify: { readingId: reading.id, answerUuid: reading.spread.awnsers[0]!.answerUuid } } });
  await user.type(await screen.findByRole('textbox', { name: 'Your follow-up question' }), question);
  await user.click(await screen.findByRole('button', { name: 'Card at position 9 of 78, face down' }));
  await user.click(screen.getByRole('button', { name: 'Reveal my clarifier' }));
  return { ...view, user };
}

const commitmentCalls = (api: ReturnType<typeof server>) => api.requests(getCommitment).length;

/** The JSON body of the clarifier start. */
const startBody = (api: ReturnType<typeof server>): unknown => api.requests(startReading).find((request) => request.params.kind === 'clarifier')?.body;

afterEach(() => {
  act(() => errorFlag.set(false));
  vi.unstubAllGlobals();
});

// The whole deck is drawn, 78 SVG cards: slow in happy-dom on a busy machine.
describe('the clarifier draw page', { timeout: 30_000 }, () => {
  it('asks about the chosen answer at the shared formula’s price, and opens the reading at that card', async () => {
    const reading = await buildReading({ id: 'reading-7' });
    const answer = reading.spread.awnsers[1]!;
    const fetchMock = server(reading);
    const user = userEvent.setup();
    const { router } = renderPage(ClarifierDrawPage, { pattern: PATH, path: PATH, state: { clarify: { readingId: reading.id, answerUuid: answer.answerUuid } } });

    expect(await screen.findByRole('heading', { name: 'Ask a clarifier' })).toBeInTheDocument();
    // No clarifier yet: (0 + 1) × 1 + 1 card × 1.
    expect(await screen.findByText('2 gems')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Add a crossing card' }));
    // 1 + 1 + 0.5, rounded up.
    expect(screen.getByText('3 gems')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Add a crossing card' }));
    await user.type(screen.getByRole('textbox', { name: 'Your follow-up question' }), 'Why now?');
    expect(screen.getByRole('button', { name: 'Reveal my clarifier' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Card at position 9 of 78, face down' }));
    await user.click(screen.getByRole('button', { name: 'Reveal my clarifier' }));

    await screen.findByTestId('elsewhere');
    expect(startBody(fetchMock)).toMatchObject({
      id: reading.id,
      clarifierForAnswerUuid: answer.answerUuid,
      question: 'Why now?',
      general: false,
      cards: 1,
      crossing: false,
      selectedCards: [8],
      crossingCard: null,
      shuffleId: 'shuffle-3',
    });
    expect(router.state.location.pathname).toBe(`/app/main/reading/result/${reading.id}/1/3`);
    expect(router.state.location.state).toEqual({ clarifierPosition: 1 });
  });

  it('answers a follow-up question the crisis screen stops with the help card, sends nothing, and lets the user edit it', async () => {
    const reading = await buildReading({ id: 'reading-9' });
    const fetchMock = server(reading);
    const { router, user } = await askAndReveal(reading, 'quiero morir');

    expect(await screen.findByRole('heading', { level: 1, name: 'Importas, y mereces apoyo ahora mismo' })).toHaveFocus();
    expect(startBody(fetchMock)).toBeUndefined();
    expect(router.state.location.pathname).toBe(PATH);
    expect(screen.getByRole('link', { name: 'Volver a tu lectura' })).toHaveAttribute('href', `/app/main/reading/result/${reading.id}/0/3`);

    await user.click(screen.getByRole('button', { name: 'Editar mi pregunta' }));
    expect(await screen.findByRole('textbox', { name: 'Your follow-up question' })).toHaveValue('quiero morir');
  });

  it('shows the help card when the server’s screen stops the clarifier, and edits with the shuffle and the card kept', async () => {
    const reading = await buildReading({ id: 'reading-10' });
    const safety = safeAnswer({ concern: 'other', language: 'en' });
    const fetchMock = server(reading, 30, { status: 'SAFETY', safety });
    const { router, user } = await askAndReveal(reading, 'What does this card say about my sister?');

    expect(await screen.findByRole('heading', { level: 1, name: safety.title })).toHaveFocus();
    expect(startBody(fetchMock)).toMatchObject({ question: 'What does this card say about my sister?' });
    expect(router.state.location.pathname).toBe(PATH);
    expect(commitmentCalls(fetchMock)).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Edit my question' }));
    expect(await screen.findByRole('textbox', { name: 'Your follow-up question' })).toHaveValue('What does this card say about my sister?');
    expect(screen.getByRole('button', { name: 'First card: position 9 of 78' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Reveal my clarifier' })).toBeEnabled();
    expect(commitmentCalls(fetchMock)).toBe(1);
  });

  it('says what is missing when the gems fall short', async () => {
    const reading = await buildReading({ id: 'reading-8' });
    server(reading, 1);
    renderPage(ClarifierDrawPage, { pattern: PATH, path: PATH, state: { clarify: { readingId: reading.id, answerUuid: reading.spread.awnsers[0]!.answerUuid } } });
    expect(await screen.findByText(/You need 1 more gem\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get More Gems' })).toHaveAttribute('href', '/app/main/gems');
  });

  it('sends a visit without an answer to the reading, to choose one there', () => {
    renderPage(ClarifierDrawPage, { pattern: PATH, path: PATH });
    expect(screen.getByRole('heading', { name: 'Choose an answer to clarify' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Reading' })).toHaveAttribute('href', '/app/main/reading/result/active/-1');
  });
});
