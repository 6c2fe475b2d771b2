import { describe, expect, it } from 'vitest';
import { placeOf } from './positions/slots.ts';
import { placePhrase, positionLabel } from './words.ts';

describe('a position’s name mid-sentence', () => {
  it.each([
    ['The near future', 'the near future', 'the place of the near future'],
    ['Past', 'the past', 'the place of the past'],
    // A free spread's numbered place reads as its role, never as its number.
    ['Card 1', 'the heart of the matter', 'the heart of the matter'],
    ['Card 2', 'the place of what helps', 'the place of what helps'],
    ['What hinders', 'the place of what hinders', 'the place of what hinders'],
    ['The outcome', 'the outcome', 'the place of the outcome'],
    ['Yourself', 'your own place', 'the place of your own place'],
    // Bonus reading templates name their places freely.
    ['Path A', 'the path A', 'the place of the path A'],
    ['What you bring', 'the place of what you bring', 'the place of what you bring'],
    ['Where love points', 'the place of where love points', 'the place of where love points'],
    ["Today's card", "today's card", "the place of today's card"],
    ["The year's lesson", "the year's lesson", "the place of the year's lesson"],
  ])('%s reads "in %s" and "%s"', (name, afterIn, place) => {
    expect(placePhrase(name)).toBe(afterIn);
    expect(placeOf(name)).toBe(place);
  });
});

describe('a position’s label inside “your … position”', () => {
  it.each([
    ['The present', 'Present'],
    ['Yourself', 'Yourself'],
    ['Card 1', 'Heart of the matter'],
    ['Card 3', 'Stumbling block'],
    ['What is hidden', 'Hidden influence'],
  ])('labels %s as %s', (name, label) => {
    expect(positionLabel(name)).toBe(label);
  });
});
