import { HeartIcon } from '#client/components/icons.tsx';

/** What screen readers announce for the heart on a favorite card. */
export const FAVORITE_CARD_LABEL = 'Favorite card';

/** The heart on a card the user has favorited on the deck pages. */
export function FavoriteBadge({ className = '' }: { className?: string }) {
  return (
    <span className={`favorite-badge ${className}`.trim()}>
      <HeartIcon filled size={14} strokeWidth={2} role="img" aria-label={FAVORITE_CARD_LABEL} aria-hidden={false} />
    </span>
  );
}
