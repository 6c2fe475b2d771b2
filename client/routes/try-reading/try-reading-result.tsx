import { useEffect, useRef } from 'react';
import type { TryReading } from '#common/api/try-reading.ts';
import { AnswerList } from '#client/features/readings/components/result/answer-list.tsx';
import { SpreadFigure } from '#client/features/readings/components/result/spread-figure.tsx';
import type { CardFaces } from '#client/features/readings/face-up.ts';
import type { ReadingCard } from '#common/domain/reading-cards.ts';
import { useStagedReveal } from '../animate/use-staged-reveal.ts';

/** A short beat face down before the first card turns, then one card after another, as a reader lays them. */
const PACE = { firstMs: 600, stepMs: 700 };

/** Props of {@link TryReadingResult}. */
export interface TryReadingResultProps {
  reading: TryReading;
  cards: readonly ReadingCard[];
  /** The question asked, or '' for a general reading. */
  question: string;
}

/**
 * A try reading: dealt face down, turned over one card at a time (at once with reduced motion), then
 * the builtin's title and summary and each card's answer, laid out as a saved reading is.
 */
export function TryReadingResult({ reading, cards, question }: TryReadingResultProps) {
  const reveal = useStagedReveal(cards.length, PACE);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that was focused is gone: start the reader at the reading.
  useEffect(() => heading.current?.focus(), []);
  const faces: CardFaces = {
    faceUp: (card) => card.index < reveal.shown,
    turned: (card) => reveal.animated && card.index < reveal.shown,
  };
  return (
    <article className="result-page try-reading-result" aria-busy={!reveal.done}>
      <header className="result-header">
        <p className="result-eyebrow">Try a reading · {reading.spreadLabel}</p>
        <h1 ref={heading} className="result-title" tabIndex={-1}>
          {reveal.done ? reading.title : 'Your cards are drawn'}
        </h1>
        {question.trim() !== '' && <p className="result-question">“{question.trim()}”</p>}
        {reveal.done && <p className="result-summary">{reading.summary}</p>}
      </header>
      <SpreadFigure spreadTypeName={reading.spreadTypeName} cards={cards} count={cards.length} crossing={false} faces={faces} current={null} favorites={null} />
      <AnswerList cards={cards} writing={false} faces={faces} current={null} favorites={null} />
      <p className="try-reading-note">
        Written on the spot by Arcana’s built-in interpreter from the traditional meanings of your cards. For entertainment and
        reflection; nothing of this reading was kept.
      </p>
    </article>
  );
}
