import type { ReactNode } from 'react';
import type { Reading, SpreadType } from '#common/api/readings.ts';
import { readingCards } from '../../reading-cards.ts';
import { AnswerList } from './answer-list.tsx';
import { QueueStatus, WritingStatus } from './queue-status.tsx';
import { ReadingHeader } from './reading-header.tsx';
import { SpreadFigure } from './spread-figure.tsx';

/** Props of {@link ReadingView}. */
export interface ReadingViewProps {
  reading: Reading;
  spread: SpreadType | undefined;
  /** The actions and the draw check, shown once the reading is written. */
  footer?: ReactNode;
}

/**
 * A reading at any stage: queued (its place in the queue, the cards face down), being written (the
 * text appears as it streams in) or done, laid out in its spread with every card's answer below.
 */
export function ReadingView({ reading, spread, footer }: ReadingViewProps) {
  const cards = readingCards(reading, spread);
  const queued = reading.status === 'QUEUED';
  const writing = reading.status === 'GENERATING';
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
        faceDown={queued}
      />
      {!queued && <AnswerList cards={cards} writing={writing} />}
      {footer}
    </article>
  );
}
