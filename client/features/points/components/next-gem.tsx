import type { GemProgress, Points } from '#common/api/points.ts';
import { GemIcon } from '#client/components/icons.tsx';
import { formatWait } from '../duration.ts';

/** The ring's radius in the SVG's 100 × 100 box; its track and its arc share it. */
const RADIUS = 44;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** What the ring says in words: when the next gem comes, or that the gems are full. */
export function nextGemText(points: Points, progress: GemProgress): string {
  return progress.full ? `Full — gems stop refilling at ${points.maxPoints}` : `Next gem in ${formatWait(progress.msUntilNextGem)}`;
}

/**
 * The next gem's progress as a ring that fills as the gem regenerates (docs/product.md#gem-regeneration), with the
 * wait in words beside it. The arc moves once a second; with reduced motion it jumps instead of gliding (the styles).
 */
export function NextGem({ points, progress }: { points: Points; progress: GemProgress }) {
  const percent = Math.round(progress.fraction * 100);
  const text = nextGemText(points, progress);
  const toFull = (points.maxPoints - points.points - 1) * points.millisecondsPerPoint + progress.msUntilNextGem;
  return (
    <div className="next-gem">
      <div
        className={progress.full ? 'next-gem-ring next-gem-ring-full' : 'next-gem-ring'}
        role="progressbar"
        aria-label="Next gem"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
          <circle className="next-gem-track" cx="50" cy="50" r={RADIUS} />
          <circle
            className="next-gem-arc"
            cx="50"
            cy="50"
            r={RADIUS}
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - progress.fraction)}
            transform="rotate(-90 50 50)"
          />
        </svg>
        <span className="next-gem-center" aria-hidden="true">
          <GemIcon size={22} />
          <span className="next-gem-percent">{progress.full ? 'Full' : `${percent}%`}</span>
        </span>
      </div>
      <div className="next-gem-words">
        <p className="next-gem-text mb-1">{text}</p>
        <p className="small text-body-secondary mb-0">
          {progress.full
            ? `Spend or sell some and they refill again, one every ${formatWait(points.millisecondsPerPoint)}.`
            : `One gem every ${formatWait(points.millisecondsPerPoint)}; all ${points.maxPoints} in ${formatWait(toFull)}.`}
        </p>
      </div>
    </div>
  );
}
