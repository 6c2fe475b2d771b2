import Button from 'react-bootstrap/Button';
import { HeartIcon } from '#client/components/icons.tsx';

/** Props of {@link FavoriteButton}. */
export interface FavoriteButtonProps {
  favorite: boolean;
  onToggle: () => void;
}

/** A heart toggle, pressed when the card is a favorite; its name (and tooltip) says what pressing it does. */
export function FavoriteButton({ favorite, onToggle }: FavoriteButtonProps) {
  const label = favorite ? 'Remove from favorites' : 'Add to favorites';
  return (
    <Button variant="link" className="icon-button favorite-button" aria-pressed={favorite} aria-label={label} title={label} onClick={onToggle}>
      <HeartIcon filled={favorite} size={24} />
    </Button>
  );
}
