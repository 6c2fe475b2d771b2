import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readingCards } from '#common/domain/reading-cards.ts';
import { findSpreadType } from '#common/domain/spreads.ts';
import { buildReading } from '#client/test/reading-fixture.ts';
import { answerId } from './answer-list.tsx';
import { RevealBar } from './reveal-bar.tsx';

const laidCards = async () => readingCards(await buildReading({ status: 'ACTIVE' }), findSpreadType('THREE_CARD'));

describe('the reveal bar', () => {
  it('counts the cards turned and names the last to screen readers', async () => {
    const cards = await laidCards();
    render(<RevealBar cards={cards} up={cards.slice(0, 2)} onSkip={() => {}} />);
    expect(screen.getByText('Turning your cards · 2 of 3')).toBeInTheDocument();
    const present = cards[1]!;
    expect(screen.getByText(`Present: ${present.card.name}${present.answer.reversed ? ', reversed' : ''}`)).toHaveAttribute('aria-live', 'polite');
  });

  it('skips, and hands the focus on to the first answer when it goes', async () => {
    const cards = await laidCards();
    const onSkip = vi.fn();
    const page = (revealing: boolean) => (
      <>
        <li id={answerId(0)} tabIndex={-1} />
        {revealing && <RevealBar cards={cards} up={[]} onSkip={onSkip} />}
      </>
    );
    const { rerender } = render(page(true));
    await userEvent.click(screen.getByRole('button', { name: 'Skip the reveal' }));
    expect(onSkip).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Skip the reveal' })).toHaveFocus();
    rerender(page(false));
    expect(document.getElementById(answerId(0))).toHaveFocus();
  });
});
