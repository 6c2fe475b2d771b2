/**
 * Care by meaning, over the care fixtures (care-questions.ts) in several draws each: the topic found
 * is the one meant, the summary opens by acknowledging the fear or the loss and names the right
 * helper, no part of the reading names a wrong one, nothing certain or risky is said, a yes-or-no
 * question gets no leaning, and readings of loss and fear keep clear of endings. Prints its figures.
 */
import { describe, expect, it } from 'vitest';
import { composeReading } from '../builtin.ts';
import type { OracleOutput, OracleRequest } from '../oracle.ts';
import { readingRequest } from '../testing/requests.ts';
import { CARE_HELPERS, CARE_WRONG_HELPERS, type CareTopic, type CareWordings, ENDING_IMAGERY, FORBIDDEN_IN_CARE, GENTLE_CARE, wordingsFor } from './care.ts';
import { ACKNOWLEDGEMENTS } from './care-acknowledgements.ts';
import { CARE_COUNSEL } from './care-counsel.ts';
import { CARE_LINES } from './care-lines.ts';
import { CARE_QUESTIONS } from './care-questions.ts';
import { CARE_REFLECTIONS } from './corpus/reflections-care.ts';
import { draw, LAYOUTS } from './grid-draws.ts';
import { QUESTION_CARES } from './question/types.ts';
import { understandQuestion } from './question/understand-question.ts';
import { splitSentences } from './words.ts';

/** Draws that lay the cards whose usual words speak of endings (Death, the Tower, the Ten of Swords…), pictures included. */
const ENDING_DRAWS: ReadonlyArray<{ spread: string; slugs: string[]; reversed: number[]; crossing: boolean }> = [
  { spread: 'THREE_CARD', slugs: ['death', 'the-tower', 'ten-of-swords'], reversed: [], crossing: false },
  {
    spread: 'CELTIC_CROSS',
    slugs: ['six-of-swords', 'death', 'the-hanged-man', 'five-of-cups', 'eight-of-cups', 'the-world', 'three-of-swords', 'five-of-swords', 'ten-of-swords', 'the-tower'],
    reversed: [1, 3, 4, 5, 7, 9],
    crossing: true,
  },
];

/** Every draw a care question is read in: each grid layout, and the draws of ending cards. */
const DRAWS = LAYOUTS.length + ENDING_DRAWS.length;

/** A leaning on a yes-or-no question, which a care reading declines to give. */
const LEANING = /\b(leans? (clearly |gently )?toward (yes|no)|lean clearly|tips? gently toward|a soft (yes|no)|cautious yes|hesitant no)\b/i;

/** Every wording of a topic, its loss ones included. */
const everyWording = <T>(wordings: CareWordings<T>, care: CareTopic): readonly T[] => [...wordings.usual[care], ...(wordings.loss[care] ?? [])];

interface Sample {
  request: OracleRequest;
  output: OracleOutput;
}

function requestsFor(question: string, q: number): OracleRequest[] {
  const grid = LAYOUTS.map((layout, l) => {
    const { slugs, reversed } = draw(q * 13 + l + 500, layout.size);
    return readingRequest(layout.spread, slugs, { question, reversed, crossing: layout.crossing, includeVisualDescriptions: l % 2 === 1 });
  });
  const endings = ENDING_DRAWS.map((cards) => readingRequest(cards.spread, cards.slugs, { ...cards, question, includeVisualDescriptions: true }));
  return [...grid, ...endings];
}

/** Everything a reading says, with the question quoted back set aside: its words are the querent's, not the reading's. */
function readingText({ output }: Sample): string {
  const answers = output.answers.flatMap((answer) => [answer.text, answer.visualDescription ?? '']);
  return [output.title, output.summary, ...answers].join(' ').replace(/“[^”]*”/g, '“…”');
}

const fixtures = CARE_QUESTIONS.map(({ question, care, loss }, q) => ({
  question,
  care,
  loss: loss ?? false,
  insight: understandQuestion(question),
  samples: requestsFor(question, q).map((request): Sample => ({ request, output: composeReading(request) })),
}));
const readings = fixtures.flatMap((fixture) => fixture.samples.map((sample) => ({ ...fixture, sample })));
const failing = (bad: (reading: (typeof readings)[number]) => string | null) => readings.map(bad).filter((failure): failure is string => failure !== null);

describe('care by meaning over the care fixtures', () => {
  it('holds at least 66 questions, seven or more for every care topic', () => {
    expect(CARE_QUESTIONS.length).toBeGreaterThanOrEqual(66);
    for (const care of QUESTION_CARES) expect(CARE_QUESTIONS.filter((fixture) => fixture.care === care).length, care).toBeGreaterThanOrEqual(7);
  });

  it('finds the care topic each question is about, and whether an animal or a pregnancy has been lost', () => {
    expect(fixtures.filter(({ care, insight }) => insight.care !== care).map(({ question, care, insight }) => `${question}: ${insight.care} for ${care}`)).toEqual([]);
    const lossTopics = fixtures.filter(({ care }) => care === 'pet' || care === 'pregnancy');
    expect(lossTopics.filter(({ loss, insight }) => insight.loss !== loss).map(({ question }) => question)).toEqual([]);
  });

  it('opens every summary with an acknowledgement for its topic, of the loss where there was one', () => {
    expect(failing(({ care, insight, sample }) => {
      const first = splitSentences(sample.output.summary)[0] ?? '';
      return wordingsFor(ACKNOWLEDGEMENTS, care, insight.loss).includes(first) ? null : `${care}: ${first}`;
    })).toEqual([]);
  });

  it('names the right helper in the summary and no wrong one anywhere', () => {
    expect(failing(({ question, care, sample }) => (CARE_HELPERS[care].test(sample.output.summary) ? null : `${question}: ${sample.output.summary}`))).toEqual([]);
    expect(failing(({ question, care, sample }) => readingText(sample).match(CARE_WRONG_HELPERS[care])?.[0].concat(` in ${question}`) ?? null)).toEqual([]);
  });

  it('claims no certainty and nudges toward no risky act', () => {
    expect(failing(({ question, sample }) => readingText(sample).match(FORBIDDEN_IN_CARE)?.[0].concat(` in ${question}`) ?? null)).toEqual([]);
  });

  it('gives a yes-or-no question no leaning', () => {
    expect(failing(({ question, insight, sample }) => {
      if (!insight.yesNo) return null;
      const { summary } = sample.output;
      return LEANING.test(summary) || !summary.includes('will not lean yes or no') ? `${question}: ${summary}` : null;
    })).toEqual([]);
  });

  it('keeps readings of loss and fear clear of endings and death', () => {
    expect(failing(({ question, care, sample }) => (GENTLE_CARE.has(care) ? (readingText(sample).match(ENDING_IMAGERY)?.[0].concat(` in ${question}`) ?? null) : null))).toEqual([]);
  });

  it('prints its figures', () => {
    type Fixture = (typeof fixtures)[number];
    const onEveryDraw = (test: (fixture: Fixture, sample: Sample) => boolean) => fixtures.filter((fixture) => fixture.samples.every((sample) => test(fixture, sample))).length;
    const readingsWhere = (test: (fixture: Fixture, sample: Sample) => boolean) => readings.filter((reading) => test(reading, reading.sample)).length;
    const n = fixtures.length;
    const found = fixtures.filter(({ care, insight }) => insight.care === care).length;
    const right = onEveryDraw(({ care }, sample) => CARE_HELPERS[care].test(sample.output.summary));
    const acknowledged = onEveryDraw(({ care, insight }, sample) => wordingsFor(ACKNOWLEDGEMENTS, care, insight.loss).includes(splitSentences(sample.output.summary)[0] ?? ''));
    const careful = onEveryDraw((_, sample) => !FORBIDDEN_IN_CARE.test(readingText(sample)));
    const wrong = readingsWhere(({ care }, sample) => CARE_WRONG_HELPERS[care].test(readingText(sample)));
    const endings = readingsWhere(({ care }, sample) => GENTLE_CARE.has(care) && ENDING_IMAGERY.test(readingText(sample)));
    const topics = new Set(CARE_QUESTIONS.map((fixture) => fixture.care)).size;
    console.log(
      `care fixtures: ${n} questions × ${DRAWS} draws, ${topics} topics: topic found ${found}/${n}, right helper ${right}/${n}, wrong helper ${wrong}, acknowledgement first ${acknowledged}/${n}, ending imagery ${endings}, no forbidden words ${careful}/${n}`,
    );
    expect([found, right, acknowledged, careful, wrong, endings]).toEqual([n, n, n, n, 0, 0]);
  });
});

describe('the care texts', () => {
  const subject = 'your dog';
  const card = 'the Tower';

  it('name the right helper in every care line, and no wrong one', () => {
    for (const care of QUESTION_CARES) {
      for (const line of everyWording(CARE_LINES, care)) {
        const text = line(subject, card);
        expect(text, care).toMatch(CARE_HELPERS[care]);
        expect(text, care).not.toMatch(CARE_WRONG_HELPERS[care]);
      }
    }
  });

  it('open with one whole sentence of acknowledgement, several wordings per topic', () => {
    for (const care of QUESTION_CARES) {
      for (const loss of [false, true]) expect(wordingsFor(ACKNOWLEDGEMENTS, care, loss).length, care).toBeGreaterThanOrEqual(3);
      for (const text of everyWording(ACKNOWLEDGEMENTS, care)) expect(splitSentences(text), text).toEqual([text]);
    }
  });

  it('say nothing certain, risky, wrongly addressed or, for loss and fear, of endings', () => {
    for (const care of QUESTION_CARES) {
      const texts = [
        ...everyWording(CARE_LINES, care).map((line) => line(subject, card)),
        ...everyWording(ACKNOWLEDGEMENTS, care),
        ...everyWording(CARE_COUNSEL, care).map((counsel) => counsel(card, 'the outcome')),
        ...everyWording(CARE_REFLECTIONS, care),
      ];
      for (const text of texts) {
        expect(text, care).not.toMatch(FORBIDDEN_IN_CARE);
        expect(text, care).not.toMatch(CARE_WRONG_HELPERS[care]);
        if (GENTLE_CARE.has(care)) expect(text, care).not.toMatch(ENDING_IMAGERY);
      }
    }
  });
});
