import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Clarifier, Reading } from '#common/api/readings.ts';
import { readingCards } from '#common/domain/reading-cards.ts';
import { buildReading } from '#client/test/reading-fixture.ts';
import { AnswerClarifiers } from './answer-clarifiers.tsx';

/** A clarifier of answer `answerUuid` drawing the Star, written unless told. */
const clarifier = (answerUuid: string, position: number, status: Clarifier['status'] = 'ACTIVE'): Clarifier => ({
  selectedCards: [4],
  crossingCard: null,
  awnsers: [{ answerUuid: `c-${position}`, cardId: '1-the-star', reversed: false, ...(status === 'ACTIVE' ? { text: `The Star answers, number ${position}.` } : {}) }],
  clarifierForAnswerUuid: answerUuid,
  position,
  status,
  question: `Follow-up ${position}?`,
});

/** Renders the clarifiers of the reading's card `index`; the router records where the ask link leads. */
function renderClarifiers(reading: Reading, index: number) {
  const card = readingCards(reading, undefined)[index]!;
  const router = createMemoryRouter([
    { path: '/', element: <AnswerClarifiers reading={reading} card={card} highlighted={null} /> },
    { path: '*', element: <p>elsewhere</p> },
  ]);
  render(<RouterProvider router={router} />);
  return { card, router };
}

describe('the clarifiers under an answer', () => {
  it('lists only that answer’s clarifiers, with their card, and offers another on the active reading', async () => {
    const reading = await buildReading();
    const [first, second] = reading.spread.awnsers;
    const withClarifiers = { ...reading, clarifiers: [clarifier(first!.answerUuid, 1), clarifier(second!.answerUuid, 2)] };
    const { card, router } = renderClarifiers(withClarifiers, 1);
    const list = screen.getByRole('list', { name: `Clarifiers of ${card.card.name}` });
    expect(within(list).getByText('“Follow-up 2?”')).toBeInTheDocument();
    expect(within(list).queryByText('“Follow-up 1?”')).not.toBeInTheDocument();
    expect(within(list).getByText('The Star answers, number 2.')).toBeInTheDocument();
    expect(within(list).getByRole('img', { name: /The Star/ })).toBeInTheDocument();

    screen.getByRole('link', { name: `Ask a clarifier about ${card.card.name}` }).click();
    await screen.findByText('elsewhere');
    expect(router.state.location.pathname).toBe('/app/main/reading/clarifier/draw');
    expect(router.state.location.state).toEqual({ clarify: { readingId: reading.id, answerUuid: second!.answerUuid } });
  });

  it('offers no new clarifier while one is written, shows that one face down, and says when one failed', async () => {
    const reading = await buildReading();
    const [first] = reading.spread.awnsers;
    renderClarifiers({ ...reading, clarifiers: [clarifier(first!.answerUuid, 1, 'FAILED'), clarifier(first!.answerUuid, 2, 'GENERATING')] }, 0);
    expect(screen.queryByRole('link', { name: /Ask a clarifier/ })).not.toBeInTheDocument();
    expect(screen.getByText('This clarifier could not be written. Its gems were given back.')).toBeInTheDocument();
    expect(screen.getByText('Being written…')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /The Star/ })).not.toBeInTheDocument();
  });

  it('offers none on a reading that is not the active one', async () => {
    renderClarifiers(await buildReading({ status: 'SAVED' }), 0);
    expect(screen.queryByRole('link', { name: /Ask a clarifier/ })).not.toBeInTheDocument();
  });
});
