import type { CSSProperties } from 'react';
import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { CardArt } from '#art/card-art.tsx';
import { CardBack } from '#art/card-back.tsx';
import { CardFlip } from '#client/features/readings/components/result/card-flip.tsx';
import type { ReadingCard } from '#common/domain/reading-cards.ts';
import { appPaths } from '#client/paths.ts';
import { useStagedReveal } from './use-staged-reveal.ts';

/** A breath before the first card turns, then one card after another, slow enough to watch each land. */
const PACE = { firstMs: 700, stepMs: 1100 };

/** Cards per row on a wide screen, where the whole spread fits the window, and on a phone, where it scrolls. */
const WIDE_COLUMNS = 5;
const NARROW_COLUMNS = 3;

/** Props of {@link AnimateCards}. */
export interface AnimateCardsProps {
  title: string;
  spreadLabel: string;
  cards: readonly ReadingCard[];
}

/** A card's name as announced and shown: "The Star, reversed". */
const cardName = (card: ReadingCard) => `${card.card.name}${card.answer.reversed ? ', reversed' : ''}`;

/**
 * The reading's cards dealt face down, then turned over one by one with a 3D flip (with reduced motion,
 * face up at once), each with its position and name; Replay deals them again.
 */
export function AnimateCards({ title, spreadLabel, cards }: AnimateCardsProps) {
  const reveal = useStagedReveal(cards.length, PACE);
  const replayButton = useRef<HTMLButtonElement>(null);
  const last = reveal.shown > 0 ? cards[reveal.shown - 1] : undefined;
  useEffect(() => {
    if (reveal.done && reveal.animated) replayButton.current?.focus({ preventScroll: true });
  }, [reveal.done, reveal.animated]);
  const grid = {
    '--animate-columns': Math.min(cards.length, WIDE_COLUMNS),
    '--animate-rows': Math.ceil(cards.length / WIDE_COLUMNS),
    '--animate-columns-narrow': Math.min(cards.length, NARROW_COLUMNS),
  } as CSSProperties;
  return (
    <>
      <p className="animate-eyebrow">{spreadLabel}</p>
      <h1 className="animate-title">{title}</h1>
      <ol className="animate-cards" style={grid} aria-label="Your cards">
        {cards.map((card) => {
          const up = card.index < reveal.shown;
          return (
            <li key={card.answer.answerUuid} className="animate-card" style={{ '--animate-deal': `${card.index * 80}ms` } as CSSProperties}>
              <CardFlip up={up} back={<CardBack style={card.style} />} front={<CardArt card={card.card} style={card.style} reversed={card.answer.reversed} />} />
              <p className="animate-position">
                <span className="animate-number">{card.index + 1}</span>
                {card.positionName}
              </p>
              <p className="animate-name">{up ? cardName(card) : 'Face down'}</p>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {last && reveal.animated ? `${last.positionName}: ${cardName(last)}` : ''}
      </p>
      <div className="animate-controls">
        {reveal.animated && (
          <Button ref={replayButton} variant="outline-light" onClick={reveal.replay}>
            Replay
          </Button>
        )}
        <Link to={appPaths.activeResult} className="btn btn-accent">
          Open the reading
        </Link>
      </div>
    </>
  );
}
