/**
 * The app's PNG icons (client/pwa/build-options.ts names them in the web manifest), drawn from
 * client/public/favicon.svg. Run with tsx after changing the favicon; the PNGs are committed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';

const publicDir = join(import.meta.dirname, '../client/public');
/** The favicon's 32-unit disc, its colour and the art drawn on it. */
const FAVICON_SIZE = 32;
const DISC_COLOR = '#2a1b5c';

/**
 * A maskable icon is cropped to a shape of the platform's choosing inside its square, keeping at least
 * the centred circle of 80% of its width: the disc fills the square, the art keeps to that circle.
 */
export function maskableSvg(favicon: string): string {
  const art = favicon.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '').replace(/<circle[^>]*\/>/, '');
  // The art sits within the favicon's disc (radius 15 of 32); 40 units across leaves it inside the safe circle.
  const pad = 4;
  const side = FAVICON_SIZE + 2 * pad;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-pad} ${-pad} ${side} ${side}"><rect x="${-pad}" y="${-pad}" width="${side}" height="${side}" fill="${DISC_COLOR}"/>${art}</svg>`;
}

/** Renders `svg` as a square PNG `size` pixels wide. */
export function renderPng(svg: string, size: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
}

/** Every icon file the manifest names, by file name. */
export function renderIcons(favicon: string): Record<string, Buffer> {
  return {
    'icon-192.png': renderPng(favicon, 192),
    'icon-512.png': renderPng(favicon, 512),
    'icon-maskable-512.png': renderPng(maskableSvg(favicon), 512),
  };
}

if (process.argv[1] === import.meta.filename) {
  const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
  for (const [name, png] of Object.entries(renderIcons(favicon))) {
    writeFileSync(join(publicDir, name), png);
    console.log(`client/public/${name}: ${png.length} bytes`);
  }
}
