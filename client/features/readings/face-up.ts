import { useEffect, useRef, useState } from 'react';
import type { Reading } from '#common/api/readings.ts';
import { prefersReducedMotion } from '#client/lib/reduced-motion.ts';
import type { ReadingCard } from '#common/domain/reading-cards.ts';

/**
 * Between one card turning face up and the next in a revealed reading: a model may write faster
 * than a person reads (the builtin answers at once), so the page paces the arrival, not the server.
 */
export const REVEAL_STEP_MS = 700;
/** A breath before the first card turns, so it is seen face down and its flip is watched. */
export const REVEAL_FIRST_MS = 400;

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

/** The reveal of a reading's cards (docs/product.md#your-reading): the faces, and where the reveal stands. */
export interface CardReveal extends CardFaces {
  /** Every card is face up: what sums the cards up (the title, the summary) and what acts on them may show. */
  allUp: boolean;
  /** The cards turn one after another (a watched reading, without reduced motion), so what follows them arrives too. */
  animated: boolean;
  /** Cards still wait for their turn: the reveal can be skipped. */
  pacing: boolean;
  /** Turns every card whose text has arrived face up now, and the rest as soon as their text arrives. */
  skip: () => void;
}

/**
 * The faces of a reading's cards as the page shows them. When `reveal` is set (the page watched the
 * reading being written), a card is face up once its text has arrived and its turn in the reveal has
 * come: the first {@link REVEAL_FIRST_MS} after its text, then one after another {@link REVEAL_STEP_MS}
 * apart, however fast the text came. Otherwise, always with reduced motion, and once skipped, a card is
 * face up as soon as its text has arrived. A card that was face up when the page opened does not turn;
 * one seen face down does.
 */
export function useCardFaces(status: Reading['status'], cards: readonly ReadingCard[], reveal: boolean): CardReveal {
  const [animated] = useState(() => reveal && !prefersReducedMotion());
  const [skipped, setSkipped] = useState(false);
  const paced = animated && !skipped;
  // Cards before `shown` (in reading order) have had their turn; the last turned at `lastTurnAt`.
  const [shown, setShown] = useState(0);
  const lastTurnAt = useRef(Number.NEGATIVE_INFINITY);
  const faceUp = (card: ReadingCard) => hasArrived(status, card) && (!paced || card.index < shown);

  const next = cards.find((card) => card.index === shown);
  const nextArrived = paced && next !== undefined && hasArrived(status, next);
  useEffect(() => {
    if (shown > 0) lastTurnAt.current = Date.now();
  }, [shown]);
  useEffect(() => {
    if (!nextArrived) return undefined;
    const wait = shown === 0 ? REVEAL_FIRST_MS : Math.max(0, lastTurnAt.current + REVEAL_STEP_MS - Date.now());
    const timer = setTimeout(() => setShown(shown + 1), wait);
    return () => clearTimeout(timer);
  }, [nextArrived, shown]);

  const [seenDown, setSeenDown] = useState<ReadonlySet<string>>(() => new Set());
  const down = cards.filter((card) => !faceUp(card) && !seenDown.has(card.answer.answerUuid));
  // Adjusting state while rendering (React's pattern for state derived from props): one extra render, no effect.
  if (down.length > 0) setSeenDown(new Set([...seenDown, ...down.map((card) => card.answer.answerUuid)]));
  const allUp = cards.every(faceUp);
  return {
    faceUp,
    turned: (card) => faceUp(card) && seenDown.has(card.answer.answerUuid),
    allUp,
    animated,
    pacing: paced && !allUp && status !== 'QUEUED',
    skip: () => setSkipped(true),
  };
}
