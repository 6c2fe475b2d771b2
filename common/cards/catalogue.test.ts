import { describe, expect, it } from 'vitest';
import { CARDS_PER_DECK } from '../limits.ts';
import { cardTier } from './card-tier.ts';
import { CATALOGUE, findCatalogueCard } from './catalogue.ts';
import type { CardMeaning, CatalogueCard, Element, Planet, Suit, ZodiacSign } from './types.ts';

const SUITS: readonly Suit[] = ['wands', 'cups', 'swords', 'pentacles'];
const SUIT_ELEMENT: Record<Suit, Element> = { wands: 'fire', cups: 'water', swords: 'air', pentacles: 'earth' };
const SIGN_ELEMENT: Record<ZodiacSign, Element> = {
  aries: 'fire', leo: 'fire', sagittarius: 'fire',
  cancer: 'water', scorpio: 'water', pisces: 'water',
  gemini: 'air', libra: 'air', aquarius: 'air',
  taurus: 'earth', virgo: 'earth', capricorn: 'earth',
};
const MODALITY: Record<ZodiacSign, 'cardinal' | 'fixed' | 'mutable'> = {
  aries: 'cardinal', cancer: 'cardinal', libra: 'cardinal', capricorn: 'cardinal',
  taurus: 'fixed', leo: 'fixed', scorpio: 'fixed', aquarius: 'fixed',
  gemini: 'mutable', virgo: 'mutable', sagittarius: 'mutable', pisces: 'mutable',
};
const PLANETS: readonly Planet[] = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];
/** Golden Dawn decans of the pips 2–4, 5–7 and 8–10. */
const DECANS: Record<Suit, readonly ZodiacSign[]> = {
  wands: ['aries', 'leo', 'sagittarius'],
  cups: ['cancer', 'scorpio', 'pisces'],
  swords: ['libra', 'aquarius', 'gemini'],
  pentacles: ['capricorn', 'taurus', 'virgo'],
};
/** Golden Dawn attributions of the majors 0–21, with the modern planets for 0, 12 and 20. */
const MAJOR_ASTROLOGY = [
  'uranus', 'mercury', 'moon', 'venus', 'aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'jupiter',
  'libra', 'neptune', 'scorpio', 'sagittarius', 'capricorn', 'mars', 'aquarius', 'pisces', 'sun', 'pluto', 'saturn',
];

const majors = CATALOGUE.filter((card) => card.arcana === 'major');
const minors = CATALOGUE.filter((card) => card.arcana === 'minor');
const isSign = (value: string): value is ZodiacSign => value in SIGN_ELEMENT;
const sortedNumbers = (cards: readonly CatalogueCard[]) => cards.map((card) => card.number).toSorted((a, b) => a - b);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** WCAG relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.039_28 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function expectWellFormedMeaning(meaning: CardMeaning) {
  expect(meaning.keywords.length).toBeGreaterThanOrEqual(3);
  expect(meaning.keywords.length).toBeLessThanOrEqual(5);
  expect(new Set(meaning.keywords).size).toBe(meaning.keywords.length);
  for (const keyword of meaning.keywords) {
    expect(keyword).toMatch(/\S/);
    expect(keyword).toBe(keyword.trim());
    expect(keyword).toBe(keyword.toLowerCase());
  }
  expect(meaning.meaning).toMatch(/^[A-Z].*[.!?]$/);
  const sentences = meaning.meaning.match(/[.!?](\s|$)/g) ?? [];
  expect(sentences.length).toBeGreaterThanOrEqual(1);
  expect(sentences.length).toBeLessThanOrEqual(2);
}

describe('CATALOGUE', () => {
  it('holds one deck’s worth of cards, each slug and name once', () => {
    expect(CATALOGUE).toHaveLength(78);
    expect(CATALOGUE).toHaveLength(CARDS_PER_DECK);
    expect(new Set(CATALOGUE.map((card) => card.slug)).size).toBe(78);
    expect(new Set(CATALOGUE.map((card) => card.name)).size).toBe(78);
  });

  it('has kebab-case slugs that follow the names', () => {
    for (const card of CATALOGUE) {
      expect(card.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(card.slug).toBe(card.name.toLowerCase().replaceAll(' ', '-'));
    }
  });

  it('has the 22 majors numbered 0–21 once each, without a suit, in Rider–Waite–Smith order', () => {
    expect(majors).toHaveLength(22);
    expect(sortedNumbers(majors)).toEqual(range(0, 21));
    for (const card of majors) expect(card.suit).toBeNull();
    expect(majors.map((card) => card.number)).toEqual(range(0, 21));
    expect(majors[0]?.slug).toBe('the-fool');
    expect(majors[8]?.slug).toBe('strength');
    expect(majors[11]?.slug).toBe('justice');
    expect(majors[21]?.slug).toBe('the-world');
  });

  it.each(SUITS)('has 14 %s numbered 1–14 once each, Ace to King', (suit) => {
    const cards = CATALOGUE.filter((card) => card.suit === suit);
    expect(cards).toHaveLength(14);
    expect(cards.map((card) => card.number)).toEqual(range(1, 14));
    for (const card of cards) expect(card.arcana).toBe('minor');
    const title = `${suit[0]?.toUpperCase()}${suit.slice(1)}`;
    expect(cards[0]?.name).toBe(`Ace of ${title}`);
    expect(cards[9]?.name).toBe(`Ten of ${title}`);
    expect(cards.slice(10).map((card) => card.name)).toEqual(['Page', 'Knight', 'Queen', 'King'].map((rank) => `${rank} of ${title}`));
  });

  it('lists majors first, then wands, cups, swords and pentacles', () => {
    expect(minors).toHaveLength(56);
    expect(CATALOGUE.slice(0, 22)).toEqual(majors);
    expect(CATALOGUE.slice(22).map((card) => card.suit)).toEqual(SUITS.flatMap((suit) => Array<Suit>(14).fill(suit)));
  });

  it.each(CATALOGUE.map((card) => [card.slug, card] as const))('%s is well formed', (_, card) => {
    expectWellFormedMeaning(card.upright);
    expectWellFormedMeaning(card.reversed);
    expect(card.upright.meaning).not.toBe(card.reversed.meaning);
    expect(card.mainColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(Number.isInteger(card.cost)).toBe(true);
    expect(card.cost).toBeGreaterThanOrEqual(0);
    expect(card.cost).toBeLessThanOrEqual(100);
    expect(isSign(card.astrology) || PLANETS.includes(card.astrology as Planet)).toBe(true);
  });

  it('gives the majors their Golden Dawn element and astrology', () => {
    expect(majors.map((card) => card.astrology)).toEqual(MAJOR_ASTROLOGY);
    for (const card of majors) {
      if (isSign(card.astrology)) expect(card.element, card.slug).toBe(SIGN_ELEMENT[card.astrology]);
    }
    expect(majors.slice(0, 5).map((card) => card.element)).toEqual(['air', 'air', 'water', 'earth', 'fire']);
  });

  it('gives the minors their suit’s element and a sign of it, pips 2–10 by Golden Dawn decan', () => {
    for (const card of minors) {
      const suit = card.suit as Suit;
      expect(card.element, card.slug).toBe(SUIT_ELEMENT[suit]);
      expect(isSign(card.astrology) && SIGN_ELEMENT[card.astrology], card.slug).toBe(SUIT_ELEMENT[suit]);
      if (card.number >= 2 && card.number <= 10) {
        expect(card.astrology, card.slug).toBe(DECANS[suit][Math.floor((card.number - 2) / 3)]);
      }
    }
  });

  it('gives the Aces and each court rank the same modality of sign in every suit', () => {
    for (const rank of [1, 11, 12, 13, 14]) {
      const modalities = minors.filter((card) => card.number === rank).map((card) => MODALITY[card.astrology as ZodiacSign]);
      expect(modalities, `rank ${rank}`).toHaveLength(4);
      expect(new Set(modalities).size, `rank ${rank}`).toBe(1);
    }
  });

  it('uses varied main colors that read on light and dark backgrounds', () => {
    expect(new Set(CATALOGUE.map((card) => card.mainColor)).size).toBe(78);
    for (const card of CATALOGUE) {
      const l = luminance(card.mainColor);
      // At least 3:1 contrast against both white (1.05 / (l + 0.05)) and black ((l + 0.05) / 0.05).
      expect(1.05 / (l + 0.05), card.slug).toBeGreaterThanOrEqual(3);
      expect((l + 0.05) / 0.05, card.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('prices each kind of card in its tier', () => {
    for (const card of CATALOGUE) {
      const expected = card.arcana === 'major' ? 1 : card.number > 10 ? 2 : card.number === 1 || card.number === 10 ? 3 : 4;
      expect(cardTier(card.cost), card.slug).toBe(expected);
    }
  });

  it('never repeats a meaning', () => {
    expect(new Set(CATALOGUE.map((card) => card.upright.meaning)).size).toBe(78);
    expect(new Set(CATALOGUE.map((card) => card.reversed.meaning)).size).toBe(78);
  });
});

describe('findCatalogueCard', () => {
  it.each([
    ['the-fool', 'The Fool'],
    ['wheel-of-fortune', 'Wheel of Fortune'],
    ['ace-of-cups', 'Ace of Cups'],
    ['two-of-wands', 'Two of Wands'],
    ['page-of-swords', 'Page of Swords'],
    ['king-of-pentacles', 'King of Pentacles'],
  ])('finds %s', (slug, name) => {
    expect(findCatalogueCard(slug)?.name).toBe(name);
  });

  it.each(['', 'the-joker', 'The-Fool', 'eleven-of-cups'])('returns undefined for %j', (slug) => {
    expect(findCatalogueCard(slug)).toBeUndefined();
  });
});
