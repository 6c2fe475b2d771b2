import { describe, expect, it } from 'vitest';
import type { TryReading } from '#common/api/try-reading.ts';
import { cardsOfTryReading } from './try-reading-cards.ts';

const reading = (cardIds: string[]): TryReading => ({
  spreadTypeName: 'THREE_CARD',
  spreadLabel: 'Past, present, future',
  title: 'A turning tide',
  summary: 'The cards lean toward change.',
  cards: cardIds.map((cardId, index) => ({
    cardId,
    reversed: index === 1,
    position: { name: ['Past', 'Present', 'Future'][index]!, meaning: `meaning ${index}` },
    text: `answer ${index}`,
  })),
});

describe('cardsOfTryReading', () => {
  it('lays each card in its position with its catalogue card, its deck style and its answer', () => {
    const cards = cardsOfTryReading(reading(['1-the-star', '1-two-of-cups', '3-the-moon']));
    expect(cards.map((card) => [card.index, card.positionName, card.card.name, card.style, card.answer.reversed, card.answer.text])).toEqual([
      [0, 'Past', 'The Star', 'gilded', false, 'answer 0'],
      [1, 'Present', 'Two of Cups', 'gilded', true, 'answer 1'],
      [2, 'Future', 'The Moon', 'ink', false, 'answer 2'],
    ]);
    expect(new Set(cards.map((card) => card.answer.answerUuid)).size).toBe(3);
  });

  it('refuses a card no deck has', () => {
    expect(() => cardsOfTryReading(reading(['1-the-star', '1-no-such-card']))).toThrow('Card not found in deck');
  });
});
