import { AstroGlyph } from '../astro-glyphs.tsx';
import { SANS, type FaceProps, type Paint } from '../art-types.ts';
import { CardCentre } from '../card-center.tsx';
import { mix, normaliseHex } from '../color.ts';
import { ElementGlyph } from '../element-glyphs.tsx';
import { fitFontSize } from '../fit-text.ts';
import { cardNumeral } from '../numerals.ts';
import { INK } from './palettes.tsx';

/** The minimal deck: white paper, a fine black line drawing, one accent in the card's color. */
export function InkFace({ card, detail }: FaceProps) {
  const full = detail === 'full';
  const main = normaliseHex(card.mainColor);
  // Numbered pips are drawn in line only, over a tinted disc: the card's one accent.
  const pips = card.arcana === 'minor' && card.number >= 2 && card.number <= 10;
  const paint: Paint = {
    line: INK.ink,
    body: pips ? INK.paper : main,
    edge: INK.ink,
    mark: pips ? INK.ink : INK.paper,
    accentLine: main,
    width: full ? 1.8 : 5,
  };
  const numeral = cardNumeral(card);
  const name = card.name.toUpperCase();
  return (
    <g>
      <rect width="300" height="500" rx="16" fill={INK.paper} />
      <rect x="14" y="14" width="272" height="472" rx="4" fill="none" stroke={INK.ink} strokeWidth={full ? 0.9 : 4} />
      {pips && <circle cx="150" cy="262" r={full ? 96 : 108} fill={mix(main, INK.paper, 0.6)} />}
      <CardCentre
        card={card}
        paint={paint}
        detail={detail}
        cx={150}
        cy={262}
        halfWidth={full ? 100 : 116}
        halfHeight={full ? 138 : 150}
      />
      <text
        x={full ? 32 : 150}
        y={full ? 62 : 70}
        textAnchor={full ? 'start' : 'middle'}
        fontFamily={SANS}
        fontWeight={full ? 200 : 400}
        fontSize={full ? fitFontSize(numeral, 46, 190, 0, 0.7) : fitFontSize(numeral, 70, 240, 0, 0.7)}
        fill={INK.ink}
      >
        {numeral}
      </text>
      {full && (
        <>
          <ElementGlyph element={card.element} x={262} y={44} size={16} color={INK.ink} width={1.1} />
          <AstroGlyph sign={card.astrology} x={262} y={72} size={16} color={INK.ink} width={1.1} />
          <path d="M32 438H58" stroke={main} strokeWidth="3" strokeLinecap="round" />
          <text
            x="32"
            y="464"
            fontFamily={SANS}
            fontSize={fitFontSize(name, 13, 236, 2.6, 0.7)}
            letterSpacing="2.6"
            fill={INK.ink}
          >
            {name}
          </text>
        </>
      )}
    </g>
  );
}
