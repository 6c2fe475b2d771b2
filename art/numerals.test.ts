import { describe, expect, it } from 'vitest';
import { cardNumeral, courtRank, toRoman } from './numerals.ts';

const MAJORS = ['0', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV', 'XVI', 'XVII', 'XVIII', 'XIX', 'XX', 'XXI'];
const MINORS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'P', 'Kn', 'Q', 'K'];

describe('toRoman', () => {
  it('writes 0–21 as on the major arcana, with 0 for The Fool', () => {
    expect(MAJORS.map((_, n) => toRoman(n))).toEqual(MAJORS);
  });

  it('handles subtractive forms beyond the deck', () => {
    expect(toRoman(40)).toBe('XL');
    expect(toRoman(99)).toBe('XCIX');
    expect(toRoman(1994)).toBe('MCMXCIV');
  });

  it('refuses what roman numerals cannot write', () => {
    expect(() => toRoman(-1)).toThrow(RangeError);
    expect(() => toRoman(1.5)).toThrow(RangeError);
  });
});

describe('cardNumeral', () => {
  it('gives every major its roman numeral', () => {
    expect(MAJORS.map((_, number) => cardNumeral({ arcana: 'major', number }))).toEqual(MAJORS);
  });

  it('gives the minors A, 2…10 and P/Kn/Q/K', () => {
    expect(MINORS.map((_, i) => cardNumeral({ arcana: 'minor', number: i + 1 }))).toEqual(MINORS);
  });

  it('spells out the court ranks when asked', () => {
    expect([11, 12, 13, 14].map((number) => cardNumeral({ arcana: 'minor', number }, true))).toEqual(['Page', 'Knight', 'Queen', 'King']);
    expect(cardNumeral({ arcana: 'minor', number: 7 }, true)).toBe('7');
  });
});

describe('courtRank', () => {
  it('names the rank of 11–14 and nothing else', () => {
    expect([11, 12, 13, 14].map((number) => courtRank({ arcana: 'minor', number }))).toEqual(['page', 'knight', 'queen', 'king']);
    expect(courtRank({ arcana: 'minor', number: 10 })).toBeNull();
    expect(courtRank({ arcana: 'major', number: 12 })).toBeNull();
  });
});
