import { type ReactNode, useEffect, useRef } from 'react';
import { CardArt } from '#art/card-art.tsx';
import { CardBack } from '#art/card-back.tsx';
import { EyeIcon } from '#client/components/icons.tsx';
import { prefersReducedMotion } from '#client/lib/reduced-motion.ts';
import type { CardFaces } from '../../face-up.ts';
import type { ReadingCard } from '#common/domain/reading-cards.ts';
import { FavoriteBadge } from './favorite-badge.tsx';

/** Props of {@link AnswerList}. */
export interface AnswerListProps {
  cards: readonly ReadingCard[];
  /** The reading is still being written: missing text shows as placeholder lines. */
  writing: boolean;
  /** Which cards are face up yet: a face-down card keeps its name and text until its turn. */
  faces: CardFaces;
  /** The index of the card in view (the URL's position): scrolled to, focused and marked current; null for none. */
  current: number | null;
  /** The user's favorite card ids, marked with a heart; null when the favorites preference is off. */
  favorites: ReadonlySet<string> | null;
  /** What follows a card's answer: its clarifiers and the way to ask one (docs/product.md#clarifiers). */
  renderAfter?: (card: ReadingCard) => ReactNode;
}

/** The id of a card's answer: the target of the spread figure's links. */
export const answerId = (index: number) => `answer-${index + 1}`;

/**
 * Each card of the reading in order: its position, its name (and whether it is reversed), and what it
 * says. The card in view is brought on screen and focused whenever it changes, so a link to a card
 * opens the reading there and screen readers start reading from it.
 */
export function AnswerList({ cards, writing, faces, current, favorites, renderAfter }: AnswerListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (current === null) return;
    const item = listRef.current?.querySelector<HTMLElement>(`#${answerId(current)}`);
    item?.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    item?.focus({ preventScroll: true });
  }, [current]);

  return (
    <ol ref={listRef} className="answer-list" aria-label="Your cards">
      {cards.map((item) => {
        const faceUp = faces.faceUp(item);
        const favorite = faceUp && (favorites?.has(item.answer.cardId) ?? false);
        const className = ['answer', favorite && 'answer-favorite'].filter(Boolean).join(' ');
        return (
          <li
            key={item.answer.answerUuid}
            className={className}
            id={answerId(item.index)}
            tabIndex={-1}
            aria-current={item.index === current ? 'true' : undefined}
          >
            <div className={faces.turned(item) ? 'answer-card answer-card-turn' : 'answer-card'}>
              {faceUp ? (
                <CardArt card={item.card} style={item.style} reversed={item.answer.reversed} width={64} />
              ) : (
                <CardBack style={item.style} width={64} />
              )}
              {favorite && <FavoriteBadge className="answer-favorite-badge" />}
            </div>
            <div className="answer-head">
              <p className="answer-position">
                <span className="answer-number">{item.index + 1}</span>
                {item.positionName}
                {item.crossing && <span className="visually-hidden"> (the crossing card)</span>}
              </p>
              {faceUp ? (
                <h2 className="answer-card-name h5">
                  {item.card.name}
                  {item.answer.reversed && <span className="answer-reversed">Reversed</span>}
                </h2>
              ) : (
                <h2 className="answer-card-name answer-card-waiting h5">Still face down</h2>
              )}
              {item.positionMeaning !== '' && <p className="answer-meaning">{item.positionMeaning}</p>}
            </div>
            <div className="answer-body">
              {faceUp && item.answer.text ? (
                <p className={faces.turned(item) ? 'answer-text answer-text-arrive' : 'answer-text'}>{item.answer.text}</p>
              ) : (
                (writing || !faceUp) && <AnswerPlaceholder />
              )}
              {faceUp && item.answer.visualDescription && (
                <p className="answer-visual">
                  <EyeIcon size={16} className="answer-visual-icon" />
                  <span className="visually-hidden">What the card shows: </span>
                  {item.answer.visualDescription}
                </p>
              )}
            </div>
            {renderAfter?.(item)}
          </li>
        );
      })}
    </ol>
  );
}

/** Gray lines where an answer's text will appear. */
function AnswerPlaceholder() {
  return (
    <p className="answer-text placeholder-glow" aria-hidden="true">
      <span className="placeholder col-11" /> <span className="placeholder col-9" /> <span className="placeholder col-6" />
    </p>
  );
}
