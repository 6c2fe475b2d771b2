import { describe, expect, it } from 'vitest';
import { readingRequest } from '../testing/requests.ts';
import { composeReading } from '../builtin.ts';
import { topicSentence } from './compose-topic.ts';
import { readingFacts } from './facts.ts';
import { draw } from './grid-draws.ts';

const WORK = 'How can I make my small business grow?';
const LOVE = 'How can I be a better partner to my wife?';
const HOME = 'What should I change about my home?';

/** The topic sentence for `slug` laid in the THREE_CARD place at `place` (0 past, 2 future). */
function topicOf(question: string, slug: string, place: number): string | null {
  const others = ['two-of-cups', 'the-star', 'nine-of-pentacles'].filter((other) => other !== slug);
  const slugs = place === 0 ? [slug, others[0]!, others[1]!] : [others[0]!, others[1]!, slug];
  const facts = readingFacts(readingRequest('THREE_CARD', slugs, { question }));
  return topicSentence(facts, facts.cards[place]!);
}

describe('a card read for the question’s topic in its place', () => {
  it('reads the same card differently in the past and in the outcome', () => {
    for (const question of [WORK, HOME]) {
      const past = topicOf(question, 'death', 0);
      const future = topicOf(question, 'death', 2);
      expect(past).not.toBeNull();
      expect(future).not.toBeNull();
      expect(past).not.toBe(future);
      expect(past).toMatch(/shaped|looking back|history/i);
      expect(future).toMatch(/lean|plays out|heading/i);
    }
  });

  it('reads the same card in the same place differently for love and for work', () => {
    const love = topicOf(LOVE, 'the-tower', 2)!;
    const work = topicOf(WORK, 'the-tower', 2)!;
    expect(love).toMatch(/relationship|friendship|bond/i);
    expect(work).toMatch(/plans|work|project/i);
    expect(love.replace(/your wife|your small business/g, '')).not.toBe(work.replace(/your wife|your small business/g, ''));
  });

  it('reads topics without area meanings through the card’s suit, as light or hard', () => {
    expect(topicOf(HOME, 'ten-of-pentacles', 2)).toMatch(/the Ten of Pentacles is at home here/);
    expect(topicOf(HOME, 'five-of-pentacles', 2)).toMatch(/the Five of Pentacles points to practical strain at home/);
  });

  it('puts the topic sentence in the card’s answer, and leaves it out of a general reading', () => {
    const request = readingRequest('THREE_CARD', ['death', 'two-of-cups', 'the-star'], { question: HOME });
    const facts = readingFacts(request);
    expect(composeReading(request).answers[0]!.text).toContain(topicSentence(facts, facts.cards[0]!)!);
    const general = readingFacts(readingRequest('THREE_CARD', ['death', 'two-of-cups', 'the-star']));
    expect(topicSentence(general, general.cards[0]!)).toBeNull();
  });

  it('never says one topic reading twice in a reading, even where two cards share a suit', () => {
    for (let n = 0; n < 30; n += 1) {
      const { slugs, reversed } = draw(n, 10);
      const facts = readingFacts(readingRequest('GENERAL', slugs, { question: HOME, reversed }));
      const readings = facts.cards.map((drawn) => topicSentence(facts, drawn)!.replace(/^[^,]*, /, ''));
      expect(new Set(readings).size, readings.join('\n')).toBe(readings.length);
    }
  });
});
