import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Astrology, Element, Suit } from '#common/cards/types.ts';
import { ASTRO_PATHS, AstroGlyph } from './astro-glyphs.tsx';
import { ELEMENT_PATHS, ElementGlyph } from './element-glyphs.tsx';
import { MAJOR_SIGILS } from './major-sigils.ts';
import { PIP_LAYOUTS, RANK_GLYPHS } from './pips.tsx';
import { SUIT_GLYPHS } from './suit-glyphs.ts';

const ASTROLOGY: readonly Astrology[] = [
  'aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces',
  'sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto',
];
const ELEMENTS: readonly Element[] = ['fire', 'water', 'air', 'earth'];
const SUITS: readonly Suit[] = ['wands', 'cups', 'swords', 'pentacles'];

describe('astrological glyphs', () => {
  it('draws each of the 12 signs and 10 planets as its own path', () => {
    expect(Object.keys(ASTRO_PATHS).toSorted()).toEqual([...ASTROLOGY].toSorted());
    expect(new Set(ASTROLOGY.map((sign) => ASTRO_PATHS[sign])).size).toBe(ASTROLOGY.length);
  });

  it.each(ASTROLOGY)('renders %s as an SVG path, not a font glyph', (sign) => {
    const { container } = render(<svg><AstroGlyph sign={sign} x={10} y={10} size={20} color="#000" width={1} /></svg>);
    const path = container.querySelector(`path[data-astro="${sign}"]`);
    expect(path?.getAttribute('d')).toMatch(/^M/);
    expect(container.querySelector('text')).toBeNull();
  });
});

describe('element glyphs', () => {
  it.each(ELEMENTS)('renders %s as a path', (element) => {
    const { container } = render(<svg><ElementGlyph element={element} x={10} y={10} size={20} color="#000" width={1} /></svg>);
    expect(container.querySelector(`path[data-element="${element}"]`)?.getAttribute('d')).toBe(ELEMENT_PATHS[element]);
  });

  it('bars air and earth, and points fire and air up', () => {
    expect(ELEMENT_PATHS.air.startsWith(ELEMENT_PATHS.fire)).toBe(true);
    expect(ELEMENT_PATHS.earth.startsWith(ELEMENT_PATHS.water)).toBe(true);
    expect(new Set(Object.values(ELEMENT_PATHS)).size).toBe(4);
  });
});

describe('sigils and suits', () => {
  it('has a distinct sigil for each of the 22 majors', () => {
    expect(MAJOR_SIGILS).toHaveLength(22);
    expect(MAJOR_SIGILS.every((glyph) => glyph.length > 0 && glyph.every((p) => p.d.startsWith('M')))).toBe(true);
    expect(new Set(MAJOR_SIGILS.map((glyph) => JSON.stringify(glyph))).size).toBe(22);
  });

  it('has a glyph for every suit and a headgear for every court rank', () => {
    expect(Object.keys(SUIT_GLYPHS).toSorted()).toEqual([...SUITS].toSorted());
    expect(Object.keys(RANK_GLYPHS).toSorted()).toEqual(['king', 'knight', 'page', 'queen']);
  });

  it('lays out n distinct pip slots for n = 1…10', () => {
    for (let n = 1; n <= 10; n++) {
      const slots = PIP_LAYOUTS[n] ?? [];
      expect(slots).toHaveLength(n);
      expect(new Set(slots.map(([x, y]) => `${x},${y}`)).size).toBe(n);
    }
  });
});
