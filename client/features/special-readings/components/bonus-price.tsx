import { GemIcon } from '#client/components/icons.tsx';

/** "5 gems" with the gem icon: a bonus reading's flat price. */
export function BonusPrice({ gems }: { gems: number }) {
  return (
    <span className="bonus-price">
      <GemIcon size={16} />
      {gems} {gems === 1 ? 'gem' : 'gems'}
    </span>
  );
}
