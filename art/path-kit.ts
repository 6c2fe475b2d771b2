/** A point as [x, y]. */
export type Point = readonly [number, number];

/** Rounds to two decimals so generated paths stay short and identical across renders. */
export function round(value: number): number {
  const rounded = Math.round(value * 100) / 100;
  return rounded === 0 ? 0 : rounded;
}

/** `x y`, rounded, for building path strings. */
export function pt(x: number, y: number): string {
  return `${round(x)} ${round(y)}`;
}

/** The point `radius` from (cx, cy) at `degrees` (0 = east, 90 = south, as SVG's y runs down). */
export function polar(cx: number, cy: number, radius: number, degrees: number): Point {
  const radians = (degrees * Math.PI) / 180;
  return [cx + radius * Math.cos(radians), cy + radius * Math.sin(radians)];
}

/** A closed circle drawn as two arcs, so several can share one path element. */
export function circle(cx: number, cy: number, radius: number): string {
  const r = round(radius);
  return `M${pt(cx - r, cy)}A${r} ${r} 0 1 0 ${pt(cx + r, cy)}A${r} ${r} 0 1 0 ${pt(cx - r, cy)}Z`;
}

/** A closed ellipse drawn as two arcs. */
export function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  return `M${pt(cx - rx, cy)}A${rx} ${ry} 0 1 0 ${pt(cx + rx, cy)}A${rx} ${ry} 0 1 0 ${pt(cx - rx, cy)}Z`;
}

/** A closed polygon through the points. */
export function polygon(points: readonly Point[]): string {
  return `${points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${pt(x, y)}`).join('')}Z`;
}

/** An open polyline through the points. */
export function polyline(points: readonly Point[]): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${pt(x, y)}`).join('');
}

/** An axis-aligned rectangle. */
export function rect(x: number, y: number, width: number, height: number): string {
  return polygon([[x, y], [x + width, y], [x + width, y + height], [x, y + height]]);
}

/** A star polygon with `points` tips, first tip at `rotation` degrees (default: straight up). */
export function star(cx: number, cy: number, points: number, outer: number, inner: number, rotation = -90): string {
  const corners: Point[] = [];
  for (let i = 0; i < points * 2; i++) {
    corners.push(polar(cx, cy, i % 2 === 0 ? outer : inner, rotation + (i * 180) / points));
  }
  return polygon(corners);
}

/** A pentagram drawn as one continuous line through every second vertex. */
export function pentagram(cx: number, cy: number, r: number, rotation = -90): string {
  const order = [0, 2, 4, 1, 3];
  return polygon(order.map((i) => polar(cx, cy, r, rotation + i * 72)));
}

/** Straight rays between radii r1 and r2, `count` of them spread evenly from `from` to `to` degrees (by default all round). */
export function rays(cx: number, cy: number, count: number, r1: number, r2: number, from = 0, to = from + 360): string {
  const closed = Math.abs(to - from) >= 360;
  const step = (to - from) / (closed ? count : count - 1);
  let d = '';
  for (let i = 0; i < count; i++) {
    const angle = from + i * step;
    d += `M${pt(...polar(cx, cy, r1, angle))}L${pt(...polar(cx, cy, r2, angle))}`;
  }
  return d;
}

/**
 * A crescent: a disc of radius `r` with an equal disc, shifted by `offset` towards
 * `degrees`, cut out of it, so the crescent's hollow faces that direction.
 */
export function crescent(cx: number, cy: number, r: number, offset: number, degrees: number): string {
  const radians = (degrees * Math.PI) / 180;
  const ux = Math.cos(radians);
  const uy = Math.sin(radians);
  const h = Math.sqrt(Math.max(0, r * r - (offset * offset) / 4));
  const mx = cx + (ux * offset) / 2;
  const my = cy + (uy * offset) / 2;
  const p1 = pt(mx - uy * h, my + ux * h);
  const p2 = pt(mx + uy * h, my - ux * h);
  return `M${p1}A${r} ${r} 0 1 1 ${p2}A${r} ${r} 0 0 0 ${p1}Z`;
}

/** A pointed leaf from `base`, `length` long towards `degrees`, `width` across. */
export function leaf(base: Point, length: number, width: number, degrees: number): string {
  const tip = polar(base[0], base[1], length, degrees);
  const left = polar(base[0] + (tip[0] - base[0]) / 2, base[1] + (tip[1] - base[1]) / 2, width, degrees - 90);
  const right = polar(base[0] + (tip[0] - base[0]) / 2, base[1] + (tip[1] - base[1]) / 2, width, degrees + 90);
  return `M${pt(...base)}Q${pt(...left)} ${pt(...tip)}Q${pt(...right)} ${pt(...base)}Z`;
}

/** A gentle wave line from x1 to x2 at height y, `waves` crests of height `amplitude`. */
export function wave(x1: number, x2: number, y: number, waves: number, amplitude: number): string {
  const step = (x2 - x1) / (waves * 2);
  let d = `M${pt(x1, y)}`;
  for (let i = 0; i < waves * 2; i++) {
    const sign = i % 2 === 0 ? -1 : 1;
    d += `Q${pt(x1 + step * (i + 0.5), y + sign * amplitude * 2)} ${pt(x1 + step * (i + 1), y)}`;
  }
  return d;
}

const NUMBER = /-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi;
const ARITY: Record<string, number> = { M: 2, L: 2, T: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, A: 7, Z: 0 };

/**
 * The end points of the segments of a path written with absolute commands (as every
 * path built here is): the "stars" of a constellation drawn along it.
 */
export function pathVertices(d: string): Point[] {
  const vertices: Point[] = [];
  let x = 0;
  let y = 0;
  for (const [, command = 'Z', args = ''] of d.matchAll(/([MLHVCSQTAZ])([^MLHVCSQTAZ]*)/g)) {
    const arity = ARITY[command] ?? 0;
    if (arity === 0) continue;
    const numbers = (args.match(NUMBER) ?? []).map(Number);
    for (let i = 0; i + arity <= numbers.length; i += arity) {
      const chunk = numbers.slice(i, i + arity);
      if (command === 'H') x = chunk[0] ?? x;
      else if (command === 'V') y = chunk[0] ?? y;
      else {
        x = chunk[arity - 2] ?? x;
        y = chunk[arity - 1] ?? y;
      }
      vertices.push([x, y]);
    }
  }
  return vertices;
}

/** A rectangle whose corners are cut inwards by quarter circles of radius r, as on old playing-card frames. */
export function notchedRect(x: number, y: number, width: number, height: number, r: number): string {
  const right = x + width;
  const bottom = y + height;
  return `M${pt(x + r, y)}H${round(right - r)}A${r} ${r} 0 0 0 ${pt(right, y + r)}V${round(bottom - r)}`
    + `A${r} ${r} 0 0 0 ${pt(right - r, bottom)}H${round(x + r)}A${r} ${r} 0 0 0 ${pt(x, bottom - r)}V${round(y + r)}`
    + `A${r} ${r} 0 0 0 ${pt(x + r, y)}Z`;
}

/** The same path drawn in each corner of a box, mirrored: `draw(x, y, sx, sy)` gets a corner and the inward directions. */
export function inCorners(x: number, y: number, width: number, height: number, draw: (x: number, y: number, sx: number, sy: number) => string): string {
  return draw(x, y, 1, 1) + draw(x + width, y, -1, 1) + draw(x, y + height, 1, -1) + draw(x + width, y + height, -1, -1);
}

/** The transform that moves a glyph's origin to (x, y) and scales it, rounded for short markup. */
export function place(x: number, y: number, scale: number): string {
  return `translate(${round(x)} ${round(y)}) scale(${Math.round(scale * 1000) / 1000})`;
}
