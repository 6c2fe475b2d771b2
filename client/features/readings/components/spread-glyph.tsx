import { spreadLayout } from '#common/domain/spread-layout.ts';

/** Props of {@link SpreadGlyph}. */
export interface SpreadGlyphProps {
  spreadTypeName: string;
  cards: number;
  crossing: boolean;
  /** Height in pixels; the width follows the spread's shape. */
  height?: number;
}

const CARD_RATIO = 5 / 3;
const MARGIN = 0.2;

/** A small decorative outline of a spread's shape: one rounded rectangle per card. */
export function SpreadGlyph({ spreadTypeName, cards, crossing, height = 44 }: SpreadGlyphProps) {
  const layout = spreadLayout(spreadTypeName, cards, crossing, false);
  const viewWidth = layout.width + MARGIN * 2;
  const viewHeight = layout.height + MARGIN * 2;
  return (
    <svg
      className="spread-glyph"
      viewBox={`${-MARGIN} ${-MARGIN} ${viewWidth} ${viewHeight}`}
      height={height}
      width={(height * viewWidth) / viewHeight}
      aria-hidden="true"
      focusable="false"
    >
      {layout.slots.map((slot, index) => (
        <rect
          key={index}
          x={slot.x}
          y={slot.y}
          width={1}
          height={CARD_RATIO}
          rx={0.12}
          transform={slot.rotated ? `rotate(90 ${slot.x + 0.5} ${slot.y + CARD_RATIO / 2})` : undefined}
          className={slot.rotated ? 'spread-glyph-crossing' : undefined}
        />
      ))}
    </svg>
  );
}
