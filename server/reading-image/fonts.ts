import { createRequire } from 'node:module';
import type { ResvgRenderOptions } from '@resvg/resvg-js';

const require = createRequire(import.meta.url);

/**
 * The DejaVu faces the image and the card art name (client/components/card-art/art-types.ts), from the
 * dejavu-fonts-ttf package: resvg needs TrueType or OpenType files, and fonts shipped through npm draw the
 * same on every machine, where system fonts differ or are missing (docs/architecture.md#reading-image).
 */
const FONT_FILES = ['DejaVuSerif.ttf', 'DejaVuSerif-Bold.ttf', 'DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSans-ExtraLight.ttf'].map((name) =>
  require.resolve(`dejavu-fonts-ttf/ttf/${name}`),
);

/** resvg's font settings: only the shipped files, never the machine's fonts, with DejaVu for every generic family. */
export const FONT_OPTIONS: NonNullable<ResvgRenderOptions['font']> = {
  loadSystemFonts: false,
  fontFiles: FONT_FILES,
  defaultFontFamily: 'DejaVu Sans',
  sansSerifFamily: 'DejaVu Sans',
  serifFamily: 'DejaVu Serif',
};
