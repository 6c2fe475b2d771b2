import { useEffect, useRef, useState } from 'react';
import type { Reading } from '#common/api/readings.ts';
import { prefersReducedMotion } from '#client/lib/reduced-motion.ts';
import type { ReadingCard } from '#common/domain/reading-cards.ts';

/**
 * Between one card turning face up and the next in a revealed reading: a model may write faster
 * than a person reads (the builtin answers at once), so the page paces the arrival, not the server.
 */
export const REVEAL_STEP_MS = 500;

/**
 * Whether a card's text has arrived: never while the reading waits in the queue; while it is being
 * written, once the card's own text has begun; always once it is written.
 */
export function hasArrived(status: Reading['status'], card: ReadingCard): boolean {
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
 * The faces of a reading's cards as the page shows them. When `reveal` is set (the page watched the
 * reading being written), a card is face up once its text has arrived and its turn in the reveal has
 * come: the cards turn one after another, {@link REVEAL_STEP_MS} apart, however fast the text came.
 * Otherwise, and always with reduced motion, a card is face up as soon as its text has arrived. A
 * card that was face up when the page opened does not turn; one seen face down does.
 */
export function useCardFaces(status: Reading['status'], cards: readonly ReadingCard[], reveal: boolean): CardFaces {
  const [paced] = useState(() => reveal && !prefersReducedMotion());
  // Cards before `shown` (in reading order) have had their turn; the last turned at `lastTurnAt`.
  const [shown, setShown] = useState(0);
  const lastTurnAt = useRef(Number.NEGATIVE_INFINITY);
  const faceUp = (card: ReadingCard) => hasArrived(status, card) && (!paced || card.index < shown);

  const next = cards.find((card) => card.index === shown);
  const nextArrived = paced && next !== undefined && hasArrived(status, next);
  // The first card has no turn to wait for: it turns as its text arrives.
  if (nextArrived && shown === 0) setShown(1);
  useEffect(() => {
    if (shown > 0) lastTurnAt.current = Date.now();
  }, [shown]);
  useEffect(() => {
    if (!nextArrived) return undefined;
    const timer = setTimeout(() => setShown(shown + 1), Math.max(0, lastTurnAt.current + REVEAL_STEP_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [nextArrived, shown]);

  const [seenDown, setSeenDown] = useState<ReadonlySet<string>>(() => new Set());
  const down = cards.filter((card) => !faceUp(card) && !seenDown.has(card.answer.answerUuid));
  // Adjusting state while rendering (React's pattern for state derived from props): one extra render, no effect.
  if (down.length > 0) setSeenDown(new Set([...seenDown, ...down.map((card) => card.answer.answerUuid)]));
  return {
    faceUp,
    turned: (card) => faceUp(card) && seenDown.has(card.answer.answerUuid),
  };
}
