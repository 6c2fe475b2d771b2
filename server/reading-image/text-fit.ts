import { fitFontSize } from '#art/fit-text.ts';

const ELLIPSIS = '…';

/** Whether `text` fits in `maxWidth` pixels at `size` (DejaVu's advance widths, estimated). */
export const fits = (text: string, size: number, maxWidth: number): boolean => fitFontSize(text, size, maxWidth) >= size;

/** `text` as it is when it fits in `maxWidth` at `size`, else cut at a word (or a character) and ended with an ellipsis. */
export function ellipsize(text: string, size: number, maxWidth: number): string {
  if (fits(text, size, maxWidth)) return text;
  const chars = [...text];
  for (let end = chars.length - 1; end > 0; end -= 1) {
    const cut = chars.slice(0, end).join('').trimEnd();
    if (fits(cut + ELLIPSIS, size, maxWidth)) {
      const atWord = cut.lastIndexOf(' ');
      // A cut close to the end of a word reads better at the word's start, unless that loses most of the line.
      const shorter = atWord > cut.length * 0.6 ? cut.slice(0, atWord).trimEnd() : cut;
      return shorter + ELLIPSIS;
    }
  }
  return ELLIPSIS;
}

/** Lines of a wrapped text and the size they are set at. */
export interface WrappedText {
  size: number;
  lines: string[];
}

/** Greedy word wrap at `size`; a word too long for a line gets a line of its own. */
function wrap(words: readonly string[], size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && !fits(candidate, size, maxWidth)) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/**
 * `text` in at most `maxLines` lines of `maxWidth`: at the first of `sizes` (largest first) at which it fits,
 * else at the smallest, its last line ended with an ellipsis.
 */
export function wrapText(text: string, sizes: readonly number[], maxWidth: number, maxLines: number): WrappedText {
  const words = text.trim().split(/\s+/).filter(Boolean);
  for (const size of sizes) {
    const lines = wrap(words, size, maxWidth);
    if (lines.length <= maxLines && lines.every((line) => fits(line, size, maxWidth))) return { size, lines };
  }
  const size = sizes.at(-1) ?? 16;
  const lines = wrap(words, size, maxWidth);
  const kept = lines.slice(0, maxLines).map((line) => ellipsize(line, size, maxWidth));
  const last = kept.length - 1;
  if (lines.length > maxLines && last >= 0 && !kept[last]!.endsWith(ELLIPSIS)) kept[last] = ellipsize(`${kept[last]}${ELLIPSIS}`, size, maxWidth);
  return { size, lines: kept };
}
