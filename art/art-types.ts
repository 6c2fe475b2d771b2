import type { CatalogueCard } from '#common/cards/types.ts';

/** How much fine detail to draw: `compact` for thumbnails (bolder lines, no small print). */
export type Detail = 'full' | 'compact';

/** The card's coordinate system: every face and back is drawn in a 300 × 500 viewBox. */
export const CARD_WIDTH = 300;
export const CARD_HEIGHT = 500;

/** Font stacks that exist on Debian, with common fallbacks. */
export const SERIF = '"DejaVu Serif", Georgia, serif';
export const SANS = '"DejaVu Sans", system-ui, sans-serif';

/**
 * How a style paints a glyph. Glyphs have four kinds of part: `line` work on the card's
 * ground, `body` shapes filled with the accent color (with an `edge`), `mark` lines drawn
 * over those bodies (so they must contrast with the fill), and `solid` dots in the line color.
 */
export interface Paint {
  line: string;
  body: string;
  edge: string;
  mark: string;
  /** Colour of lines drawn in the accent color (defaults to `body`). */
  accentLine?: string;
  /** Line width in card units (the glyph's own scale is compensated). */
  width: number;
}

/** What every style's face receives. */
export interface FaceProps {
  card: CatalogueCard;
  detail: Detail;
  /** A document-unique prefix for gradient and pattern ids. */
  uid: string;
}

/** What every style's back receives. */
export interface BackProps {
  detail: Detail;
  uid: string;
}
