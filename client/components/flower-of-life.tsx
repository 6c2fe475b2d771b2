/** Radius of each circle; the pattern spans three radii from its center. */
const R = 20;

/** The point `distance` from the center at `degrees`, rounded to keep the SVG short. */
function polar(distance: number, degrees: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [Math.round(distance * Math.cos(radians) * 100) / 100, Math.round(distance * Math.sin(radians) * 100) / 100];
}

/** Centres of the nineteen circles: one, a ring of six at R, a ring of twelve at 2R and R√3. */
const CENTRES: readonly (readonly [number, number])[] = (() => {
  const points: [number, number][] = [[0, 0]];
  for (let i = 0; i < 6; i++) points.push(polar(R, i * 60));
  for (let i = 0; i < 6; i++) points.push(polar(2 * R, i * 60), polar(R * Math.sqrt(3), i * 60 + 30));
  return points;
})();

/** The flower of life: nineteen overlapping circles in a bounding ring. Decorative. */
export function FlowerOfLife({ size = 160, className }: { size?: number; className?: string }) {
  const extent = 3 * R + 4;
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox={`${-extent} ${-extent} ${2 * extent} ${2 * extent}`}
      aria-hidden="true"
      focusable="false"
    >
      <circle r={3 * R} className="flower-ring" />
      <g className="flower-petals">
        {CENTRES.map(([x, y], index) => (
          <circle key={`${x},${y}`} cx={x} cy={y} r={R} style={{ animationDelay: `${(index % 7) * 0.18}s` }} />
        ))}
      </g>
    </svg>
  );
}
