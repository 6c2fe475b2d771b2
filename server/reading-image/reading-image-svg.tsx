import { renderToStaticMarkup } from 'react-dom/server';
import { CARD_HEIGHT, CARD_WIDTH, SANS, SERIF } from '#art/art-types.ts';
import { StarField } from '#art/star-field.tsx';
import { readingCards, readingSpreadType, type ReadingCard } from '#common/domain/reading-cards.ts';
import type { Reading } from '#common/api/readings.ts';
import { CARD_FACES } from './card-faces.ts';
import { IMAGE_PADDING, type ImageLayout, layoutImage, LEGEND_DETAIL_SIZE, LEGEND_NAME_SIZE, LEGEND_TEXT_INDENT, type PlacedCard } from './image-layout.ts';

/** The app's night-sky palette (client/styles/_theme.scss), so the image looks like Arcana in either theme. */
const COLORS = {
  skyTop: '#120c24',
  skyBottom: '#2a1b5c',
  glow: '#4c2a85',
  gold: '#e0b64f',
  text: '#f3efff',
  muted: '#c4bdd9',
  star: '#dfe5fb',
} as const;

/** What the title says before the model has written one, as the result page says it. */
const UNWRITTEN_TITLE = 'Your cards are drawn';

/** How the image is drawn beyond the reading itself. */
export interface ReadingImageOptions {
  /** The IANA time zone the date is written in; UTC by default. */
  timeZone?: string;
}

/** The reading's date, e.g. "24 November 2026", in `timeZone`. */
export function readingDate(createdAt: number, timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(createdAt);
}

/** A small numbered disc, as the result page marks each card and its answer. */
function NumberBadge({ x, y, number, radius }: { x: number; y: number; number: number; radius: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r={radius} fill={COLORS.gold} stroke={COLORS.skyTop} strokeWidth={3} />
      <text x={x} y={y} dominantBaseline="central" textAnchor="middle" fontFamily={SANS} fontWeight="bold" fontSize={radius * 1.05} fill={COLORS.skyTop}>
        {number}
      </text>
    </g>
  );
}

/** One card of the spread: its face in its deck's style, turned when reversed, laid across the first card when crossing. */
function SpreadCard({ placed, card, detail, labelSize }: { placed: PlacedCard; card: ReadingCard; detail: ImageLayout['detail']; labelSize: number }) {
  const Face = CARD_FACES[card.style];
  const { x, y, width, height } = placed;
  const turn = placed.crossing ? `rotate(90 ${x + width / 2} ${y + height / 2})` : undefined;
  const radius = Math.max(13, Math.min(18, width * 0.11));
  // The badge sits at the card's visual top-left corner, which for a card turned across lies further out.
  const badge = placed.crossing ? { x: x + width / 2 - height / 2, y: y + height / 2 - width / 2 } : { x, y };
  return (
    <g>
      <g transform={turn}>
        <rect x={x + 3} y={y + 8} width={width} height={height} rx={width * 0.053} fill="#000000" opacity={0.35} filter="url(#card-shadow)" />
        <svg x={x} y={y} width={width} height={height} viewBox={`0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`}>
          <g transform={card.answer.reversed ? `rotate(180 ${CARD_WIDTH / 2} ${CARD_HEIGHT / 2})` : undefined}>
            <Face card={card.card} detail={detail} uid={`card-${card.index}`} />
          </g>
        </svg>
      </g>
      <NumberBadge x={badge.x + 4} y={badge.y + 4} number={card.index + 1} radius={radius} />
      {placed.label !== null && (
        <text x={x + width / 2} y={y + height + labelSize + 10} textAnchor="middle" fontFamily={SANS} fontWeight="bold" fontSize={labelSize} fill={COLORS.muted}>
          {placed.label}
        </text>
      )}
    </g>
  );
}

/** The whole picture: a night sky, the wordmark, title and date, the spread and its legend. */
function ReadingImage({ layout, cards, seed }: { layout: ImageLayout; cards: readonly ReadingCard[]; seed: string }) {
  const { width, height } = layout;
  const byIndex = new Map(cards.map((card) => [card.index, card]));
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      <defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0.35" y2="1">
          <stop offset="0" stopColor={COLORS.skyTop} />
          <stop offset="1" stopColor={COLORS.skyBottom} />
        </linearGradient>
        <radialGradient id="glow" cx="0.28" cy="0.62" r="0.55">
          <stop offset="0" stopColor={COLORS.glow} stopOpacity={0.55} />
          <stop offset="1" stopColor={COLORS.glow} stopOpacity={0} />
        </radialGradient>
        <filter id="card-shadow" x="-20%" y="-20%" width="140%" height="140%">
          <feGaussianBlur stdDeviation="7" />
        </filter>
      </defs>
      <rect width={width} height={height} fill="url(#sky)" />
      <rect width={width} height={height} fill="url(#glow)" />
      <g transform={`scale(${width / CARD_WIDTH} ${height / CARD_HEIGHT})`} opacity={0.5}>
        <StarField seed={seed} count={70} size={0.9} color={COLORS.star} />
      </g>

      <text x={IMAGE_PADDING} y={layout.wordmarkY} fontFamily={SANS} fontWeight="bold" fontSize={18} letterSpacing={6} fill={COLORS.gold}>
        ARCANA
      </text>
      {layout.title.lines.map((line, index) => (
        <text key={index} x={IMAGE_PADDING} y={layout.title.baselines[index]} fontFamily={SERIF} fontWeight="bold" fontSize={layout.title.size} fill={COLORS.text}>
          {line}
        </text>
      ))}
      <text x={IMAGE_PADDING} y={layout.eyebrowY} fontFamily={SANS} fontSize={24} fill={COLORS.muted}>
        {layout.eyebrow}
      </text>
      <path d={`M${IMAGE_PADDING} ${layout.ruleY}H${width - IMAGE_PADDING}`} stroke={COLORS.gold} strokeWidth={1.5} opacity={0.6} />

      {layout.cards.map((placed) => {
        const card = byIndex.get(placed.index);
        return card && <SpreadCard key={placed.index} placed={placed} card={card} detail={layout.detail} labelSize={layout.labelSize} />;
      })}

      {layout.legend.map((entry) => (
        <g key={entry.index}>
          <NumberBadge x={layout.legendX + 16} y={entry.y + 20} number={entry.index + 1} radius={16} />
          <text x={layout.legendX + LEGEND_TEXT_INDENT} y={entry.y + 26} fontFamily={SERIF} fontSize={LEGEND_NAME_SIZE} fill={COLORS.text}>
            {entry.name}
          </text>
          <text x={layout.legendX + LEGEND_TEXT_INDENT} y={entry.y + 52} fontFamily={SANS} fontSize={LEGEND_DETAIL_SIZE} fill={COLORS.muted}>
            {entry.detail}
          </text>
        </g>
      ))}
    </svg>
  );
}

/**
 * The SVG of a reading's image (docs/product.md#reading-image): its title, spread and date, and its cards laid out as on the
 * result page with their art, names, positions and reversals. The question and the answers stay out of it.
 * @throws Error 'Card not found in deck' when the reading names a card its deck does not hold.
 */
export function readingImageSvg(reading: Reading, options: ReadingImageOptions = {}): string {
  const spread = readingSpreadType(reading, undefined);
  const cards = readingCards(reading, spread);
  const spreadLabel = reading.special?.title ?? spread?.label ?? 'Reading';
  const layout = layoutImage({
    title: reading.title.trim() === '' ? UNWRITTEN_TITLE : reading.title,
    eyebrow: `${spreadLabel} · ${readingDate(reading.createdAt, options.timeZone)}`,
    spreadTypeName: reading.request.spreadTypeName,
    count: reading.request.cards,
    crossing: reading.request.crossing,
    cards: cards.map((card) => ({ index: card.index, name: card.card.name, reversed: card.answer.reversed, positionName: card.positionName })),
  });
  return renderToStaticMarkup(<ReadingImage layout={layout} cards={cards} seed={reading.id} />);
}
