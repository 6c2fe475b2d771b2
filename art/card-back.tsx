import type { JSX } from 'react';
import type { DeckStyle } from '#common/cards/types.ts';
import type { BackProps, Detail } from './art-types.ts';
import { CardSvg, resolveDetail, useArtId } from './card-svg.tsx';
import { CelestialBack, GildedBack, InkBack } from './styles/backs.tsx';

const BACKS: Record<DeckStyle, (props: BackProps) => JSX.Element> = {
  gilded: GildedBack,
  celestial: CelestialBack,
  ink: InkBack,
};

/** The accessible name of a card seen from the back. */
export const CARD_BACK_LABEL = 'Face-down card';

/** The back design of a deck style, drawn inside a card's SVG. */
export function BackDesign({ style, detail, uid }: BackProps & { style: DeckStyle }) {
  const Back = BACKS[style];
  return <Back detail={detail} uid={uid} />;
}

/** Props of {@link CardBack}. */
export interface CardBackProps {
  /** The deck style whose back to draw. */
  style: DeckStyle;
  /** CSS width (a number is pixels); the height follows at 3:5. Defaults to 100%. */
  width?: number | string;
  /** Replaces the accessible name and shows as a tooltip. */
  title?: string;
  /** Forces the level of detail; by default, numeric widths under 120 px are compact. */
  detail?: Detail;
  className?: string;
}

/** The back of a card in one of the deck styles: a symmetric design, the same either way up. */
export function CardBack({ style, width, title, detail, className }: CardBackProps) {
  const uid = useArtId();
  return (
    <CardSvg deck={style} label={title ?? CARD_BACK_LABEL} width={width} title={title} className={className} rotated={false}>
      <BackDesign style={style} detail={resolveDetail(width, detail)} uid={uid} />
    </CardSvg>
  );
}
