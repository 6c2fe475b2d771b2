import { describe, expect, it } from 'vitest';
import { readingRequest } from '../../testing/requests.ts';
import { relationSentence } from './compose-relation.ts';
import { readingFacts } from '../facts.ts';
import { draw, LAYOUTS } from '../grid-draws.ts';
import { relationEffect } from './relation-effect.ts';
import { cardInSentence } from '../words.ts';

/** Each card's relation sentence, in answer order, for a fresh reading of `slugs`. */
function relations(spread: string, slugs: string[], options: { reversed?: number[]; crossing?: boolean } = {}) {
  const facts = readingFacts(readingRequest(spread, slugs, options));
  return facts.cards.map((drawn) => ({ drawn, facts, text: relationSentence(facts, drawn) }));
}

/** What the second card of a three-card draw does to the first. */
function effect(slug: string, partner: string, reversed: number[] = []) {
  const [drawn, other] = relations('THREE_CARD', [slug, partner, 'the-world'], { reversed });
  return relationEffect(drawn!.drawn, other!.drawn);
}

/** A sentence with its cards, places and meanings taken out: what is left is its wording. */
function wordingOf(text: string, facts: ReturnType<typeof readingFacts>): string {
  let wording = text;
  for (const drawn of facts.cards) wording = wording.replaceAll(cardInSentence(drawn.card.name), 'X').replaceAll(drawn.position.name.toLowerCase(), 'P');
  return wording.replace(/,\s[^,]*,/, ', …,');
}

describe('a card read beside its partner', () => {
  it('says that a bright partner softens a hard card', () => {
    const [tower, sun] = relations('THREE_CARD', ['the-tower', 'the-sun', 'the-star']);
    expect(relationEffect(tower!.drawn, sun!.drawn)).toBe('softens');
    expect(tower!.text).toContain('the Sun');
    expect(tower!.text).toMatch(/soften|eases|gentler|comfort|cushion|loosens/i);
  });

  it('reads what each partner does from both cards’ tones and elements', () => {
    expect(effect('the-sun', 'ten-of-swords')).toBe('tests');
    expect(effect('the-tower', 'ten-of-swords')).toBe('sharpens');
    expect(effect('the-tower', 'ten-of-swords', [1])).toBe('releases');
    expect(effect('ace-of-wands', 'the-sun')).toBe('confirms');
    expect(effect('ace-of-wands', 'ace-of-swords')).toBe('feeds');
    expect(effect('ace-of-cups', 'ace-of-wands')).toBe('tempers');
  });

  it('never uses one relation wording twice in a reading, over the grid’s draws', () => {
    for (let n = 0; n < 60; n += 1) {
      for (const layout of LAYOUTS.filter((candidate) => candidate.size >= 3)) {
        const { slugs, reversed } = draw(n, layout.size);
        const read = relations(layout.spread, slugs, { reversed, crossing: layout.crossing });
        const sentences = read.flatMap(({ text }) => (text === null ? [] : [text]));
        expect(new Set(sentences).size).toBe(sentences.length);
        const wordings = read.flatMap(({ text, facts }) => (text === null ? [] : [wordingOf(text, facts)]));
        expect(new Set(wordings).size, wordings.join('\n')).toBe(wordings.length);
      }
    }
  });

  it('names the partner and its place in a free spread by its role', () => {
    const read = relations('GENERAL', ['the-tower', 'the-sun', 'five-of-cups', 'the-star']);
    expect(read[1]!.text).toContain('the Tower');
    expect(read[1]!.text).toMatch(/heart of the matter/);
    for (const { text } of read) expect(text).not.toMatch(/Card \d/);
  });
});
