import { describe, expect, it } from 'vitest';
import { composeReading } from '../builtin.ts';
import { readingRequest } from '../testing/requests.ts';
import { draw, LAYOUTS } from './grid-draws.ts';
import { generateQuestions } from './wording/question-generator.ts';

/** The summary's sentences, split where one ends and a capital (or an opening quote) begins the next. */
const sentencesOf = (summary: string) => summary.split(/(?<=[.!?”])\s+(?=[A-Z“])/);

describe('composeSummary', () => {
  it('seldom opens two sentences in a row with the same word ("Everything pivots… Everything bends…")', () => {
    let summaries = 0;
    let repeated = 0;
    for (const [index, { question }] of generateQuestions(300).entries()) {
      const layout = LAYOUTS[index % LAYOUTS.length]!;
      const { slugs, reversed } = draw(index, layout.size);
      const openings = sentencesOf(composeReading(readingRequest(layout.spread, slugs, { question, reversed, crossing: layout.crossing })).summary).map((sentence) => sentence.split(' ')[0]);
      summaries += 1;
      // "The" opens too many plain sentences to count as a repeated wording.
      if (openings.some((word, at) => at > 0 && word !== 'The' && word === openings[at - 1])) repeated += 1;
    }
    expect(repeated / summaries).toBeLessThanOrEqual(0.01);
  });
});
