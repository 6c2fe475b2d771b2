import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Clarifier, Reading } from '#common/api/readings.ts';
import type { SafetyAnswer } from '#common/api/safety.ts';
import { SparkleIcon } from '#client/components/icons.tsx';
import { appPaths } from '#client/paths.ts';
import { type ClarifierLocationState, isClarifierInFlight } from '../../clarifier-plan.ts';
import type { ReadingCard } from '#common/domain/reading-cards.ts';
import { ClarifierItem } from './clarifier-item.tsx';

/** Props of {@link AnswerClarifiers}. */
export interface AnswerClarifiersProps {
  reading: Reading;
  /** The card whose answer the clarifiers are about. */
  card: ReadingCard;
  /** The clarifier to bring into view and mark (by position), or null. */
  highlighted: number | null;
  /** What stands in for a clarifier the safe answer replaced (see ClarifierItem). */
  renderSafety?: (safety: SafetyAnswer) => ReactNode;
  /** Whether another may be asked here; false where the reading is only looked at (the journal). */
  askable?: boolean;
}

/** The clarifiers of one answer, in the order they were asked. */
export const clarifiersOf = (reading: Reading, answerUuid: string): Clarifier[] =>
  reading.clarifiers.filter((clarifier) => clarifier.clarifierForAnswerUuid === answerUuid);

/**
 * Under one card's answer (docs/product.md#clarifiers): the clarifiers asked about it and, on the active written reading
 * while no other clarifier is being written, a link to ask another.
 */
export function AnswerClarifiers({ reading, card, highlighted, renderSafety, askable = true }: AnswerClarifiersProps) {
  const clarifiers = clarifiersOf(reading, card.answer.answerUuid);
  const canAsk = askable && reading.status === 'ACTIVE' && !reading.clarifiers.some(isClarifierInFlight);
  if (clarifiers.length === 0 && !canAsk) return null;
  const state: ClarifierLocationState = { clarify: { readingId: reading.id, answerUuid: card.answer.answerUuid } };
  return (
    <div className="answer-clarifiers">
      {clarifiers.length > 0 && (
        <ol className="clarifier-list" aria-label={`Clarifiers of ${card.card.name}`}>
          {clarifiers.map((clarifier) => (
            <ClarifierItem
              key={clarifier.position ?? clarifier.awnsers[0]?.answerUuid}
              clarifier={clarifier}
              highlighted={clarifier.position === highlighted}
              renderSafety={renderSafety}
            />
          ))}
        </ol>
      )}
      {canAsk && (
        <Link className="btn btn-outline-primary btn-sm answer-clarify" to={appPaths.clarifierDraw} state={state}>
          <SparkleIcon size={16} aria-hidden="true" />
          Ask a clarifier<span className="visually-hidden"> about {card.card.name}</span>
        </Link>
      )}
    </div>
  );
}
