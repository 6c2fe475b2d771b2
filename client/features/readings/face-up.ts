import { useState } from 'react';
import type { Reading } from '#common/api/readings.ts';
import type { ReadingCard } from './reading-cards.ts';

/**
 * Whether a card of the reading shows its face: never while the reading waits in the queue; while
 * it is being written, once the card's own text has begun to arrive, so the cards turn up one by one
 * as the reading reaches them; always once it is written.
 */
export function isFaceUp(status: Reading['status'], card: ReadingCard): boolean {
  if (status === 'QUEUED') return false;
  if (status === 'GENERATING') return (card.answer.text ?? '').trim() !== '';
  return true;
}

/** Which way up each card lies, and which have turned over while the page watched. */
export interface CardFaces {
  faceUp: (card: ReadingCard) => boolean;
  /** Face up now after being seen face down here: it plays the turning animation. */
  turned: (card: ReadingCard) => boolean;
}

/**
 * The faces of a reading's cards as the page shows them. A card that was already face up when the
 * page opened (a finished reading, or a reload halfway through) does not turn; one seen face down does.
 */
export function useCardFaces(status: Reading['status'], cards: readonly ReadingCard[]): CardFaces {
  const [seenDown, setSeenDown] = useState<ReadonlySet<string>>(() => new Set());
  const down = cards.filter((card) => !isFaceUp(status, card) && !seenDown.has(card.answer.answerUuid));
  // Adjusting state while rendering (React's pattern for state derived from props): one extra render, no effect.
  if (down.length > 0) setSeenDown(new Set([...seenDown, ...down.map((card) => card.answer.answerUuid)]));
  return {
    faceUp: (card) => isFaceUp(status, card),
    turned: (card) => isFaceUp(status, card) && seenDown.has(card.answer.answerUuid),
  };
}
