import { CoinIcon, Icon, LockIcon, type IconProps } from '#client/components/icons.tsx';

/** The label every lock on the deck pages carries (SPEC §6: locked decks and cards show a lock icon). */
export const LOCKED_LABEL = 'Locked';

/** A padlock that screen readers announce as "Locked". */
export function LockMark(props: IconProps) {
  return <LockIcon role="img" aria-label={LOCKED_LABEL} aria-hidden={false} {...props} />;
}

/** A heart, outlined or filled: favourites. Decorative unless given a role and label. */
export function HeartIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <Icon fill={filled ? 'currentColor' : 'none'} {...props}>
      <path d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z" />
    </Icon>
  );
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
