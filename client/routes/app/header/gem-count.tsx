import type { Points } from '#common/api/points.ts';
import { LOW_GEMS } from '#common/limits.ts';
import { CoinIcon, GemIcon } from '#client/components/icons.tsx';

/** The header's gem count: pulses when under LOW_GEMS and shows extra points as "+N" (docs/product.md#screens). */
export function GemCount({ points }: { points: Points | undefined }) {
  if (points === undefined) return <CountPlaceholder />;
  const low = points.points < LOW_GEMS;
  return (
    <span className="header-count">
      <span
        data-testid="gem-count"
        role="img"
        aria-label={`${points.points} gems`}
        title={low ? 'Running low on gems' : undefined}
        className={low ? 'count-pill gem-count gem-count-low' : 'count-pill gem-count'}
      >
        <GemIcon size={18} />
        <span aria-hidden="true">{points.points}</span>
      </span>
      {points.extraPoints > 0 && (
        <span className="gem-extra" role="img" aria-label={`${points.extraPoints} extra gems`}>
          +{points.extraPoints}
        </span>
      )}
      {low && <span className="visually-hidden">Running low on gems</span>}
    </span>
  );
}

/** The header's coin count, shown on deck pages instead of gems. */
export function CoinCount({ points }: { points: Points | undefined }) {
  if (points === undefined) return <CountPlaceholder />;
  return (
    <span data-testid="coin-count" role="img" aria-label={`${points.coins} coins`} className="count-pill coin-count">
      <CoinIcon size={18} />
      <span aria-hidden="true">{points.coins}</span>
    </span>
  );
}

function CountPlaceholder() {
  return <span className="count-pill count-placeholder placeholder-glow" aria-hidden="true" />;
}
