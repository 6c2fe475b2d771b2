import { spreadLayout } from '#common/domain/spread-layout.ts';
import { ellipsize, type WrappedText, wrapText } from './text-fit.ts';

/** The image's width: the usual width of a link preview, which this image is to become. */
export const IMAGE_WIDTH = 1200;
/** The least height: 1200 × 630 is the link-preview shape; taller spreads make taller images. */
export const MIN_IMAGE_HEIGHT = 630;
const PAD = 64;
/** A card's height in card widths, as in the card art's 300 × 500 box. */
const CARD_RATIO = 5 / 3;

const WORDMARK_Y = PAD + 20;
const TITLE_SIZES = [52, 44, 38];
/** How much wider than fitFontSize's estimate (DejaVu's regular faces) the bold faces run. */
const BOLD_SERIF_WIDTH = 1.16;
const BOLD_SANS_WIDTH = 1.1;
const TITLE_LINE = 1.18;
const EYEBROW_SIZE = 24;

/** The spread's column: the figure is centred in it, the legend of cards follows on the right. */
const FIGURE_COLUMN = 600;
const COLUMN_GAP = 48;
const LEGEND_X = PAD + FIGURE_COLUMN + COLUMN_GAP;
const LEGEND_WIDTH = IMAGE_WIDTH - PAD - LEGEND_X;
/** Where a legend entry's text starts, past its number badge. */
export const LEGEND_TEXT_INDENT = 48;
export const LEGEND_NAME_SIZE = 26;
export const LEGEND_DETAIL_SIZE = 18;
const LEGEND_ROW = 64;
/** Added to a reversed card's position, and the room it takes, so a long position name never cuts it off. */
const REVERSED = ' · Reversed';
const REVERSED_WIDTH = 120;

/** The widest a card is drawn, by the number of cards: few cards large, many small, as on the result page. */
const cardWidthFor = (slots: number) => (slots <= 3 ? 190 : slots <= 5 ? 150 : 104);

/** One card of the spread as the layout needs it. */
export interface LayoutCard {
  /** Its index in the spread's answers (the crossing card last). */
  index: number;
  name: string;
  reversed: boolean;
  positionName: string;
}

/** A card placed in the image: the box of the card art before any turn, and whether it lies across the first card. */
export interface PlacedCard {
  index: number;
  x: number;
  y: number;
  width: number;
  height: number;
  crossing: boolean;
  /** The position name written under the card; null where the spread leaves no room (big spreads, the crossing card). */
  label: string | null;
}

/** One line of the legend beside the spread: the card's number, name and position (and whether it is reversed). */
export interface LegendEntry {
  index: number;
  y: number;
  name: string;
  detail: string;
}

/** Where everything goes in the image, in pixels. */
export interface ImageLayout {
  width: number;
  height: number;
  wordmarkY: number;
  title: WrappedText & { baselines: number[] };
  eyebrow: string;
  eyebrowY: number;
  ruleY: number;
  /** Big spreads draw their cards without fine print, which would only blur at that size. */
  detail: 'full' | 'compact';
  labelSize: number;
  cards: PlacedCard[];
  legendX: number;
  legend: LegendEntry[];
}

/** What the image shows: its title, the line under it (spread and date) and the spread's cards. */
export interface ImageContent {
  title: string;
  eyebrow: string;
  spreadTypeName: string;
  /** The request's card count and crossing choice, which choose the spread's figure. */
  count: number;
  crossing: boolean;
  cards: readonly LayoutCard[];
}

/** Lays out the image: a header (wordmark, title, spread and date), then the spread figure beside its legend. */
export function layoutImage(content: ImageContent): ImageLayout {
  const textWidth = IMAGE_WIDTH - PAD * 2;
  const title = wrapText(content.title, TITLE_SIZES, textWidth / BOLD_SERIF_WIDTH, 2);
  const firstBaseline = WORDMARK_Y + 28 + title.size;
  const baselines = title.lines.map((_, line) => firstBaseline + line * title.size * TITLE_LINE);
  const eyebrowY = (baselines.at(-1) ?? firstBaseline) + EYEBROW_SIZE + 20;
  const ruleY = eyebrowY + 32;
  const bodyTop = ruleY + 44;

  const spread = spreadLayout(content.spreadTypeName, content.count, content.crossing);
  const unit = Math.min(cardWidthFor(spread.slots.length), FIGURE_COLUMN / spread.width);
  const figureWidth = spread.width * unit;
  const figureHeight = spread.height * unit;
  const legendHeight = content.cards.length * LEGEND_ROW;
  const bodyHeight = Math.max(figureHeight, legendHeight);
  const figureX = PAD + (FIGURE_COLUMN - figureWidth) / 2;
  const figureY = bodyTop + (bodyHeight - figureHeight) / 2;
  const legendY = bodyTop + (bodyHeight - legendHeight) / 2;
  const labelSize = Math.round(Math.min(20, Math.max(14, unit * 0.11)));

  const cards = content.cards.flatMap((card): PlacedCard[] => {
    const slot = spread.slots[card.index];
    if (slot === undefined) return [];
    const label = spread.labels && !slot.rotated ? ellipsize(card.positionName, labelSize, (unit + 16) / BOLD_SANS_WIDTH) : null;
    return [{ index: card.index, x: figureX + slot.x * unit, y: figureY + slot.y * unit, width: unit, height: unit * CARD_RATIO, crossing: slot.rotated, label }];
  });
  const legend = content.cards.map((card, row) => ({
    index: card.index,
    y: legendY + row * LEGEND_ROW,
    name: ellipsize(card.name, LEGEND_NAME_SIZE, LEGEND_WIDTH - LEGEND_TEXT_INDENT),
    detail: card.reversed
      ? `${ellipsize(card.positionName, LEGEND_DETAIL_SIZE, LEGEND_WIDTH - LEGEND_TEXT_INDENT - REVERSED_WIDTH)}${REVERSED}`
      : ellipsize(card.positionName, LEGEND_DETAIL_SIZE, LEGEND_WIDTH - LEGEND_TEXT_INDENT),
  }));

  return {
    width: IMAGE_WIDTH,
    height: Math.max(MIN_IMAGE_HEIGHT, Math.ceil(bodyTop + bodyHeight + PAD)),
    wordmarkY: WORDMARK_Y,
    title: { ...title, baselines },
    eyebrow: ellipsize(content.eyebrow, EYEBROW_SIZE, textWidth),
    eyebrowY,
    ruleY,
    detail: spread.slots.length > 5 ? 'compact' : 'full',
    labelSize,
    cards,
    legendX: LEGEND_X,
    legend,
  };
}

/** The image's outer margin, for the parts drawn along its edges. */
export const IMAGE_PADDING = PAD;
