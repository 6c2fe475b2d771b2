/**
 * The gentle corpus for readings of loss and fear: every card, in every orientation, reads free of
 * endings and death once its gentle words stand in (essences, reflections, title emblem, scene), the
 * gentle words keep the usual corpus's shapes, and the care topics' reflections are whole questions.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '#common/cards/catalogue.ts';
import { ENDING_IMAGERY, FORBIDDEN_IN_CARE } from './care.ts';
import { ESSENCES } from './corpus/essences.ts';
import { GENTLE_ESSENCES } from './corpus/essences-gentle.ts';
import { CARE_REFLECTIONS } from './corpus/reflections-care.ts';
import { GENTLE_REFLECTIONS } from './corpus/reflections-gentle.ts';
import { CARD_REFLECTIONS } from './corpus/reflections.ts';
import { emblemOf } from './title/emblems.ts';
import { GENTLE_EMBLEMS, GENTLE_IMAGERY } from './imagery-gentle.ts';
import { MAJOR_IMAGERY } from './imagery-major.ts';
import { MINOR_IMAGERY } from './imagery-minor.ts';

const ORIENTATIONS = ['upright', 'reversed'] as const;
const SLUGS = new Set(CATALOGUE.map((card) => card.slug));

/** Everything a gentle reading may say of a card, with where it comes from. */
function gentleTexts(): Array<{ where: string; text: string }> {
  return CATALOGUE.flatMap((card) => {
    const { emblem, setting } = GENTLE_EMBLEMS[card.slug] ?? emblemOf(card);
    const scene = GENTLE_IMAGERY[card.slug] ?? MAJOR_IMAGERY[card.slug] ?? MINOR_IMAGERY[card.slug] ?? '';
    const texts = [
      { where: `${card.slug} title`, text: `${emblem} ${setting}` },
      { where: `${card.slug} scene`, text: scene },
    ];
    for (const orientation of ORIENTATIONS) {
      const essence = GENTLE_ESSENCES[card.slug]?.[orientation] ?? ESSENCES[card.slug]![orientation];
      const reflections = GENTLE_REFLECTIONS[card.slug]?.[orientation] ?? CARD_REFLECTIONS[card.slug]![orientation];
      texts.push({ where: `${card.slug} ${orientation} essence`, text: `${essence.phrase} ${essence.invitation}` });
      for (const text of reflections) texts.push({ where: `${card.slug} ${orientation} reflection`, text });
    }
    return texts;
  });
}

const questionShaped = (text: string) => text.length >= 40 && text.length <= 140 && /^[A-Z]/.test(text) && text.endsWith('?') && !/[.!?]./.test(text) && !/['"]/.test(text);

describe('the gentle corpus', () => {
  it('is needed: the usual words of Death and the Six and Ten of Swords speak of endings', () => {
    for (const slug of ['death', 'six-of-swords', 'ten-of-swords']) expect(`${ESSENCES[slug]!.upright.phrase} ${ESSENCES[slug]!.upright.invitation} ${CARD_REFLECTIONS[slug]!.upright.join(' ')}`, slug).toMatch(ENDING_IMAGERY);
  });

  it('reads every card free of endings, death and risky nudges', () => {
    expect(gentleTexts().filter(({ text }) => ENDING_IMAGERY.test(text) || FORBIDDEN_IN_CARE.test(text)).map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
  });

  it('speaks only of cards of the catalogue', () => {
    for (const slug of [...Object.keys(GENTLE_ESSENCES), ...Object.keys(GENTLE_REFLECTIONS), ...Object.keys(GENTLE_EMBLEMS), ...Object.keys(GENTLE_IMAGERY)]) expect(SLUGS.has(slug), slug).toBe(true);
  });

  it('words gentle essences as the usual ones are worded, to slot into any template', () => {
    for (const [slug, essences] of Object.entries(GENTLE_ESSENCES)) {
      for (const { phrase, invitation } of Object.values(essences)) {
        expect(phrase.length >= 25 && phrase.length <= 80 && /^[a-z]/.test(phrase) && !/[,;:.!?—–'"]/.test(phrase), `${slug}: ${phrase}`).toBe(true);
        expect(invitation.length >= 20 && invitation.length <= 70 && /^[a-z]+ing\b/.test(invitation) && !/[,;:.!?—–'"]/.test(invitation), `${slug}: ${invitation}`).toBe(true);
      }
    }
  });

  it('words gentle and care reflections as whole questions, at least two per card and eight per care topic', () => {
    for (const [slug, reflections] of Object.entries(GENTLE_REFLECTIONS)) {
      for (const texts of Object.values(reflections)) {
        expect(texts.length, slug).toBeGreaterThanOrEqual(2);
        for (const text of texts) expect(questionShaped(text), text).toBe(true);
      }
    }
    for (const [care, texts] of [...Object.entries(CARE_REFLECTIONS.usual), ...Object.entries(CARE_REFLECTIONS.loss)]) {
      expect(new Set(texts).size, care).toBeGreaterThanOrEqual(8);
      for (const text of texts) expect(questionShaped(text), text).toBe(true);
    }
  });
});
