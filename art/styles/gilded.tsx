import { AstroGlyph } from '../astro-glyphs.tsx';
import { SERIF, type FaceProps, type Paint } from '../art-types.ts';
import { CardCentre } from '../card-center.tsx';
import { mix, normaliseHex, readableOn } from '../color.ts';
import { ElementGlyph } from '../element-glyphs.tsx';
import { fitFontSize } from '../fit-text.ts';
import { cardNumeral } from '../numerals.ts';
import { inCorners, notchedRect, pt } from '../path-kit.ts';
import { GILDED, GoldGradient } from './palettes.tsx';

/** A curled bracket and a lozenge in each corner of the inner frame. */
function cornerFlourish(x: number, y: number, sx: number, sy: number): string {
  return `M${pt(x + sx * 3, y + sy * 26)}Q${pt(x + sx * 3, y + sy * 3)} ${pt(x + sx * 26, y + sy * 3)}`
    + `M${pt(x + sx * 10, y + sy * 6)}L${pt(x + sx * 14, y + sy * 10)}L${pt(x + sx * 10, y + sy * 14)}L${pt(x + sx * 6, y + sy * 10)}Z`;
}

/** The classic deck: parchment, a gold double frame, a numeral cartouche and a name banner. */
export function GildedFace({ card, detail, uid }: FaceProps) {
  const full = detail === 'full';
  const main = normaliseHex(card.mainColor);
  const ids = { ground: `${uid}-ground`, gold: `${uid}-gold`, wash: `${uid}-wash` };
  const paint: Paint = {
    line: GILDED.sepia,
    body: main,
    edge: mix(main, GILDED.sepia, 0.55),
    mark: readableOn(main, GILDED.sepia, GILDED.goldLight),
    width: full ? 3 : 6.5,
  };
  const numeral = cardNumeral(card);
  const numeralSize = full ? 30 : 52;
  const bannerText = readableOn(main, '#2b1d0e', '#fff8e6');
  return (
    <g>
      <defs>
        <radialGradient id={ids.ground} cx="0.5" cy="0.45" r="0.75">
          <stop offset="0.55" stopColor={GILDED.parchment} />
          <stop offset="1" stopColor={GILDED.parchmentEdge} />
        </radialGradient>
        <GoldGradient id={ids.gold} />
        <radialGradient id={ids.wash} cx="0.5" cy="0.5" r="0.6">
          <stop offset="0" stopColor={mix(main, GILDED.parchment, 0.55)} />
          <stop offset="1" stopColor={mix(main, GILDED.parchment, 0.86)} />
        </radialGradient>
      </defs>
      <rect width="300" height="500" rx="16" fill={`url(#${ids.ground})`} />
      <rect x="8" y="8" width="284" height="484" rx="11" fill="none" stroke={`url(#${ids.gold})`} strokeWidth={full ? 6 : 12} />
      {full && <rect x="18" y="18" width="264" height="464" rx="5" fill="none" stroke={GILDED.goldDeep} strokeWidth="1.5" />}
      {full && <path d={inCorners(18, 18, 264, 464, cornerFlourish)} fill={GILDED.gold} stroke={GILDED.goldDeep} strokeWidth="1.2" />}

      <path d={notchedRect(36, 88, 228, 324, 16)} fill={`url(#${ids.wash})`} stroke={GILDED.goldDeep} strokeWidth={full ? 2 : 4} />
      {full && <path d={notchedRect(42, 94, 216, 312, 12)} fill="none" stroke={GILDED.gold} strokeWidth="1" />}
      <CardCentre card={card} paint={paint} detail={detail} cx={150} cy={250} halfWidth={104} halfHeight={150} />

      <path
        d={full ? 'M94 52Q108 30 150 30Q192 30 206 52Q192 74 150 74Q108 74 94 52Z' : 'M60 56Q80 20 150 20Q220 20 240 56Q220 92 150 92Q80 92 60 56Z'}
        fill={GILDED.parchment}
        stroke={`url(#${ids.gold})`}
        strokeWidth={full ? 3 : 6}
      />
      {full && <path d="M40 52H88M212 52H260" stroke={GILDED.goldDeep} strokeWidth="1.2" />}
      <text
        x="150"
        y={full ? 53 : 57}
        dominantBaseline="central"
        textAnchor="middle"
        fontFamily={SERIF}
        fontWeight="bold"
        fontSize={fitFontSize(numeral, numeralSize, full ? 96 : 160, 1)}
        letterSpacing="1"
        fill={GILDED.sepia}
      >
        {numeral}
      </text>
      {full && (
        <>
          <circle cx="44" cy="52" r="14" fill={GILDED.parchment} stroke={GILDED.goldDeep} strokeWidth="1.5" />
          <ElementGlyph element={card.element} x={44} y={52.5} size={15} color={GILDED.sepia} width={1.6} />
          <circle cx="256" cy="52" r="14" fill={GILDED.parchment} stroke={GILDED.goldDeep} strokeWidth="1.5" />
          <AstroGlyph sign={card.astrology} x={256} y={52} size={15} color={GILDED.sepia} width={1.6} />
        </>
      )}

      <path
        d={full ? 'M22 436H52V474H22L32 455Z M278 436H248V474H278L268 455Z' : 'M22 428H52V480H22L34 454Z M278 428H248V480H278L266 454Z'}
        fill={mix(main, '#000000', 0.35)}
        stroke={GILDED.goldDeep}
        strokeWidth={full ? 1.5 : 3}
        strokeLinejoin="round"
      />
      <path
        d={full ? 'M40 428Q150 420 260 428V466Q150 458 40 466Z' : 'M40 420Q150 410 260 420V472Q150 462 40 472Z'}
        fill={main}
        stroke={`url(#${ids.gold})`}
        strokeWidth={full ? 2.5 : 5}
      />
      {full && (
        <text
          x="150"
          y="444"
          dominantBaseline="central"
          textAnchor="middle"
          fontFamily={SERIF}
          fontSize={fitFontSize(card.name, 19, 196)}
          fill={bannerText}
        >
          {card.name}
        </text>
      )}
    </g>
  );
}
