import type { Paint } from './art-types.ts';
import { circle, pathVertices, round, type Point } from './path-kit.ts';

/** The kinds of part a glyph is made of; see {@link Paint} for how each is painted. */
export type PartRole = 'line' | 'body' | 'mark' | 'solid' | 'accent';

/** One part of a glyph: a path in the glyph's own coordinates and the way it is painted. */
export interface GlyphPart {
  role: PartRole;
  d: string;
}

/** A drawing made of parts, painted in the order given. */
export type Glyph = readonly GlyphPart[];

/** Shorthand for building glyphs: `part('line', d1, d2)`. */
export function part(role: PartRole, ...paths: string[]): GlyphPart {
  return { role, d: paths.join('') };
}

/** Consecutive parts of one role share a single path element, keeping node counts low. */
function mergeRuns(glyph: Glyph): GlyphPart[] {
  const runs: GlyphPart[] = [];
  for (const next of glyph) {
    const last = runs.at(-1);
    if (last?.role === next.role) runs[runs.length - 1] = { role: last.role, d: last.d + next.d };
    else runs.push(next);
  }
  return runs;
}

/** Up to `limit` vertices of the glyph's line work, at least `spacing` apart. */
function constellationPoints(glyph: Glyph, spacing: number, limit: number): Point[] {
  const chosen: Point[] = [];
  for (const { role, d } of glyph) {
    if (role !== 'line' && role !== 'accent') continue;
    for (const p of pathVertices(d)) {
      if (chosen.length >= limit) return chosen;
      if (chosen.every((q) => Math.hypot(q[0] - p[0], q[1] - p[1]) >= spacing)) chosen.push(p);
    }
  }
  return chosen;
}

interface GlyphPathsProps {
  glyph: Glyph;
  paint: Paint;
  /** The scale the glyph is drawn at, so line widths stay `paint.width` card units. */
  scale: number;
  /** Star-like dots on the line work's vertices, in this color (the celestial deck). */
  nodes?: string;
}

/** Draws a glyph's parts with a style's paint, in the glyph's own coordinates. */
export function GlyphPaths({ glyph, paint, scale, nodes }: GlyphPathsProps) {
  const width = round(paint.width / scale);
  const dots = nodes ? constellationPoints(glyph, 14, 32) : [];
  return (
    <g strokeLinecap="round" strokeLinejoin="round">
      {mergeRuns(glyph).map(({ role, d }, index) => {
        const key = `${index}-${role}`;
        switch (role) {
          case 'body':
            return <path key={key} d={d} fill={paint.body} stroke={paint.edge} strokeWidth={width} />;
          case 'solid':
            return <path key={key} d={d} fill={paint.line} />;
          case 'mark':
            return <path key={key} d={d} fill="none" stroke={paint.mark} strokeWidth={round(width * 0.85)} />;
          case 'accent':
            return <path key={key} d={d} fill="none" stroke={paint.accentLine ?? paint.body} strokeWidth={round(width * 1.7)} />;
          default:
            return <path key={key} d={d} fill="none" stroke={paint.line} strokeWidth={width} />;
        }
      })}
      {dots.length > 0 && <path d={dots.map(([x, y]) => circle(x, y, width * 1.3)).join('')} fill={nodes} />}
    </g>
  );
}
