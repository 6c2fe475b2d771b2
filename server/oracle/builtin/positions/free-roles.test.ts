import { describe, expect, it } from 'vitest';
import { SPREAD_TYPES } from '#common/domain/spreads.ts';
import { ENDING_IMAGERY } from '../care.ts';
import { placePhrase } from '../words.ts';
import { FREE_ROLES, freeIndex, freeRole } from './free-roles.ts';

const rolesOf = (size: number) => Array.from({ length: size }, (_, index) => freeRole(index, size).name);

describe('a free spread’s roles', () => {
  it('reads the first card as the heart, the last as the outcome and those between in order', () => {
    expect(rolesOf(1)).toEqual(['The heart of the matter']);
    expect(rolesOf(2)).toEqual(['The heart of the matter', 'The outcome']);
    expect(rolesOf(4)).toEqual(['The heart of the matter', 'What helps', 'What hinders', 'The outcome']);
    expect(rolesOf(6)).toEqual(['The heart of the matter', 'What helps', 'What hinders', 'What is hidden', 'What to release', 'The outcome']);
  });

  it('gives every card of the largest free spread a role of its own', () => {
    const max = SPREAD_TYPES.find((spread) => spread.name === 'GENERAL')!.maxCards;
    expect(new Set(rolesOf(max)).size).toBe(max);
  });

  it('reads a numbered place without the spread’s size by its index, as a clarifier must', () => {
    expect(freeIndex('Card 3')).toBe(2);
    expect(freeIndex('The present')).toBeUndefined();
    expect(freeRole(2).name).toBe('What hinders');
  });

  it('never names a role in words a reading of loss must avoid, nor as a number', () => {
    for (const role of FREE_ROLES) {
      expect(`${role.name} ${role.label} ${placePhrase(role.name)}`, role.name).not.toMatch(ENDING_IMAGERY);
      expect(placePhrase(role.name)).not.toMatch(/\d/);
    }
  });
});
