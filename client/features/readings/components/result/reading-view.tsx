import type { ReactNode } from 'react';
import type { Reading, SpreadType } from '#common/api/readings.ts';
import { useCardFaces } from '../../face-up.ts';
import type { ReadingCard } from '#common/domain/reading-cards.ts';
import { AnswerList } from './answer-list.tsx';
import { FavoritesNote } from './favorites-note.tsx';
import { QueueStatus, WritingStatus } from './queue-status.tsx';
import { ReadingHeader, ReadingSummary } from './reading-header.tsx';
import { RevealBar } from './reveal-bar.tsx';
import { SpreadFigure } from './spread-figure.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the reveal's styles, loaded with the view (see the stylesheet)
import '../../styles/result-reveal.scss';

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
  /** The actions and the draw check, shown once the reading is written and every card is face up. */
  footer?: ReactNode;
  /** The page watched the reading being written: its cards turn face up one after another (see useCardFaces). */
  reveal: boolean;
  /** What follows each card's answer (its clarifiers), once every card is face up. */
  renderAfterAnswer?: (card: ReadingCard) => ReactNode;
}

/**
 * A reading at any stage: queued (its place in the queue, the cards face down), being written or revealed (each
 * card turns face up with its answer, in turn) or done. The cards lead (docs/product.md#your-reading): the header
 * stays short so the spread is on the first screen, each answer comes with its card, and what sums the cards up
 * (the title, the summary) and what acts on them (clarifiers, favorites, the footer) wait for the last card.
 */
export function ReadingView({ reading, spread, cards, current, onSelect, favorites, footer, reveal, renderAfterAnswer }: ReadingViewProps) {
  const queued = reading.status === 'QUEUED';
  const writing = reading.status === 'GENERATING';
  const faces = useCardFaces(reading.status, cards, reveal);
  const arriving = faces.animated ? 'result-arrive' : undefined;
  return (
    <article className="result-page" aria-busy={queued || writing}>
      <ReadingHeader reading={reading} spreadLabel={spread?.label ?? reading.request.spreadTypeName} revealed={faces.allUp} arrive={faces.animated} />
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
      {faces.pacing && <RevealBar cards={cards} up={cards.filter(faces.faceUp)} onSkip={faces.skip} />}
      {faces.allUp && favorites !== null && <FavoritesNote cards={cards} favorites={favorites} onSelect={onSelect} />}
      {!queued && (
        <AnswerList
          cards={cards}
          writing={writing}
          faces={faces}
          current={current}
          favorites={favorites}
          renderAfter={faces.allUp ? renderAfterAnswer : undefined}
        />
      )}
      {faces.allUp && <ReadingSummary reading={reading} arrive={faces.animated} />}
      {faces.allUp && footer && <div className={arriving}>{footer}</div>}
    </article>
  );
}
