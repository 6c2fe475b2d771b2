import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue.ts';
import { AREA_CORPUS, areasOf } from './corpus.ts';
import type { AreaMeanings } from './types.ts';

const AREAS = ['love', 'work', 'self'] as const satisfies ReadonlyArray<keyof AreaMeanings>;

/** Every text of the corpus with where it comes from, for readable failures. */
const TEXTS = CATALOGUE.flatMap((card) =>
  (['upright', 'reversed'] as const).flatMap((orientation) =>
    AREAS.map((area) => ({ where: `${card.slug} ${orientation} ${area}`, card, text: areasOf(card.slug)?.[orientation][area] ?? '' })),
  ),
);

describe('the area corpus', () => {
  it('has love, work and self, upright and reversed, for exactly the 78 cards of the catalogue', () => {
    expect(Object.keys(AREA_CORPUS).toSorted()).toEqual(CATALOGUE.map((card) => card.slug).toSorted());
    expect(TEXTS.filter(({ text }) => text === '').map(({ where }) => where)).toEqual([]);
  });

  it('writes each text as one or two finished sentences of a readable length', () => {
    const malformed = TEXTS.filter(({ text }) => {
      const sentences = text.match(/[^.!?]+[.!?]+/g) ?? [];
      return text.length < 90 || text.length > 240 || !text.endsWith('.') || sentences.length > 2 || /^[a-z]/.test(text);
    });
    expect(malformed.map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
  });

  it('never repeats a text, nor opens with the card’s own name (the page already shows it)', () => {
    expect(new Set(TEXTS.map(({ text }) => text)).size).toBe(TEXTS.length);
    expect(TEXTS.filter(({ card, text }) => text.startsWith(card.name) || text.startsWith(card.name.replace(/^The /, ''))).map(({ where }) => where)).toEqual([]);
  });

  it('keeps to curly apostrophes and claims no certainty about the future', () => {
    expect(TEXTS.filter(({ text }) => /\w'\w/.test(text)).map(({ where }) => where)).toEqual([]);
    expect(TEXTS.filter(({ text }) => /\bwill\b|!/i.test(text)).map(({ where }) => where)).toEqual([]);
  });

  it('directs no risky act about money or work', () => {
    expect(TEXTS.filter(({ text }) => /\b(quit|invest|bet|gamble|savings)\b/i.test(text)).map(({ where }) => where)).toEqual([]);
  });

  it('reads each card differently upright and reversed in every area', () => {
    for (const card of CATALOGUE) {
      const areas = areasOf(card.slug);
      for (const area of AREAS) expect(areas?.upright[area]).not.toBe(areas?.reversed[area]);
    }
  });

  it('knows no card that is not in the catalogue', () => {
    expect(areasOf('the-jester')).toBeUndefined();
    expect(areasOf('toString')).toBeUndefined();
  });
});
