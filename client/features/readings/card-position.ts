/**
 * The product’s (docs/product.md#screens) result route, /reading/result/{readingId}/{clarifierPosition}/{spreadCount?}, read as:
 * clarifierPosition is the card in view, by its index in the spread's answers (0 is the first card,
 * 2 the third; a clarifier is asked about one of these answers); -1 opens the reading as a whole.
 * spreadCount is how many cards the spread has, so the page can lay out that many placeholders
 * before the reading arrives.
 */

/** The clarifierPosition of a link to the reading as a whole, with no card singled out. */
export const WHOLE_READING = -1;

/** Placeholder cards shown while loading when the link does not say how many the spread has. */
const DEFAULT_PLACEHOLDERS = 3;
/** The most cards a reading lays: ten and a crossing card. */
const MAX_PLACEHOLDERS = 11;

/**
 * The index of the card a result URL opens the reading at, or null for the reading as a whole
 * (-1, or no position). A position this reading does not have falls back to its first card.
 */
export function cardInView(clarifierPosition: string | undefined, cardCount: number): number | null {
  if (clarifierPosition === undefined || clarifierPosition === String(WHOLE_READING) || cardCount === 0) return null;
  const index = Number(clarifierPosition);
  return Number.isInteger(index) && index >= 0 && index < cardCount ? index : 0;
}

/** How many placeholder cards to show while the reading loads: the URL's spreadCount when it is sensible. */
export function placeholderCount(spreadCount: string | undefined): number {
  const count = Number(spreadCount);
  return Number.isInteger(count) && count >= 1 && count <= MAX_PLACEHOLDERS ? count : DEFAULT_PLACEHOLDERS;
}
