import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import type { ReadingCard } from '#common/domain/reading-cards.ts';
import { answerId } from './answer-list.tsx';

/** Props of {@link RevealBar}. */
export interface RevealBarProps {
  cards: readonly ReadingCard[];
  /** The cards face up so far, in reading order. */
  up: readonly ReadingCard[];
  onSkip: () => void;
}

/**
 * Under the spread while its cards turn one by one: how far the reveal is, each card named to screen readers as it
 * turns, and Skip for those who want the whole reading now. Focus on Skip moves to the first answer when the bar
 * goes, so a keyboard user is not left on nothing.
 */
export function RevealBar({ cards, up, onSkip }: RevealBarProps) {
  const focused = useRef(false);
  useEffect(
    () => () => {
      if (focused.current) document.getElementById(answerId(0))?.focus({ preventScroll: true });
    },
    [],
  );
  const last = up.at(-1);
  return (
    <div className="reveal-bar">
      <p className="reveal-bar-status">
        Turning your cards · {up.length} of {cards.length}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {last ? `${last.positionName}: ${last.card.name}${last.answer.reversed ? ', reversed' : ''}` : ''}
      </p>
      <Button
        variant="link"
        size="sm"
        className="reveal-bar-skip"
        onFocus={() => (focused.current = true)}
        onBlur={() => (focused.current = false)}
        onClick={onSkip}
      >
        Skip the reveal
      </Button>
    </div>
  );
}
