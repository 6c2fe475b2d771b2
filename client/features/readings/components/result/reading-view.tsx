import type { ReactNode } from 'react';
import type { Reading, SpreadType } from '#common/api/readings.ts';
import { useCardFaces } from '../../face-up.ts';
import type { ReadingCard } from '#common/domain/reading-cards.ts';
import { AnswerList } from './answer-list.tsx';
import { FavoritesNote } from './favorites-note.tsx';
import { QueueStatus, WritingStatus } from './queue-status.tsx';
import { ReadingHeader } from './reading-header.tsx';
import { SpreadFigure } from './spread-figure.tsx';

/** Props of {@link ReadingView}. */
export interface ReadingViewProps {
  reading: Reading;
  spread: SpreadType | undefined;
  /** The reading's cards, laid out (see readingCards). */
  cards: readonly ReadingCard[];
  /** The index of the card in view (the URL's position), or null for the reading as a whole. */
  current: number | null;
  /** Brings another card into view (the page updates the URL). */
  onSelect: (index: number) => void;
  /** The user's favorite card ids; null when the favorites preference is off. */
  favorites: ReadonlySet<string> | null;
  /** The actions and the draw check, shown once the reading is written. */
  footer?: ReactNode;
  /** The page watched the reading being written: its cards turn face up one after another (see useCardFaces). */
  reveal: boolean;
  /** What follows each card's answer (its clarifiers). */
  renderAfterAnswer?: (card: ReadingCard) => ReactNode;
}

/**
 * A reading at any stage: queued (its place in the queue, the cards face down), being written (each
 * card turns face up as its text streams in, in turn) or done, laid out in its spread with every card's answer below.
 */
export function ReadingView({ reading, spread, cards, current, onSelect, favorites, footer, reveal, renderAfterAnswer }: ReadingViewProps) {
  const queued = reading.status === 'QUEUED';
  const writing = reading.status === 'GENERATING';
  const faces = useCardFaces(reading.status, cards, reveal);
  return (
    <article className="result-page" aria-busy={queued || writing}>
      <ReadingHeader reading={reading} spreadLabel={spread?.label ?? reading.request.spreadTypeName} />
      {queued && <QueueStatus position={reading.queuePosition} />}
      {writing && <WritingStatus />}
      <SpreadFigure
        spreadTypeName={reading.request.spreadTypeName}
        cards={cards}
        count={reading.request.cards}
        crossing={reading.request.crossing}
        faces={faces}
        current={current}
        onSelect={onSelect}
        favorites={favorites}
      />
      {!queued && favorites !== null && <FavoritesNote cards={cards} favorites={favorites} onSelect={onSelect} />}
      {!queued && <AnswerList cards={cards} writing={writing} faces={faces} current={current} favorites={favorites} renderAfter={renderAfterAnswer} />}
      {footer}
    </article>
  );
}
