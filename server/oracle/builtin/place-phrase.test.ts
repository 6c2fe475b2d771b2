import { describe, expect, it } from 'vitest';
import { placeOf } from './positions/slots.ts';
import { placePhrase } from './words.ts';

describe('a position’s name mid-sentence', () => {
  it.each([
    ['The near future', 'the near future', 'the place of the near future'],
    ['Past', 'the past', 'the place of the past'],
    ['Card 2', 'Card 2', 'the place of Card 2'],
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
