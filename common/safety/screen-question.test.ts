import { describe, expect, it } from 'vitest';
import { REVIEW_CRISIS_QUESTIONS, REVIEW_NEAR_MISS_QUESTIONS } from './fixtures/review-fixtures.ts';
import { SECOND_CRISIS_QUESTIONS, SECOND_NEAR_MISS_QUESTIONS } from './fixtures/second-fixtures.ts';
import { FOURTH_CRISIS_QUESTIONS, FOURTH_NEAR_MISS_QUESTIONS } from './fixtures/fourth-fixtures.ts';
import { THIRD_CRISIS_QUESTIONS, THIRD_NEAR_MISS_QUESTIONS } from './fixtures/third-fixtures.ts';
import { CRISIS_QUESTIONS, NEAR_MISS_QUESTIONS, type CrisisFixture, type NearMissFixture } from './fixtures/screen-fixtures.ts';
import { normalizeForScreen } from './normalize.ts';
import { screenQuestion } from './screen-question.ts';

/** The bar docs/product.md#safety sets: at least 98% of crisis phrasings stopped, at most 2% of near misses. */
const MIN_RECALL = 0.98;
const MAX_FALSE_POSITIVES = 0.02;

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

/** Crisis phrasings stopped with the wrong concern or language. */
const misreadIn = (crisis: readonly CrisisFixture[]) =>
  crisis.filter((fixture) => {
    const found = screenQuestion(fixture.text);
    return found !== null && (found.concern !== fixture.concern || found.language !== fixture.language);
  });

/** Screens a set and prints its figures; returns the phrasings it got wrong, for the assertion message. */
function measure(name: string, crisis: readonly CrisisFixture[], nearMisses: readonly NearMissFixture[]) {
  const missed = crisis.filter((fixture) => screenQuestion(fixture.text) === null);
  const misread = misreadIn(crisis);
  const stopped = nearMisses.filter((fixture) => screenQuestion(fixture.text) !== null);
  const caught = crisis.length - missed.length;
  console.log(
    `crisis screen, ${name}: recall ${caught}/${crisis.length} (${percent(caught, crisis.length)}), ` +
      `concern and language right ${crisis.length - missed.length - misread.length}/${crisis.length}, ` +
      `false positives ${stopped.length}/${nearMisses.length} (${percent(stopped.length, nearMisses.length)}), ` +
      `precision ${percent(caught, caught + stopped.length)}`,
  );
  return { missed, misread, stopped };
}

describe('screenQuestion', () => {
  it.each([
    ['independent fixtures', CRISIS_QUESTIONS, NEAR_MISS_QUESTIONS],
    ['second fixtures', SECOND_CRISIS_QUESTIONS, SECOND_NEAR_MISS_QUESTIONS],
    ['third fixtures', THIRD_CRISIS_QUESTIONS, THIRD_NEAR_MISS_QUESTIONS],
    ['fourth fixtures', FOURTH_CRISIS_QUESTIONS, FOURTH_NEAR_MISS_QUESTIONS],
  ] as const)('stops at least 98%% of the %s’ crisis phrasings and at most 2%% of their near misses', (name, crisis, nearMisses) => {
    const { missed, stopped } = measure(name, crisis, nearMisses);
    expect(crisis.length).toBeGreaterThanOrEqual(120);
    expect(nearMisses.length).toBeGreaterThanOrEqual(120);
    expect(missed.length / crisis.length, missed.map((fixture) => fixture.text).join('\n')).toBeLessThanOrEqual(1 - MIN_RECALL);
    expect(stopped.length / nearMisses.length, stopped.map((fixture) => fixture.text).join('\n')).toBeLessThanOrEqual(MAX_FALSE_POSITIVES);
  });

  it('tells whose safety is at stake and answers in the language asked', () => {
    // Every one stopped gets help; a wrong concern only changes which lines come first. Reported speech ("my brother
    // said lol I'll just yeet myself off the bridge") can still read as the asker's own.
    expect(misreadIn(CRISIS_QUESTIONS).map((fixture) => fixture.text)).toEqual([]);
    const all = [...CRISIS_QUESTIONS, ...SECOND_CRISIS_QUESTIONS, ...THIRD_CRISIS_QUESTIONS, ...FOURTH_CRISIS_QUESTIONS];
    expect(misreadIn(all).length / all.length).toBeLessThanOrEqual(MAX_FALSE_POSITIVES);
  });

  it('holds on the phrasings added in review', () => {
    const { missed, misread, stopped } = measure('review fixtures', REVIEW_CRISIS_QUESTIONS, REVIEW_NEAR_MISS_QUESTIONS);
    expect([...missed, ...misread].map((fixture) => fixture.text)).toEqual([]);
    expect(stopped.map((fixture) => fixture.text)).toEqual([]);
  });

  it('leaves a death by suicide that has already happened to the reading’s care, and screens a danger said beside it', () => {
    expect(screenQuestion('My brother died by suicide last year, how do I live with it?')).toBeNull();
    expect(screenQuestion('my friend killed himself in March, will the guilt ever fade')).toBeNull();
    expect(screenQuestion('my friend killed himself in March and now I want to die too')).toEqual({ concern: 'self', language: 'en' });
    expect(screenQuestion('my friend tried to kill himself last week, will he be ok')).toEqual({ concern: 'other', language: 'en' });
  });

  it('is not fooled by empty or punctuation-only questions', () => {
    expect(screenQuestion('')).toBeNull();
    expect(screenQuestion('   ?!  ')).toBeNull();
  });
});

describe('normalizeForScreen', () => {
  it.each([
    ['I don’t want to LIVE anymore!!!', 'i do not want to live anymore .'],
    ['su1c1de', 'suicide'],
    ['s*icide?', 'suicide .'],
    ['sucide', 'suicide'],
    ['kil my slef', 'kill myself'],
    ['¿Quiero morir?', '. quiero morir .'],
    ['my step-dad', 'my stepfather'],
    ['kiero morirme', 'quiero morirme'],
  ])('reads %j as %j', (text, normalized) => {
    expect(normalizeForScreen(text)).toBe(normalized);
  });
});
