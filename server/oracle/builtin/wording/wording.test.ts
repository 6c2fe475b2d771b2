/**
 * Issue 30's acceptance over the generated questions (question-generator.ts): each read in a fixed
 * layout and draw, the yes-or-no ones again over all-bright and all-hard cards, measured by
 * reading-checks.ts through wording-figures.ts, the same figures docs/sample-readings.md#wording-check shows.
 */
import { describe, expect, it } from 'vitest';
import { generateQuestions } from './question-generator.ts';
import { type Failure, figureLines, wordingFigures } from './wording-figures.ts';

const questions = generateQuestions();
const figures = wordingFigures(questions);

/** The count and the first few failures, so a failing run shows what went wrong. */
const failures = (found: readonly Failure[]) => ({ count: found.length, first: found.slice(0, 5) });
const none = { count: 0, first: [] };

describe('the builtin interpreter’s wording over the generated questions', () => {
  it('reads at least 500 questions, and prints its figures', () => {
    console.log(`wording check over ${figures.questions} generated questions:\n  ${figureLines(figures).join('\n  ')}`);
    expect(figures.questions).toBeGreaterThanOrEqual(500);
  });

  it('never writes a place as “Card N”', () => {
    expect(failures(figures.cardNumber)).toEqual(none);
  });

  it('never says a card’s meaning phrase three times in one reading', () => {
    expect(failures(figures.phraseOverused)).toEqual(none);
  });

  it('never ends two answers of one reading with the same closing question', () => {
    expect(failures(figures.closingTwice)).toEqual(none);
  });

  it('leans the right way for what the asker hopes or fears, over bright cards and over hard ones', () => {
    // Enough yes-or-no questions that a rule for each kind of wording is exercised, not a handful.
    expect(figures.polarity.judged).toBeGreaterThanOrEqual(100);
    // All-bright or all-hard cards leave nothing to balance, so nearly every summary leans; a check that
    // found no leaning would pass by reading nothing, which this keeps honest.
    expect(figures.polarity.leaning / figures.polarity.judged).toBeGreaterThanOrEqual(0.9);
    expect(failures(figures.polarity.wrong)).toEqual(none);
  });
});
