type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return [128, 128, 128];
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

/** Blends two `#rrggbb` colors: `amount` 0 gives `from`, 1 gives `to`. */
export function mix(from: string, to: string, amount: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  return toHex([a[0] + (b[0] - a[0]) * amount, a[1] + (b[1] - a[1]) * amount, a[2] + (b[2] - a[2]) * amount]);
}

/** Relative luminance (WCAG) of a `#rrggbb` color, 0 (black) to 1 (white). */
function luminance(hex: string): number {
  const linear = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (linear[0] ?? 0) + 0.7152 * (linear[1] ?? 0) + 0.0722 * (linear[2] ?? 0);
}

/** Whichever of `dark` and `light` reads better on the background `hex`. */
export function readableOn(hex: string, dark: string, light: string): string {
  const l = luminance(hex);
  const contrastDark = (l + 0.05) / (luminance(dark) + 0.05);
  const contrastLight = (luminance(light) + 0.05) / (l + 0.05);
  return contrastDark >= contrastLight ? dark : light;
}

/** A normalised `#rrggbb` form of a card color (gray if it is malformed). */
export function normaliseHex(hex: string): string {
  return toHex(parseHex(hex));
}
