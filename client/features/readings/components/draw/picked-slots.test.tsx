import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findSpreadType } from '#common/domain/spreads.ts';
import { PickedSlots } from './picked-slots.tsx';

describe('PickedSlots', () => {
  it('names a free spread’s places as picks and says where in the deck each was picked, never “card 7”', () => {
    render(<PickedSlots spread={findSpreadType('GENERAL')} picks={{ selected: [6], crossing: null }} need={{ cards: 2, crossing: true }} />);
    const slots = screen.getAllByRole('listitem').map((slot) => slot.textContent);
    expect(slots).toEqual(['1First cardposition 7', '2Second cardnot picked yet', '3What crossesnot picked yet']);
  });

  it('keeps a named spread’s position names', () => {
    render(<PickedSlots spread={findSpreadType('THREE_CARD')} picks={{ selected: [6, 22], crossing: null }} need={{ cards: 3, crossing: false }} />);
    expect(screen.getAllByRole('listitem').map((slot) => slot.textContent)).toEqual(['1Pastposition 7', '2Presentposition 23', '3Futurenot picked yet']);
  });
});
