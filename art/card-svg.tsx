import { useId, type ReactNode } from 'react';
import type { DeckStyle } from '#common/cards/types.ts';
import { CARD_HEIGHT, CARD_WIDTH, type Detail } from './art-types.ts';

/** Below this many pixels wide a card is drawn in `compact` detail. */
export const COMPACT_BELOW = 120;

/** The detail to draw at: as asked, else compact for a numeric width under {@link COMPACT_BELOW}. */
export function resolveDetail(width: number | string | undefined, detail: Detail | undefined): Detail {
  if (detail) return detail;
  return typeof width === 'number' && width < COMPACT_BELOW ? 'compact' : 'full';
}

/** A document-unique prefix for gradient and pattern ids (React's ids hold characters url() dislikes). */
export function useArtId(): string {
  return `card-art-${useId().replace(/[^\w-]/g, '')}`;
}

interface CardSvgProps {
  deck: DeckStyle;
  label: string;
  width: number | string | undefined;
  title: string | undefined;
  className: string | undefined;
  rotated: boolean;
  children: ReactNode;
}

/** The 300 × 500 SVG every face and back is drawn in, scaled to `width` with a 3:5 aspect. */
export function CardSvg({ deck, label, width = '100%', title, className, rotated, children }: CardSvgProps) {
  return (
    <svg
      viewBox={`0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`}
      role="img"
      aria-label={label}
      className={className ? `card-art ${className}` : 'card-art'}
      data-deck={deck}
      style={{ width: typeof width === 'number' ? `${width}px` : width, height: 'auto', aspectRatio: '3 / 5' }}
    >
      {title && <title>{title}</title>}
      <g transform={rotated ? `rotate(180 ${CARD_WIDTH / 2} ${CARD_HEIGHT / 2})` : undefined}>{children}</g>
    </svg>
  );
}
