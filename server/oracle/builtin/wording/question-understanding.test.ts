import { describe, expect, it } from 'vitest';
import type { QuestionInsight } from '../question/types.ts';
import { generateQuestions, type LabelledQuestion } from './question-generator.ts';
import { type Read, understandingFigures, understandingLines } from './understanding-figures.ts';

const figures = understandingFigures(generateQuestions());
const { subject, yesMeans, kind, options, timeFrame, noTimeFrame, language } = figures;

const show = (misses: readonly Read[], field: (insight: QuestionInsight) => unknown, label: (labelled: LabelledQuestion) => unknown) =>
  misses.slice(0, 15).map(({ labelled, insight }) => `    ${JSON.stringify(labelled.question)}: ${JSON.stringify(field(insight))}, expected ${JSON.stringify(label(labelled))}`);

console.log(
  [
    `Question understanding over ${figures.questions} generated questions:`,
    ...understandingLines(figures).map((line) => `  ${line}`),
    'Misses (at most 15 of each):',
    ...show(subject.misses, (insight) => insight.subject, (labelled) => labelled.subject),
    ...show(yesMeans.misses, (insight) => insight.yesMeans, (labelled) => labelled.yesMeans),
    ...show(kind.misses, (insight) => insight.kind, (labelled) => labelled.kind),
    ...show(options.misses, (insight) => insight.options, (labelled) => labelled.options),
    ...show([...timeFrame.misses, ...noTimeFrame.misses], (insight) => insight.timeFrame, (labelled) => labelled.timeFrame),
    ...show(language.misses, (insight) => insight.language, (labelled) => labelled.language),
  ].join('\n'),
);

describe('the question understanding over generated wording', () => {
  it('names the subject as the labels do for at least 95% of questions', () => {
    expect(subject.share).toBeGreaterThanOrEqual(0.95);
  });

  it('knows what a yes means for every yes-or-no question', () => {
    expect(yesMeans.misses.map(({ labelled }) => labelled.question)).toEqual([]);
  });

  it('finds the kind for at least 90% of questions', () => {
    expect(kind.share).toBeGreaterThanOrEqual(0.9);
  });

  it('names the options of at least 90% of choices', () => {
    expect(options.share).toBeGreaterThanOrEqual(0.9);
  });

  it('finds the time frame for at least 90% of questions that give one, and invents none for at least 90% of the rest', () => {
    expect(timeFrame.share).toBeGreaterThanOrEqual(0.9);
    expect(noTimeFrame.share).toBeGreaterThanOrEqual(0.9);
  });

  it('tells English from other languages for every question', () => {
    expect(language.misses.map(({ labelled }) => labelled.question)).toEqual([]);
  });
});
