import { CoinIcon, LockIcon, type IconProps } from '#client/components/icons.tsx';

/** The label every lock on the deck pages carries (docs/product.md#locked-decks-and-cards: locked decks and cards show a lock icon). */
export const LOCKED_LABEL = 'Locked';

/** A padlock that screen readers announce as "Locked". */
export function LockMark(props: IconProps) {
  return <LockIcon role="img" aria-label={LOCKED_LABEL} aria-hidden={false} {...props} />;
}

/** A price in coins: the coin icon and "N coins". */
export function CoinPrice({ coins }: { coins: number }) {
  return (
    <span className="coin-price">
      <CoinIcon size={18} />
      {coins} coins
    </span>
  );
}
