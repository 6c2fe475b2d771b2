import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '#common/cards/catalogue.ts';
import { ESSENCES } from './essences.ts';
import { CARD_REFLECTIONS, TOPIC_REFLECTIONS } from './reflections.ts';

const ORIENTATIONS = ['upright', 'reversed'] as const;
const TOPICS = ['love', 'work', 'money', 'health', 'family', 'grief', 'creativity', 'home', 'spiritual', 'general'] as const;
const SLUGS = CATALOGUE.map((card) => card.slug).toSorted();

/** Every text with where it comes from, for readable failures. */
interface Text { where: string; text: string }

const phrases: Text[] = [];
const invitations: Text[] = [];
const reflections: Text[] = [];
for (const slug of SLUGS) {
  for (const orientation of ORIENTATIONS) {
    const essence = ESSENCES[slug]?.[orientation];
    phrases.push({ where: `${slug} ${orientation} phrase`, text: essence?.phrase ?? '' });
    invitations.push({ where: `${slug} ${orientation} invitation`, text: essence?.invitation ?? '' });
    for (const [i, text] of (CARD_REFLECTIONS[slug]?.[orientation] ?? []).entries()) reflections.push({ where: `${slug} ${orientation} reflection ${i}`, text });
  }
}
for (const topic of TOPICS) for (const [i, text] of TOPIC_REFLECTIONS[topic].entries()) reflections.push({ where: `${topic} reflection ${i}`, text });
const ALL = [...phrases, ...invitations, ...reflections];

const failing = (texts: readonly Text[], bad: (text: string) => boolean) => texts.filter(({ text }) => bad(text)).map(({ where, text }) => `${where}: ${text}`);

describe('the card corpus', () => {
  it('has essences and reflections, upright and reversed, for exactly the 78 cards of the catalogue', () => {
    expect(Object.keys(ESSENCES).toSorted()).toEqual(SLUGS);
    expect(Object.keys(CARD_REFLECTIONS).toSorted()).toEqual(SLUGS);
    for (const slug of SLUGS) {
      for (const orientation of ORIENTATIONS) expect(CARD_REFLECTIONS[slug]![orientation].length, `${slug} ${orientation}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('has at least eight reflections for every topic and for a general reading', () => {
    expect(Object.keys(TOPIC_REFLECTIONS).toSorted()).toEqual([...TOPICS].toSorted());
    for (const topic of TOPICS) expect(TOPIC_REFLECTIONS[topic].length, topic).toBeGreaterThanOrEqual(8);
  });

  it('words essence phrases as lower-case noun phrases that continue “this card speaks of”', () => {
    expect(failing(phrases, (text) => text.length < 25 || text.length > 80 || !/^[a-z]/.test(text) || /[.!?;:]$/.test(text))).toEqual([]);
  });

  it('words invitations as lower-case gerund phrases that continue “it asks you to consider”', () => {
    expect(failing(invitations, (text) => text.length < 20 || text.length > 70 || !/^[a-z]+ing\b/.test(text) || /^considering\b/.test(text) || /[.!?;:]$/.test(text))).toEqual([]);
  });

  it('keeps phrases and invitations free of inner punctuation, since the composer slots them mid-clause', () => {
    expect(failing([...phrases, ...invitations], (text) => /[,;:—–]/.test(text))).toEqual([]);
  });

  it('words every reflection as one full question of a readable length', () => {
    expect(failing(reflections, (text) => text.length < 40 || text.length > 140 || !/^[A-Z]/.test(text) || !text.endsWith('?') || /[.!?]./.test(text))).toEqual([]);
  });

  it('keeps to curly apostrophes and quotes', () => {
    expect(failing(ALL, (text) => /['"]/.test(text))).toEqual([]);
  });

  it('claims no certainty about the future and directs no risky act', () => {
    expect(failing(ALL, (text) => /\byou will\b|\bwill definitely\b|\bcertainly\b/i.test(text))).toEqual([]);
    expect(failing(ALL, (text) => /\b(quit|resign|invest|bet|gamble|buy|sell|lend|borrow|stop (taking|your) (medication|treatment)|confront)\b/i.test(text))).toEqual([]);
  });

  it('never repeats a text anywhere in the corpus', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const { where, text } of ALL) {
      const first = seen.get(text);
      if (first) repeats.push(`${where} repeats ${first}`);
      else seen.set(text, where);
    }
    expect(repeats).toEqual([]);
  });

  it('opens no two reflections with the same five words', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const { where, text } of reflections) {
      const opening = text.toLowerCase().replace(/[^a-z’\s]/g, ' ').split(/\s+/).filter(Boolean).slice(0, 5).join(' ');
      const first = seen.get(opening);
      if (first) repeats.push(`${where} opens like ${first}: “${opening}”`);
      else seen.set(opening, where);
    }
    expect(repeats).toEqual([]);
  });

  it('tones at least fifteen reversals as relief and fifteen as difficulty', () => {
    const tones = SLUGS.map((slug) => ESSENCES[slug]!.reversed.tone);
    expect(tones.filter((tone) => tone === 'relief').length).toBeGreaterThanOrEqual(15);
    expect(tones.filter((tone) => tone === 'difficulty').length).toBeGreaterThanOrEqual(15);
  });

  it.each([
    ['ten-of-swords', 'relief'],
    ['three-of-swords', 'relief'],
    ['five-of-cups', 'relief'],
    ['eight-of-swords', 'relief'],
    ['nine-of-swords', 'relief'],
    ['the-devil', 'relief'],
    ['five-of-pentacles', 'relief'],
    ['four-of-cups', 'relief'],
    ['seven-of-swords', 'relief'],
    ['ten-of-wands', 'relief'],
    ['death', 'difficulty'],
    ['the-hanged-man', 'difficulty'],
    ['the-tower', 'difficulty'],
    ['the-sun', 'difficulty'],
  ] as const)('reads %s reversed as %s', (slug, tone) => {
    expect(ESSENCES[slug]!.reversed.tone).toBe(tone);
  });
});
