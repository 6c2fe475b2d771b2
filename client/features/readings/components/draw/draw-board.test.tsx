import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DeckStyle } from '#common/cards/types.ts';
import { DrawBoard } from './draw-board.tsx';

// A deck style held in a constant: a literal `style="…"` reads to the linter like a CSS style.
const GILDED: DeckStyle = 'gilded';

describe('DrawBoard', () => {
  it('names picks by position: "First card: position 7 of 78", the crossing card, and face-down cards by place', () => {
    render(<DrawBoard style={GILDED} picks={{ selected: [6, 22], crossing: 11 }} need={{ cards: 2, crossing: true }} onToggle={vi.fn()} />);
    const first = screen.getByRole('button', { name: 'First card: position 7 of 78' });
    expect(first).toHaveAttribute('aria-pressed', 'true');
    // The badge on the card shows the pick's order the name gives in words.
    expect(first.querySelector('.draw-card-number')).toHaveAttribute('data-number', '1');
    expect(screen.getByRole('button', { name: 'Second card: position 23 of 78' }).querySelector('.draw-card-number')).toHaveAttribute('data-number', '2');
    expect(screen.getByRole('button', { name: 'Crossing card: position 12 of 78' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Card at position 8 of 78, face down' })).toHaveAttribute('aria-pressed', 'false');
  });
});
