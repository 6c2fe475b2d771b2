import type { CSSProperties } from 'react';
import { CardArt } from '#art/card-art.tsx';
import { CardBack } from '#art/card-back.tsx';
import type { CardFaces } from '../../face-up.ts';
import type { ReadingCard } from '#common/domain/reading-cards.ts';
import { spreadLayout } from '#common/domain/spread-layout.ts';
import { CardFlip } from './card-flip.tsx';
import { FavoriteBadge } from './favorite-badge.tsx';

/** Props of {@link SpreadFigure}. */
export interface SpreadFigureProps {
  spreadTypeName: string;
  cards: readonly ReadingCard[];
  /** The request's card count and crossing choice (the answers may still be missing while queued). */
  count: number;
  crossing: boolean;
  /** Which cards show their face (the rest show their backs) and which have just turned over. */
  faces: CardFaces;
  /** The index of the card in view, marked current; null for none. */
  current: number | null;
  /** Brings a card's answer into view; a card is a button once it is face up. */
  onSelect?: (index: number) => void;
  /** The user's favorite card ids, marked with a heart once the cards are face up; null when the preference is off. */
  favorites: ReadonlySet<string> | null;
}

/** The widest a card grows in the figure, in rem: small spreads show their cards large, big ones keep the whole spread on screen. */
const maxCardRem = (slots: number) => (slots <= 3 ? 10 : slots <= 5 ? 8.5 : 6.5);

const percent = (value: number, of: number) => `${(value / of) * 100}%`;

/** A card's name as its button says it: "The Star, reversed". */
const cardName = (card: ReadingCard) => `${card.card.name}${card.answer.reversed ? ', reversed' : ''}`;

/**
 * The cards laid out as the spread lays them (three in a row, the Celtic Cross with its staff…),
 * the crossing card turned across the first. Each card carries its number in the reading and turns
 * over with a 3D flip when it comes face up; choosing a face-up card brings its answer into view.
 */
export function SpreadFigure({ spreadTypeName, cards, count, crossing, faces, current, onSelect, favorites }: SpreadFigureProps) {
  const layout = spreadLayout(spreadTypeName, count, crossing);
  // Big spreads draw small cards: fine print would only blur at that size.
  const detail = layout.slots.length > 5 ? 'compact' : 'full';
  const style = { '--spread-aspect': `${layout.width} / ${layout.height}`, maxWidth: `${layout.width * maxCardRem(layout.slots.length)}rem` } as CSSProperties;
  return (
    <figure className="spread-figure" style={style} aria-label="The spread">
      {cards.map((card) => {
        const slot = layout.slots[card.index];
        if (slot === undefined) return null;
        const name = `${card.index + 1}. ${card.positionName}`;
        const faceDown = !faces.faceUp(card);
        const favorite = !faceDown && (favorites?.has(card.answer.cardId) ?? false);
        const selectable = !faceDown && onSelect !== undefined;
        return (
          <div
            key={card.answer.answerUuid}
            className={slot.rotated ? 'spread-slot spread-slot-crossing' : 'spread-slot'}
            style={{ left: percent(slot.x, layout.width), top: percent(slot.y, layout.height), width: percent(1, layout.width), animationDelay: `${card.index * 90}ms` }}
          >
            {/* One element face down and face up, so the card turns over in place rather than being replaced. */}
            <div className={selectable ? 'spread-slot-card spread-slot-selectable' : 'spread-slot-card'}>
              <CardFlip
                up={!faceDown}
                hidden={selectable}
                back={<CardBack style={card.style} title={name} detail={detail} />}
                front={!faceDown && <CardArt card={card.card} style={card.style} reversed={card.answer.reversed} detail={detail} title={`${name}: ${cardName(card)}`} />}
              />
              <span className="spread-slot-number" aria-hidden="true">
                {card.index + 1}
              </span>
              {favorite && <FavoriteBadge className="spread-slot-favorite" />}
              {selectable && (
                <button
                  type="button"
                  className="spread-slot-button"
                  aria-label={`${name}: ${cardName(card)}`}
                  aria-current={card.index === current ? 'true' : undefined}
                  onClick={() => onSelect(card.index)}
                />
              )}
            </div>
            {layout.labels && !slot.rotated && (
              <span className="spread-slot-label" aria-hidden="true">
                {card.positionName}
              </span>
            )}
          </div>
        );
      })}
    </figure>
  );
}
