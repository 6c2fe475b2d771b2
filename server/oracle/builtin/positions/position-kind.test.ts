import { describe, expect, it } from 'vitest';
import { SPREAD_TYPES } from '#common/domain/spreads.ts';
import { positionKind } from './position-kind.ts';

describe('positionKind', () => {
  it.each([
    ['SINGLE', 'The answer', 'answer'],
    ['THREE_CARD', 'Past', 'past'],
    ['THREE_CARD', 'Present', 'present'],
    ['THREE_CARD', 'Future', 'outcome'],
    ['RELATIONSHIP', 'You', 'self'],
    ['RELATIONSHIP', 'The other', 'other-person'],
    ['RELATIONSHIP', 'The bond', 'bond'],
    ['RELATIONSHIP', 'The challenge', 'obstacle'],
    ['RELATIONSHIP', 'The way forward', 'advice'],
    ['CELTIC_CROSS', 'The present', 'present'],
    ['CELTIC_CROSS', 'The foundation', 'foundation'],
    ['CELTIC_CROSS', 'The recent past', 'past'],
    ['CELTIC_CROSS', 'The crown', 'crown'],
    ['CELTIC_CROSS', 'The near future', 'near-future'],
    ['CELTIC_CROSS', 'Yourself', 'self'],
    ['CELTIC_CROSS', 'Surroundings', 'surroundings'],
    ['CELTIC_CROSS', 'Hopes and fears', 'hopes-fears'],
    ['CELTIC_CROSS', 'The outcome', 'outcome'],
    ['GENERAL', 'Card 1', 'present'],
    ['GENERAL', 'Card 2', 'advice'],
    ['GENERAL', 'Card 3', 'obstacle'],
    ['GENERAL', 'Card 4', 'hidden'],
    ['GENERAL', 'What hinders', 'obstacle'],
  ] as const)('reads %s’s %j as %s', (spread, position, kind) => {
    expect(positionKind(spread, position, false)).toBe(kind);
  });

  it('gives every position of every spread a kind of its own, never a bare thread', () => {
    const unplaced = SPREAD_TYPES.flatMap((spread) =>
      spread.positions.filter((position) => positionKind(spread.name, position.name, false, spread.maxCards) === 'thread').map((position) => `${spread.name} ${position.name}`),
    );
    expect(unplaced).toEqual([]);
  });

  it('reads a free spread’s last card as its outcome, by the number of cards laid', () => {
    expect(positionKind('GENERAL', 'Card 4', false, 4)).toBe('outcome');
    expect(positionKind('GENERAL', 'Card 4', false, 6)).toBe('hidden');
    expect(positionKind('GENERAL', 'Card 2', false, 2)).toBe('outcome');
    expect(positionKind('GENERAL', 'Card 1', false, 1)).toBe('present');
  });

  it('finds a spread by its label too, as an oracle request names it', () => {
    for (const spread of SPREAD_TYPES) {
      for (const position of spread.positions) {
        expect(positionKind(spread.label, position.name, false)).toBe(positionKind(spread.name, position.name, false));
      }
    }
  });

  it('reads every crossing card as what stands across', () => {
    const crossings = SPREAD_TYPES.flatMap((spread) => (spread.crossingPosition ? [[spread.name, spread.crossingPosition.name] as const] : []));
    expect(crossings.length).toBeGreaterThan(0);
    for (const [spread, position] of crossings) expect(positionKind(spread, position, true)).toBe('obstacle');
  });

  it('falls back to a thread for an unknown spread or position instead of throwing', () => {
    expect(positionKind('PENTAGRAM', 'The spirit', false)).toBe('thread');
    expect(positionKind('CELTIC_CROSS', 'Somewhere new', false)).toBe('thread');
  });
});
