import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DeckStyle } from '#common/cards/types.ts';
import { DrawBoard } from './draw-board.tsx';

// A deck style held in a constant: a literal `style="…"` reads to the linter like a CSS style.
const GILDED: DeckStyle = 'gilded';

describe('DrawBoard', () => {
  it("card buttons' accessible names include the pick numeral a picked card shows", () => {
    render(<DrawBoard style={GILDED} picks={{ selected: [6, 22], crossing: null }} need={{ cards: 3, crossing: false }} onToggle={vi.fn()} />);
    const second = screen.getByRole('button', { name: 'Card 23, face down, pick 2' });
    expect(second).toHaveAttribute('aria-pressed', 'true');
    // The number on the card is what the name says.
    expect(second).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'Card 7, face down, pick 1' })).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Card 8, face down' })).toHaveAttribute('aria-pressed', 'false');
  });
});
