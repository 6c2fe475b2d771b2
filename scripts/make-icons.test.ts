import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANIFEST_ICONS } from '#client/pwa/build-options.ts';
import { maskableSvg, renderIcons } from './make-icons.ts';

const publicDir = join(import.meta.dirname, '../client/public');
const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');

describe('the app icons', () => {
  it.each(MANIFEST_ICONS)('the manifest names $src, a PNG of $sizes in client/public', ({ src, sizes }) => {
    const png = readFileSync(join(publicDir, src));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The IHDR chunk holds the width and height right after the signature and its own header.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(sizes);
  });

  it.each(Object.entries(renderIcons(favicon)))('client/public/%s is drawn from the current favicon.svg', (name, png) => {
    // Differs after a change to the favicon: run scripts/make-icons.ts.
    expect(readFileSync(join(publicDir, name)).equals(png)).toBe(true);
  });

  it('the maskable icon fills its square with the disc colour and keeps the art', () => {
    const svg = maskableSvg(favicon);
    expect(svg).toContain('<rect x="-4" y="-4" width="40" height="40" fill="#2a1b5c"/>');
    expect(svg).not.toContain('<circle');
    expect(svg.match(/<path /g)).toHaveLength(2);
  });
});
