import { useEffect, useRef, type ReactNode } from 'react';
import type { Clarifier } from '#common/api/readings.ts';
import type { SafetyAnswer } from '#common/api/safety.ts';
import { parseDeckCardId } from '#common/cards/decks.ts';
import { CardArt } from '#art/card-art.tsx';
import { CardBack } from '#art/card-back.tsx';
import { prefersReducedMotion } from '#client/lib/reduced-motion.ts';
import { isClarifierInFlight } from '../../clarifier-plan.ts';

/** Props of {@link ClarifierItem}. */
export interface ClarifierItemProps {
  clarifier: Clarifier;
  /** The clarifier the page was opened at: brought on screen, focused and marked. */
  highlighted: boolean;
  /**
   * What stands in for the clarifier's cards and text when the safe answer replaced them (docs/product.md#safety);
   * without it, only the question shows.
   */
  renderSafety?: (safety: SafetyAnswer) => ReactNode;
}

/** The id of a clarifier's item, by its position in the reading. */
export const clarifierId = (position: number | undefined) => `clarifier-${position ?? 0}`;

/**
 * One clarifier: the follow-up question, then its card (and the card crossing it) face down while it is written, with
 * the text streamed so far, face up with what it says once it is; a failed one says its gems came back, and one the
 * safe answer replaced shows that instead.
 */
export function ClarifierItem({ clarifier, highlighted, renderSafety }: ClarifierItemProps) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!highlighted) return undefined;
    // A frame later: the answer list brings its card into view first (its effect runs after this one), then this clarifier.
    const frame = requestAnimationFrame(() => {
      ref.current?.scrollIntoView({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      ref.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [highlighted]);
  const writing = isClarifierInFlight(clarifier);
  const className = ['clarifier', highlighted && 'clarifier-highlighted'].filter(Boolean).join(' ');
  return (
    <li ref={ref} className={className} id={clarifierId(clarifier.position)} tabIndex={-1} aria-busy={writing}>
      <p className="clarifier-label">Clarifier{clarifier.position === undefined ? '' : ` ${clarifier.position}`}</p>
      <p className="clarifier-question">{clarifier.question ? `“${clarifier.question}”` : 'What does this card add?'}</p>
      {clarifier.safety !== undefined ? (
        renderSafety?.(clarifier.safety)
      ) : clarifier.status === 'FAILED' ? (
        <p className="clarifier-failed small mb-0">This clarifier could not be written. Its gems were given back.</p>
      ) : (
        <>
          {clarifier.summary && <p className="clarifier-summary">{clarifier.summary}</p>}
          <ul className="clarifier-cards">
            {clarifier.awnsers.map((answer, index) => {
              const found = parseDeckCardId(answer.cardId);
              const crossing = clarifier.crossingCard !== null && index === clarifier.awnsers.length - 1;
              return (
                <li key={answer.answerUuid} className="clarifier-card">
                  <div className="clarifier-card-art">
                    {found === undefined ? null : writing ? (
                      <CardBack style={found.deck.style} width={48} />
                    ) : (
                      <CardArt card={found.card} style={found.deck.style} reversed={answer.reversed} width={48} />
                    )}
                  </div>
                  <p className="clarifier-card-name">
                    {crossing && <span className="clarifier-card-role">What crosses it · </span>}
                    {writing ? 'Being written…' : (found?.card.name ?? 'Card not found in deck')}
                    {!writing && answer.reversed && <span className="answer-reversed ms-2">Reversed</span>}
                  </p>
                  {answer.text ? (
                    <p className="clarifier-card-text answer-text">{answer.text}</p>
                  ) : (
                    writing && (
                      <p className="clarifier-card-text answer-text placeholder-glow" aria-hidden="true">
                        <span className="placeholder col-11" /> <span className="placeholder col-8" />
                      </p>
                    )
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </li>
  );
}
