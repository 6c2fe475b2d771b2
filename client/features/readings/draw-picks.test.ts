import { describe, expect, it } from 'vitest';
import { nextPick, NO_PICKS, pickNumber, togglePick, type Picks } from './draw-picks.ts';

const need = { cards: 2, crossing: true };
const pickAll = (positions: number[]): Picks => positions.reduce((picks, position) => togglePick(picks, position, need), NO_PICKS);

describe('picking face-down cards', () => {
  it('fills the spread first, then the crossing card, then stops', () => {
    expect(nextPick(NO_PICKS, need)).toBe('card');
    expect(pickAll([3, 9])).toEqual({ selected: [3, 9], crossing: null });
    expect(nextPick(pickAll([3, 9]), need)).toBe('crossing');
    expect(pickAll([3, 9, 40, 41])).toEqual({ selected: [3, 9], crossing: 40 });
    expect(nextPick(pickAll([3, 9, 40]), need)).toBe('done');
  });

  it('puts a picked card back when it is tapped again', () => {
    const picks = pickAll([3, 9, 40]);
    expect(togglePick(picks, 3, need)).toEqual({ selected: [9], crossing: 40 });
    expect(togglePick(picks, 40, need)).toEqual({ selected: [3, 9], crossing: null });
    // A freed spread place is filled before anything else.
    expect(togglePick(togglePick(picks, 3, need), 70, need)).toEqual({ selected: [9, 70], crossing: 40 });
  });

  it('numbers the picks in order, the crossing card last', () => {
    const picks = pickAll([3, 9, 40]);
    expect([pickNumber(picks, 3, need), pickNumber(picks, 9, need), pickNumber(picks, 40, need), pickNumber(picks, 1, need)]).toEqual([1, 2, 3, null]);
  });
});
