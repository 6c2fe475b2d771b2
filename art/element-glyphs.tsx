import type { Element } from '#common/cards/types.ts';
import { place, round } from './path-kit.ts';

const UP = 'M0 -9L9.5 7.5H-9.5Z';
const DOWN = 'M0 9L9.5 -7.5H-9.5Z';

/** The alchemical element triangles, in a box from -10 to 10: air and earth carry a bar. */
export const ELEMENT_PATHS: Record<Element, string> = {
  fire: UP,
  water: DOWN,
  air: `${UP}M-6.5 2H6.5`,
  earth: `${DOWN}M-6.5 -2H6.5`,
};

interface ElementGlyphProps {
  element: Element;
  /** Centre and size (the glyph box's width) in card units. */
  x: number;
  y: number;
  size: number;
  color: string;
  /** Line width in card units. */
  width: number;
}

/** The element triangle of a card, drawn as lines. */
export function ElementGlyph({ element, x, y, size, color, width }: ElementGlyphProps) {
  const scale = size / 20;
  return (
    <path
      data-element={element}
      d={ELEMENT_PATHS[element]}
      transform={place(x, y, scale)}
      fill="none"
      stroke={color}
      strokeWidth={round(width / scale)}
      strokeLinejoin="round"
      strokeLinecap="round"
    />
  );
}
