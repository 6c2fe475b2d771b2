/** Rough advance widths, in ems, of DejaVu's glyphs (the widest of the font stacks used). */
function advance(char: string, upperWidth: number): number {
  if (char === ' ') return 0.32;
  if (/[A-Z]/.test(char)) return upperWidth;
  if (/[ijlft.,'’]/.test(char)) return 0.34;
  if (/[mw]/.test(char)) return 0.9;
  return 0.6;
}

/**
 * The largest font size, at most `size`, at which `text` fits in `maxWidth`. The width is
 * estimated, as layout is not available while rendering (nor on the server).
 */
export function fitFontSize(text: string, size: number, maxWidth: number, letterSpacing = 0, upperWidth = 0.74): number {
  const ems = [...text].reduce((sum, char) => sum + advance(char, upperWidth), 0);
  const width = ems * size + letterSpacing * Math.max(0, text.length - 1);
  return width <= maxWidth ? size : Math.max(1, Math.floor(((maxWidth - letterSpacing * (text.length - 1)) / ems) * 10) / 10);
}
