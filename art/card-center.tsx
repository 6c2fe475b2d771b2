import type { CatalogueCard } from '#common/cards/types.ts';
import type { Detail, Paint } from './art-types.ts';
import { GlyphPaths, part, type Glyph } from './glyph.tsx';
import { MAJOR_SIGILS } from './major-sigils.ts';
import { courtRank } from './numerals.ts';
import { place, rays } from './path-kit.ts';
import { CourtEmblem, PipField, SuitEmblem } from './pips.tsx';

/** The Ace's radiance: a ring of rays round its emblem, clear of the vertical so a sword or wand passes between them. */
function aceHalo(extent: number): Glyph {
  return [part('line', rays(0, 0, 24, extent * 0.84, extent * 0.96, 7.5))];
}

interface CardCentreProps {
  card: CatalogueCard;
  paint: Paint;
  detail: Detail;
  /** The art area: its center and half its width and height, in card units. */
  cx: number;
  cy: number;
  halfWidth: number;
  halfHeight: number;
  /** Colour of constellation dots on a major sigil's line work, for styles that want them. */
  nodes?: string;
}

/** The picture in the middle of a face: a major's sigil, an Ace, the pips, or a court emblem. */
export function CardCentre({ card, paint, detail, cx, cy, halfWidth, halfHeight, nodes }: CardCentreProps) {
  const extent = Math.min(halfWidth, halfHeight);
  if (card.arcana === 'major' || !card.suit) {
    const glyph = MAJOR_SIGILS[card.number] ?? MAJOR_SIGILS[0] ?? [];
    const scale = (extent / 100) * (detail === 'compact' ? 1.08 : 0.98);
    return (
      <g data-sigil={card.number} transform={place(cx, cy, scale)}>
        <GlyphPaths glyph={glyph} paint={paint} scale={scale} nodes={nodes} />
      </g>
    );
  }
  const rank = courtRank(card);
  if (rank) {
    return <CourtEmblem suit={card.suit} rank={rank} paint={paint} cx={cx} cy={cy} scale={extent / 95} />;
  }
  if (card.number === 1) {
    return (
      <g>
        <g transform={place(cx, cy, 1)}>
          <GlyphPaths glyph={aceHalo(extent)} paint={{ ...paint, width: paint.width * 0.6 }} scale={1} />
        </g>
        <SuitEmblem suit={card.suit} paint={paint} cx={cx} cy={cy} scale={(halfHeight / 50) * 0.64} />
      </g>
    );
  }
  return (
    <PipField
      suit={card.suit}
      count={card.number}
      paint={paint}
      cx={cx}
      cy={cy}
      halfWidth={halfWidth}
      halfHeight={halfHeight}
      grow={detail === 'compact' ? 1.12 : 1}
    />
  );
}
