import type { ReactNode } from 'react';
import type { Points } from '#common/api/points.ts';
import { CoinIcon, GemIcon, SparkleIcon } from '#client/components/icons.tsx';

const numbers = new Intl.NumberFormat();

/** One balance: an icon, what it is, the number large, and a line on how it behaves. */
function Balance({ id, icon, label, value, note }: { id: string; icon: ReactNode; label: string; value: ReactNode; note: string }) {
  return (
    <div className={`gems-balance gems-balance-${id}`}>
      <dt className="gems-balance-label">
        <span className="gems-balance-icon" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="gems-balance-value" data-testid={`balance-${id}`}>
        {value}
      </dd>
      <dd className="gems-balance-note">{note}</dd>
    </div>
  );
}

/**
 * The three balances of docs/product.md#gems-and-coins: regular gems against their cap, extra gems and coins. Gray
 * bars stand in while the points record loads.
 */
export function Balances({ points }: { points: Points | undefined }) {
  const loading = (
    <span className="placeholder-glow" aria-label="Loading">
      <span className="placeholder col-8" />
    </span>
  );
  const gems = points && (
    <>
      {numbers.format(points.points)}
      <span className="gems-balance-max">
        <span aria-hidden="true"> / </span>
        <span className="visually-hidden"> of </span>
        {numbers.format(points.maxPoints)}
      </span>
    </>
  );
  return (
    <dl className="gems-balances">
      <Balance id="gems" icon={<GemIcon size={22} />} label="Gems" value={gems ?? loading} note="Refill by themselves over time." />
      <Balance
        id="extra"
        icon={<SparkleIcon size={22} />}
        label="Extra gems"
        value={points ? numbers.format(points.extraPoints) : loading}
        note="Never refill; spent after your gems."
      />
      <Balance id="coins" icon={<CoinIcon size={22} />} label="Coins" value={points ? numbers.format(points.coins) : loading} note="Unlock new decks." />
    </dl>
  );
}
