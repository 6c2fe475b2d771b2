import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CATALOGUE } from '#common/cards/catalogue.ts';
import type { DeckStyle } from '#common/cards/types.ts';
import { CardGrid } from './card-grid.tsx';

// A deck style held in a constant: a literal `style="…"` reads to the linter like a CSS style.
const GILDED: DeckStyle = 'gilded';
const SLUGS = ['the-star', 'seven-of-wands', 'queen-of-swords', 'ace-of-cups'];
const cards = SLUGS.map((slug) => {
  const card = CATALOGUE.find((entry) => entry.slug === slug);
  if (!card) throw new Error(`no card ${slug} in the catalogue`);
  return { id: `1-${slug}`, card };
});

describe('CardGrid', () => {
  it("card buttons' accessible names include their numerals as shown", () => {
    render(<CardGrid cards={cards} style={GILDED} locked={false} favorites={new Set()} onSelect={vi.fn()} />);
    const buttons = within(screen.getByRole('list', { name: 'Cards' })).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'XVII, The Star',
      '7, Seven of Wands',
      'Q, Queen of Swords',
      'A, Ace of Cups',
    ]);
    for (const button of buttons) {
      // The name holds the button's visible text, numeral first, as a sighted user reads the card.
      expect(button.textContent).toBe(button.getAttribute('aria-label')?.replace(',', ''));
    }
  });
});
