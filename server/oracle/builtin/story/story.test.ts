import { describe, expect, it } from 'vitest';
import { readingRequest } from '../../testing/requests.ts';
import { readingFacts } from '../facts.ts';
import { shapeOf, storyOrder, threadSentence, turnOf, turnSentence } from './story.ts';

const facts = (spread: string, slugs: string[], options: { question?: string; reversed?: number[]; crossing?: boolean } = {}) => readingFacts(readingRequest(spread, slugs, options));

describe('the summary story', () => {
  it('names the card where the tone turns, and which way it turns', () => {
    const rising = facts('THREE_CARD', ['ten-of-swords', 'the-star', 'the-sun']);
    expect(turnOf(rising)?.b.card.slug).toBe('the-star');
    expect(turnSentence(rising)).toMatch(/the Star in the present/);
    expect(turnSentence(rising)).toMatch(/lifts|light comes in|brightens|ease/);

    const falling = facts('THREE_CARD', ['the-sun', 'the-empress', 'the-tower']);
    expect(turnOf(falling)?.b.card.slug).toBe('the-tower');
    expect(turnSentence(falling)).toMatch(/harder|resistance|darkens|friction|ask more/);
  });

  it('says a hard card met by a bright one is softened, through the meanings of both', () => {
    const spread = facts('THREE_CARD', ['ten-of-swords', 'the-star', 'six-of-cups']);
    expect(shapeOf(spread.laid[0]!, spread.laid[1]!)).toBe('softened');
    const sentence = turnSentence(spread)!;
    expect(sentence).toContain('the Ten of Swords');
    expect(sentence).toMatch(/painful ending|exhaustion/);
    expect(sentence).toMatch(/hope|serenity/);
    expect(sentence).toMatch(/met by|softens|somewhere to go|lighter|ease/);
  });

  it('tells a bright card tested by a hard one, and a reversed block released by the next card', () => {
    const tested = facts('THREE_CARD', ['the-sun', 'five-of-swords', 'ace-of-cups']);
    expect(shapeOf(tested.laid[0]!, tested.laid[1]!)).toBe('tested');
    const released = facts('THREE_CARD', ['ace-of-wands', 'the-sun', 'two-of-cups'], { reversed: [0] });
    expect(shapeOf(released.laid[0]!, released.laid[1]!)).toBe('released');
    expect(turnSentence(released)).toMatch(/reversed|held back|block|frees|unlocks/);
  });

  it('reads the crossing card right after the heart, and takes it as the turn when it turns the heart', () => {
    const crossed = facts('CELTIC_CROSS', ['the-sun', 'four-of-cups', 'six-of-cups', 'ace-of-pentacles', 'eight-of-wands', 'the-hermit', 'three-of-cups', 'nine-of-swords', 'the-world', 'the-tower'], { crossing: true });
    expect(storyOrder(crossed)[1]!.card.slug).toBe('the-tower');
    expect(turnOf(crossed)?.b.card.slug).toBe('the-tower');
    expect(turnSentence(crossed)).toMatch(/the Tower in the challenge/);
  });

  it('names a second pair that changes each other, two cards of one suit sounding twice', () => {
    const spread = facts('GENERAL', ['the-sun', 'the-moon', 'three-of-cups', 'the-empress', 'ten-of-cups']);
    const thread = threadSentence(spread);
    expect(thread).toMatch(/Three of Cups/);
    expect(thread).toMatch(/Ten of Cups/);
  });

  it('tells a spread without a turn as one steady stretch', () => {
    const steady = facts('THREE_CARD', ['the-sun', 'three-of-cups', 'ten-of-cups']);
    expect(turnOf(steady)).toBeUndefined();
    expect(turnSentence(steady)).toMatch(/the Sun/);
    expect(turnSentence(steady)).toMatch(/Cups/);
  });

  it('uses each wording once in a reading', () => {
    const spread = facts('GENERAL', ['ten-of-swords', 'the-star', 'five-of-cups', 'the-sun', 'three-of-swords', 'six-of-cups']);
    const turn = turnSentence(spread)!;
    const thread = threadSentence(spread)!;
    expect(turn.split(': ')[1]!.slice(0, 20)).not.toBe(thread.slice(0, 20));
    expect(spread.used.size).toBe(2);
  });

  it('keeps ending words out of a gentle reading', () => {
    const grief = facts('THREE_CARD', ['ten-of-swords', 'the-star', 'death'], { question: 'How do I live with losing my dog?' });
    expect(grief.gentle).toBe(true);
    expect(`${turnSentence(grief)} ${threadSentence(grief) ?? ''}`).not.toMatch(/ending|rock bottom|last blow/);
  });
});
