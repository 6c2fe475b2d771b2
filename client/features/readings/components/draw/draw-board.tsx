import { memo, useRef, useState, type KeyboardEvent } from 'react';
import { CARDS_PER_DECK } from '#common/limits.ts';
import type { DeckStyle } from '#common/cards/types.ts';
import { CardBack } from '#art/card-back.tsx';
import { nextPick, ordinal, pickNumber, type PickNeed, type Picks } from '../../draw-picks.ts';

/** Props of {@link DrawBoard}. */
export interface DrawBoardProps {
  style: DeckStyle;
  picks: Picks;
  need: PickNeed;
  onToggle: (position: number) => void;
}

const POSITIONS = Array.from({ length: CARDS_PER_DECK }, (_, position) => position);

/** How many cards one row of the grid holds, read from the laid-out grid (it changes with the screen). */
function columnsOf(grid: HTMLElement): number {
  const template = getComputedStyle(grid).gridTemplateColumns;
  return Math.max(1, template.split(' ').filter(Boolean).length);
}

/** Where the arrow keys, Home and End move the focus from `index`, or null for any other key. */
function moveFocus(key: string, index: number, columns: number): number | null {
  const last = CARDS_PER_DECK - 1;
  switch (key) {
    case 'ArrowRight':
      return Math.min(last, index + 1);
    case 'ArrowLeft':
      return Math.max(0, index - 1);
    case 'ArrowDown':
      return Math.min(last, index + columns);
    case 'ArrowUp':
      return Math.max(0, index - columns);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/**
 * The whole shuffled deck face down, as a grid of buttons. One card is in the tab order at a time;
 * the arrow keys move between cards, Enter or Space picks. Picked cards lift and show their number.
 */
export function DrawBoard({ style, picks, need, onToggle }: DrawBoardProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState(0);
  const complete = nextPick(picks, need) === 'done';

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const grid = gridRef.current;
    if (grid === null) return;
    const target = moveFocus(event.key, focused, columnsOf(grid));
    if (target === null) return;
    event.preventDefault();
    setFocused(target);
    grid.querySelectorAll<HTMLButtonElement>('button')[target]?.focus();
  };

  return (
    <div ref={gridRef} className="draw-board" role="group" aria-label="The shuffled deck, face down" onKeyDown={onKeyDown}>
      {POSITIONS.map((position) => {
        const number = pickNumber(picks, position, need);
        return (
          <DrawCard
            key={position}
            position={position}
            style={style}
            number={number}
            crossing={number !== null && number > need.cards}
            muted={complete && number === null}
            tabbable={position === focused}
            onFocus={setFocused}
            onToggle={onToggle}
          />
        );
      })}
    </div>
  );
}

/**
 * A card's accessible name, by its place in the deck: "Card at position 7 of 78, face down" until it
 * is picked, then which pick it is ("First card: position 7 of 78", "Crossing card: position 12 of 78").
 */
export function cardName(position: number, number: number | null, crossing: boolean): string {
  const place = `position ${position + 1} of ${CARDS_PER_DECK}`;
  if (number === null) return `Card at ${place}, face down`;
  if (crossing) return `Crossing card: ${place}`;
  return `${ordinal(number)} card: ${place}`;
}

interface DrawCardProps {
  position: number;
  style: DeckStyle;
  /** The pick's number, or null when not picked. */
  number: number | null;
  crossing: boolean;
  /** Everything is picked and this card is not one of them. */
  muted: boolean;
  tabbable: boolean;
  onFocus: (position: number) => void;
  onToggle: (position: number) => void;
}

/** One face-down card; memoised, so a pick re-renders only the cards whose state changed. */
const DrawCard = memo(function DrawCard({ position, style, number, crossing, muted, tabbable, onFocus, onToggle }: DrawCardProps) {
  const picked = number !== null;
  const className = ['draw-card', picked && 'draw-card-picked', crossing && 'draw-card-crossing', muted && 'draw-card-muted']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={className}
      aria-label={cardName(position, number, crossing)}
      aria-pressed={picked}
      aria-disabled={muted || undefined}
      tabIndex={tabbable ? 0 : -1}
      onFocus={() => onFocus(position)}
      onClick={() => onToggle(position)}
    >
      <CardBack style={style} width="100%" detail="compact" className="draw-card-back" />
      {/* The numeral is drawn by CSS from data-number: the name says the pick in words ("First card"),
          so the badge is decoration, and visible text missing from the name would fail WCAG 2.5.3. */}
      {picked && <span className="draw-card-number" data-number={number} aria-hidden="true" />}
    </button>
  );
});
