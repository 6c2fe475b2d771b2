import { describe, expect, it } from 'vitest';
import { understandQuestion } from '../question/understand-question.ts';
import type { QuestionInsight } from '../question/types.ts';
import { generateQuestions, type LabelledQuestion } from './question-generator.ts';

const same = (a: string | null, b: string | null) => (a ?? '').trim().toLowerCase().replaceAll('’', "'") === (b ?? '').trim().toLowerCase().replaceAll('’', "'");

interface Read {
  labelled: LabelledQuestion;
  insight: QuestionInsight;
}

const reads: Read[] = generateQuestions().map((labelled) => ({ labelled, insight: understandQuestion(labelled.question) }));

function share(items: readonly Read[], right: (read: Read) => boolean): { share: number; misses: Read[] } {
  const misses = items.filter((read) => !right(read));
  return { share: items.length === 0 ? 1 : 1 - misses.length / items.length, misses };
}

const subject = share(reads, ({ labelled, insight }) => same(labelled.subject, insight.subject));
const yesMeans = share(reads.filter(({ labelled }) => labelled.yesMeans !== null), ({ labelled, insight }) => labelled.yesMeans === insight.yesMeans);
const kind = share(reads, ({ labelled, insight }) => labelled.kind === insight.kind);
const options = share(
  reads.filter(({ labelled }) => labelled.kind === 'choice'),
  ({ labelled, insight }) => labelled.options.length === insight.options.length && labelled.options.every((option, index) => same(option, insight.options[index] ?? null)),
);
const timeFrame = share(reads.filter(({ labelled }) => labelled.timeFrame !== null), ({ labelled, insight }) => same(labelled.timeFrame, insight.timeFrame));
const noTimeFrame = share(reads.filter(({ labelled }) => labelled.timeFrame === null), ({ insight }) => insight.timeFrame === null);
const language = share(reads, ({ labelled, insight }) => labelled.language === insight.language);

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const show = (misses: readonly Read[], field: (insight: QuestionInsight) => unknown, label: (labelled: LabelledQuestion) => unknown) =>
  misses.slice(0, 15).map(({ labelled, insight }) => `    ${JSON.stringify(labelled.question)}: ${JSON.stringify(field(insight))}, expected ${JSON.stringify(label(labelled))}`);

console.log(
  [
    `Question understanding over ${reads.length} generated questions:`,
    `  subject ${percent(subject.share)} (${subject.misses.length} misses)`,
    ...show(subject.misses, (insight) => insight.subject, (labelled) => labelled.subject),
    `  yesMeans ${percent(yesMeans.share)} (${yesMeans.misses.length} misses)`,
    ...show(yesMeans.misses, (insight) => insight.yesMeans, (labelled) => labelled.yesMeans),
    `  kind ${percent(kind.share)} (${kind.misses.length} misses)`,
    ...show(kind.misses, (insight) => insight.kind, (labelled) => labelled.kind),
    `  options ${percent(options.share)} (${options.misses.length} misses)`,
    ...show(options.misses, (insight) => insight.options, (labelled) => labelled.options),
    `  timeFrame named ${percent(timeFrame.share)}, none where none ${percent(noTimeFrame.share)}`,
    ...show([...timeFrame.misses, ...noTimeFrame.misses], (insight) => insight.timeFrame, (labelled) => labelled.timeFrame),
    `  language ${percent(language.share)}`,
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
