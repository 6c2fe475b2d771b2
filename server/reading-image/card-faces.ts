import type { JSX } from 'react';
import type { FaceProps } from '#art/art-types.ts';
import { CelestialFace } from '#art/styles/celestial.tsx';
import { GildedFace } from '#art/styles/gilded.tsx';
import { InkFace } from '#art/styles/ink.tsx';
import type { DeckStyle } from '#common/cards/types.ts';

/**
 * The card art's faces by deck style, drawn straight into the image's SVG: CardArt itself wraps a face in a
 * CSS-sized <svg> for the page, which resvg would not place.
 */
export const CARD_FACES: Record<DeckStyle, (props: FaceProps) => JSX.Element> = {
  gilded: GildedFace,
  celestial: CelestialFace,
  ink: InkFace,
};
