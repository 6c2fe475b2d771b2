/**
 * Issue 30's wording check over a set of labelled questions: each question read once in a layout and
 * draw fixed by its place in the set, each yes-or-no question read again over all-bright and all-hard
 * cards, every reading measured with reading-checks.ts. wording.test.ts asserts on these figures and
 * docs/sample-readings.md#wording-check prints them, so the docs' figures are the test's.
 */
import { composeReading } from '../../builtin.ts';
import type { OracleRequest } from '../../oracle.ts';
import { readingRequest } from '../../testing/requests.ts';
import { ACKNOWLEDGEMENTS } from '../care-acknowledgements.ts';
import { draw, LAYOUTS } from '../grid-draws.ts';
import type { YesMeans } from '../question/types.ts';
import { understandQuestion } from '../question/understand-question.ts';
import {
  cardNumberTexts,
  type CardMood,
  closingQuestion,
  leaningsSaid,
  longestRepeatedSentence,
  mostCommon,
  namesSubject,
  overusedPhrases,
  polarityRight,
  type ReadingText,
  repeatedClosingQuestions,
  titleEnding,
} from './reading-checks.ts';

/** What the check needs of a labelled question (question-generator.ts's LabelledQuestion has these and more). */
export interface CheckedQuestion {
  question: string;
  kind: string;
  subject: string | null;
  yesMeans: YesMeans | null;
}

/** Three-card draws, all upright, whose every card is good news or hard news. */
export const MOOD_DRAWS: Readonly<Record<CardMood, readonly string[]>> = {
  bright: ['the-sun', 'the-star', 'ten-of-cups'],
  hard: ['ten-of-swords', 'three-of-swords', 'the-tower'],
};

/** A failure to show: the question and what went wrong. */
export interface Failure {
  question: string;
  found: string;
}

export interface WordingFigures {
  questions: number;
  /** Readings that write a place as "Card N". */
  cardNumber: Failure[];
  /** Readings that say a card's meaning phrase more than twice. */
  phraseOverused: Failure[];
  /** Readings in which two answers end in the same closing question. */
  closingTwice: Failure[];
  /**
   * Yes-or-no readings over bright and hard cards whose leaning points the right way, of those judged,
   * and how many lean either way at all: a summary that never says yes or no is never wrong, so a
   * right share is only worth as much as the leanings behind it.
   */
  polarity: { right: number; leaning: number; judged: number; wrong: Failure[] };
  /** Readings naming their labelled subject, of those with one. */
  subjectNamed: { named: number; labelled: number };
  titles: { distinct: number; total: number };
  commonClosing: { value: string; share: number } | null;
  commonTitleEnding: { value: string; share: number } | null;
  longestRepeated: { sentence: string; readings: number } | null;
}

// A care reading's acknowledgement is the same kindness on purpose, not a template's seam.
const ACKNOWLEDGED: ReadonlySet<string> = new Set([...Object.values(ACKNOWLEDGEMENTS.usual), ...Object.values(ACKNOWLEDGEMENTS.loss)].flat());

/** The question read in the layout and draw its place in the set gives it. */
function requestFor(question: string, place: number): OracleRequest {
  const layout = LAYOUTS[place % LAYOUTS.length]!;
  const { slugs, reversed } = draw(place, layout.size);
  return readingRequest(layout.spread, slugs, { question, reversed, crossing: layout.crossing });
}

/** A yes-or-no question judged for polarity: not a care question, which gets no leaning at all. */
const judgedForPolarity = (item: CheckedQuestion) => (item.kind === 'yes-no' || item.yesMeans !== null) && understandQuestion(item.question).care === null;

const shareOf = (found: { value: string; share: number } | null) => (found === null ? null : { value: found.value, share: found.share });

/** The wording figures of `items`, each read as described above. */
export function wordingFigures(items: readonly CheckedQuestion[]): WordingFigures {
  const readings: ReadingText[] = [];
  const figures: WordingFigures = {
    questions: items.length,
    cardNumber: [],
    phraseOverused: [],
    closingTwice: [],
    polarity: { right: 0, leaning: 0, judged: 0, wrong: [] },
    subjectNamed: { named: 0, labelled: 0 },
    titles: { distinct: 0, total: 0 },
    commonClosing: null,
    commonTitleEnding: null,
    longestRepeated: null,
  };
  items.forEach((item, place) => {
    const request = requestFor(item.question, place);
    const reading = composeReading(request);
    readings.push(reading);
    const { question } = item;
    const [numbered] = cardNumberTexts(reading);
    if (numbered !== undefined) figures.cardNumber.push({ question, found: numbered });
    const cards = request.cards.map((drawn) => ({ slug: drawn.card.slug, reversed: drawn.reversed }));
    const overused = overusedPhrases(reading, cards);
    if (overused.length > 0) figures.phraseOverused.push({ question, found: overused.map((found) => `“${found.phrase}” ×${found.count}`).join(', ') });
    const repeated = repeatedClosingQuestions(reading);
    if (repeated.length > 0) figures.closingTwice.push({ question, found: repeated.join(' / ') });
    if (item.subject !== null) {
      figures.subjectNamed.labelled += 1;
      if (namesSubject(reading, item.subject)) figures.subjectNamed.named += 1;
    }
  });
  for (const item of items.filter(judgedForPolarity)) {
    for (const mood of ['bright', 'hard'] as const) {
      const { summary } = composeReading(readingRequest('THREE_CARD', MOOD_DRAWS[mood], { question: item.question }));
      figures.polarity.judged += 1;
      const said = leaningsSaid(summary);
      if (said.yes || said.no) figures.polarity.leaning += 1;
      if (polarityRight(summary, item.yesMeans ?? 'hoped', mood)) figures.polarity.right += 1;
      else figures.polarity.wrong.push({ question: item.question, found: `${item.yesMeans ?? 'hoped'} yes, ${mood} cards: ${summary}` });
    }
  }
  const titles = readings.map((reading) => reading.title);
  figures.titles = { distinct: new Set(titles).size, total: titles.length };
  figures.commonTitleEnding = shareOf(mostCommon(titles.map(titleEnding)));
  const closings = readings.flatMap((reading) => reading.answers.map((answer) => closingQuestion(answer.text))).filter((found) => found !== null);
  figures.commonClosing = shareOf(mostCommon(closings));
  figures.longestRepeated = longestRepeatedSentence(readings, ACKNOWLEDGED);
  return figures;
}

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`;

/** The figures as short lines, for the test's log and the docs' list alike. */
export function figureLines(figures: WordingFigures): string[] {
  const { polarity, subjectNamed, titles, commonClosing, commonTitleEnding, longestRepeated } = figures;
  return [
    `readings writing “Card N”: ${figures.cardNumber.length}`,
    `readings saying a card’s meaning phrase three times or more: ${figures.phraseOverused.length}`,
    `readings ending two answers in the same closing question: ${figures.closingTwice.length}`,
    `yes-or-no leanings pointing the right way over all-bright and all-hard cards: ${percent(polarity.right, polarity.judged)} of ${polarity.judged} readings, ${percent(polarity.leaning, polarity.judged)} of them leaning yes or no`,
    `readings naming their question’s subject: ${percent(subjectNamed.named, subjectNamed.labelled)} of ${subjectNamed.labelled} with a labelled subject`,
    `distinct titles: ${titles.distinct} of ${titles.total}`,
    `most common closing question: ${commonClosing === null ? 'none' : `${percent(commonClosing.share, 1)} of closing questions (“${commonClosing.value}?”)`}`,
    `most common title ending: ${commonTitleEnding === null ? 'none' : `${percent(commonTitleEnding.share, 1)} of titles (“${commonTitleEnding.value}”)`}`,
    `longest sentence repeated across readings: ${longestRepeated === null ? 'none' : `${longestRepeated.sentence.length} characters, in ${longestRepeated.readings} readings (“${longestRepeated.sentence}”)`}`,
  ];
}
