import { describe, expect, it } from 'vitest';
import { questionArea } from './question-area.ts';

describe('questionArea', () => {
  it.each([
    ['Will my relationship with Sam last?', 'love'],
    ['Does my ex still think of me?', 'love'],
    ['Should I ask my boss for a raise?', 'work'],
    ['How will my exams go this spring?', 'work'],
  ] as const)('reads %j as a question about %s', (question, area) => {
    expect(questionArea(question)).toBe(area);
  });

  it.each([
    ['Should I move to Lisbon?'],
    ['What does my next year hold?'],
    ['How can I grow my network?'],
    ['Should I start dating a colleague from work?'],
  ])('names no area for %j', (question) => {
    expect(questionArea(question)).toBeNull();
  });

  it('names no area for a general reading', () => {
    expect(questionArea(null)).toBeNull();
  });
});
