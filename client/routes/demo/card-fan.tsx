/** The fan's cards: rotation in degrees and the sigil drawn on each back. */
const CARDS = [
  { angle: -30, sigil: 'moon' },
  { angle: -15, sigil: 'star' },
  { angle: 0, sigil: 'sun' },
  { angle: 15, sigil: 'star' },
  { angle: 30, sigil: 'moon' },
] as const;

type Sigil = (typeof CARDS)[number]['sigil'];

const SUN_RAYS = Array.from({ length: 12 }, (_, i) => i * 30);

function SigilShape({ sigil }: { sigil: Sigil }) {
  if (sigil === 'moon') return <path d="M8 -14a14 14 0 1 0 0 28a11 11 0 1 1 0-28z" className="fan-sigil" />;
  if (sigil === 'star') return <path d="M0 -15l4 10 11 1-8.5 7 3 11L0 8l-9.5 6 3-11L-15 -4l11-1z" className="fan-sigil" />;
  return (
    <g className="fan-sigil">
      <circle r="8" />
      {SUN_RAYS.map((degrees) => (
        <path key={degrees} d="M0 -11V-17" transform={`rotate(${degrees})`} />
      ))}
    </g>
  );
}

/** A decorative fan of five tarot card backs, drawn procedurally (no images). */
export function CardFan() {
  return (
    <svg className="card-fan" viewBox="-170 -200 340 260" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="fan-back" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className="fan-stop-a" />
          <stop offset="1" className="fan-stop-b" />
        </linearGradient>
        <radialGradient id="fan-glow">
          <stop offset="0" className="fan-glow-inner" />
          <stop offset="1" className="fan-glow-outer" />
        </radialGradient>
      </defs>
      <ellipse cx="0" cy="-70" rx="165" ry="120" fill="url(#fan-glow)" />
      {CARDS.map(({ angle, sigil }) => (
        <g key={angle} transform={`rotate(${angle} 0 40)`}>
          <g transform="translate(0 -75)">
            <rect x="-50" y="-80" width="100" height="160" rx="9" fill="url(#fan-back)" className="fan-card" />
            <rect x="-42" y="-72" width="84" height="144" rx="5" className="fan-frame" />
            <circle r="24" className="fan-frame" />
            <SigilShape sigil={sigil} />
            <path d="M-30 -58h60M-30 58h60" className="fan-frame" />
          </g>
        </g>
      ))}
    </svg>
  );
}
