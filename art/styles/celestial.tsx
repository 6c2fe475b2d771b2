import { AstroGlyph } from '../astro-glyphs.tsx';
import { SERIF, type FaceProps, type Paint } from '../art-types.ts';
import { CardCentre } from '../card-center.tsx';
import { mix, normaliseHex, readableOn } from '../color.ts';
import { ElementGlyph } from '../element-glyphs.tsx';
import { fitFontSize } from '../fit-text.ts';
import { cardNumeral } from '../numerals.ts';
import { circle, crescent, inCorners, rays, star } from '../path-kit.ts';
import { StarField } from '../star-field.tsx';
import { CELESTIAL } from './palettes.tsx';

/** The bands holding the numeral, the corner glyphs and the name, kept free of stars. */
const TEXT_AREAS = [[24, 30, 252, 44], [28, 422, 244, 52]] as const;

/** A small four-pointed star in each inner corner. */
function cornerStar(x: number, y: number, sx: number, sy: number): string {
  return star(x + sx * 12, y + sy * 12, 4, 7, 1.6);
}

/** The night deck: a starry midnight face, silver constellation lines, a glow of the card's color. */
export function CelestialFace({ card, detail, uid }: FaceProps) {
  const full = detail === 'full';
  const main = normaliseHex(card.mainColor);
  const glowColour = mix(main, '#ffffff', 0.15);
  const ids = { sky: `${uid}-sky`, glow: `${uid}-glow` };
  const paint: Paint = {
    line: CELESTIAL.silver,
    body: glowColour,
    edge: '#f4f6ff',
    mark: readableOn(glowColour, CELESTIAL.skyTop, '#f4f6ff'),
    accentLine: mix(main, '#ffffff', 0.35),
    width: full ? 2.2 : 5.5,
  };
  const numeral = cardNumeral(card);
  const spacing = card.arcana === 'major' ? 4 : 1;
  const name = card.name.toUpperCase();
  return (
    <g>
      <defs>
        <linearGradient id={ids.sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={CELESTIAL.skyTop} />
          <stop offset="0.55" stopColor="#10143c" />
          <stop offset="1" stopColor={CELESTIAL.skyBottom} />
        </linearGradient>
        <radialGradient id={ids.glow} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor={main} stopOpacity="0.7" />
          <stop offset="0.55" stopColor={main} stopOpacity="0.22" />
          <stop offset="1" stopColor={main} stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="300" height="500" rx="16" fill={`url(#${ids.sky})`} />
      <ellipse cx="150" cy="252" rx="150" ry="190" fill={`url(#${ids.glow})`} />
      <StarField seed={card.slug} count={full ? 70 : 22} size={full ? 3 : 6} color={CELESTIAL.silver} clear={TEXT_AREAS} />

      <rect x="10" y="10" width="280" height="480" rx="10" fill="none" stroke={CELESTIAL.silver} strokeWidth={full ? 1.4 : 5} opacity="0.85" />
      {full && (
        <>
          <rect x="16" y="16" width="268" height="468" rx="6" fill="none" stroke={CELESTIAL.silverDim} strokeWidth="0.6" />
          <path d={inCorners(16, 16, 268, 468, cornerStar)} fill={CELESTIAL.silver} />
          <g fill="none" stroke={CELESTIAL.silverDim} strokeWidth="0.8" opacity="0.7">
            <path d={circle(150, 252, 122)} />
            <path d={circle(150, 252, 128)} strokeDasharray="1.5 5" />
            <path d={rays(150, 252, 24, 116, 122)} />
          </g>
        </>
      )}

      <CardCentre
        card={card}
        paint={paint}
        detail={detail}
        cx={150}
        cy={252}
        halfWidth={full ? 98 : 112}
        halfHeight={full ? 140 : 150}
        nodes={full ? '#ffffff' : undefined}
      />

      <text
        x="150"
        y={full ? 56 : 58}
        dominantBaseline="central"
        textAnchor="middle"
        fontFamily={SERIF}
        fontSize={full ? fitFontSize(numeral, 28, 96, spacing) : fitFontSize(numeral, 56, 210, spacing)}
        fontWeight={full ? 'normal' : 'bold'}
        letterSpacing={spacing}
        fill={CELESTIAL.silver}
      >
        {numeral}
      </text>
      {full && (
        <>
          <path d="M44 56H98M202 56H256" stroke={CELESTIAL.silverDim} strokeWidth="0.8" />
          <ElementGlyph element={card.element} x={40} y={46} size={16} color={CELESTIAL.silver} width={1.3} />
          <AstroGlyph sign={card.astrology} x={260} y={46} size={16} color={CELESTIAL.silver} width={1.3} />
          <path d={`M60 432H132M168 432H240${crescent(150, 432, 7, 5, -90)}`} stroke={CELESTIAL.silverDim} strokeWidth="0.8" fill={CELESTIAL.silver} />
          <text
            x="150"
            y="458"
            dominantBaseline="central"
            textAnchor="middle"
            fontFamily={SERIF}
            fontSize={fitFontSize(name, 15, 224, 2.2, 0.78)}
            letterSpacing="2.2"
            fill={CELESTIAL.silver}
          >
            {name}
          </text>
        </>
      )}
    </g>
  );
}
