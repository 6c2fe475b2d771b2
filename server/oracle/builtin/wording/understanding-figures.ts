/**
 * How well the interpreter understands the generated questions, against their labels: the figures the
 * question-understanding test asserts and docs/sample-readings.md reports, computed once here.
 */
import { understandQuestion } from '../question/understand-question.ts';
import type { QuestionInsight } from '../question/types.ts';
import type { LabelledQuestion } from './question-generator.ts';

export interface Read {
  labelled: LabelledQuestion;
  insight: QuestionInsight;
}

/** The share of items read right, and the ones read wrong. */
export interface Share {
  share: number;
  misses: Read[];
}

export interface UnderstandingFigures {
  questions: number;
  subject: Share;
  yesMeans: Share;
  kind: Share;
  options: Share;
  /** Of the questions that name a time frame. */
  timeFrame: Share;
  /** Of the questions that name none: none invented. */
  noTimeFrame: Share;
  language: Share;
}

/** Labels and readings compare without case, surrounding space or the kind of apostrophe. */
const same = (a: string | null, b: string | null) => (a ?? '').trim().toLowerCase().replaceAll('’', "'") === (b ?? '').trim().toLowerCase().replaceAll('’', "'");

function share(items: readonly Read[], right: (read: Read) => boolean): Share {
  const misses = items.filter((read) => !right(read));
  return { share: items.length === 0 ? 1 : 1 - misses.length / items.length, misses };
}

export function understandingFigures(questions: readonly LabelledQuestion[]): UnderstandingFigures {
  const reads = questions.map((labelled) => ({ labelled, insight: understandQuestion(labelled.question) }));
  return {
    questions: reads.length,
    subject: share(reads, ({ labelled, insight }) => same(labelled.subject, insight.subject)),
    yesMeans: share(reads.filter(({ labelled }) => labelled.yesMeans !== null), ({ labelled, insight }) => labelled.yesMeans === insight.yesMeans),
    kind: share(reads, ({ labelled, insight }) => labelled.kind === insight.kind),
    options: share(
      reads.filter(({ labelled }) => labelled.kind === 'choice'),
      ({ labelled, insight }) => labelled.options.length === insight.options.length && labelled.options.every((option, index) => same(option, insight.options[index] ?? null)),
    ),
    timeFrame: share(reads.filter(({ labelled }) => labelled.timeFrame !== null), ({ labelled, insight }) => same(labelled.timeFrame, insight.timeFrame)),
    noTimeFrame: share(reads.filter(({ labelled }) => labelled.timeFrame === null), ({ insight }) => insight.timeFrame === null),
    language: share(reads, ({ labelled, insight }) => labelled.language === insight.language),
  };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const counted = ({ share: value, misses }: Share, of: string) => `${percent(value)} ${of} (${misses.length} missed)`;

/** One line per figure, for the test's output and the docs. */
export function understandingLines(figures: UnderstandingFigures): string[] {
  return [
    `subjects named as labelled: ${counted(figures.subject, `of ${figures.questions}`)}`,
    `what a yes means, hoped or feared: ${counted(figures.yesMeans, 'of the yes-or-no questions')}`,
    `kind of question: ${counted(figures.kind, `of ${figures.questions}`)}`,
    `a choice's options, in order: ${counted(figures.options, 'of the choices')}`,
    `time frame found: ${counted(figures.timeFrame, 'of the questions giving one')}; none invented: ${counted(figures.noTimeFrame, 'of the rest')}`,
    `language told apart from English: ${counted(figures.language, `of ${figures.questions}`)}`,
  ];
}
