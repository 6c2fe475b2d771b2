import { memo, type JSX } from 'react';
import type { CatalogueCard, DeckStyle } from '#common/cards/types.ts';
import type { Detail, FaceProps } from './art-types.ts';
import { BackDesign, CARD_BACK_LABEL } from './card-back.tsx';
import { CardSvg, resolveDetail, useArtId } from './card-svg.tsx';
import { CelestialFace } from './styles/celestial.tsx';
import { GildedFace } from './styles/gilded.tsx';
import { InkFace } from './styles/ink.tsx';

const FACES: Record<DeckStyle, (props: FaceProps) => JSX.Element> = {
  gilded: GildedFace,
  celestial: CelestialFace,
  ink: InkFace,
};

/** The accessible name of a face-up card: its name, and whether it lies reversed. */
function cardLabel(card: Pick<CatalogueCard, 'name'>, reversed: boolean): string {
  return reversed ? `${card.name}, reversed` : card.name;
}

/** Props of {@link CardArt}. */
export interface CardArtProps {
  card: CatalogueCard;
  /** The deck style to draw the card in. */
  style: DeckStyle;
  /** Draws the card upside down (rotated 180° about its center) and says so in its name. */
  reversed?: boolean;
  /** Shows the deck's back instead of the face; the card's name is not revealed. */
  faceDown?: boolean;
  /** CSS width (a number is pixels); the height follows at 3:5. Defaults to 100%. */
  width?: number | string;
  /** Replaces the accessible name and shows as a tooltip. */
  title?: string;
  /** Forces the level of detail; by default, numeric widths under 120 px are compact. */
  detail?: Detail;
  className?: string;
}

/**
 * One tarot card drawn procedurally as an inline SVG (viewBox 0 0 300 500): the face in
 * the chosen deck style — name, numeral, sigil or pips, element and astrological glyphs,
 * built around the card's main color — or the deck's back when face down.
 */
export const CardArt = memo(function CardArt({ card, style, reversed = false, faceDown = false, width, title, detail, className }: CardArtProps) {
  const uid = useArtId();
  const level = resolveDetail(width, detail);
  const Face = FACES[style];
  return (
    <CardSvg
      deck={style}
      label={title ?? (faceDown ? CARD_BACK_LABEL : cardLabel(card, reversed))}
      width={width}
      title={title}
      className={className}
      rotated={reversed && !faceDown}
    >
      {faceDown ? <BackDesign style={style} detail={level} uid={uid} /> : <Face card={card} detail={level} uid={uid} />}
    </CardSvg>
  );
});
