import type { Suit } from '#common/cards/types.ts';
import { HeartIcon } from '#client/components/icons.tsx';
import type { ArcanaFilter, CardFilters } from '../model.ts';
import { ChipGroup } from './chip-group.tsx';

const ARCANA_OPTIONS: readonly { value: ArcanaFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'major', label: 'Major' },
  { value: 'minor', label: 'Minor' },
];

const SUIT_OPTIONS: readonly { value: Suit | null; label: string }[] = [
  { value: null, label: 'All suits' },
  { value: 'wands', label: 'Wands' },
  { value: 'cups', label: 'Cups' },
  { value: 'swords', label: 'Swords' },
  { value: 'pentacles', label: 'Pentacles' },
];

/** Props of {@link CardFilterBar}. */
export interface CardFilterBarProps {
  filters: CardFilters;
  onChange: (change: Partial<CardFilters>) => void;
  /** Offer the Favorites toggle (only unlocked decks can have favorites). */
  showFavorites: boolean;
}

/** The cards page's filters: arcana, suit (unless only majors show) and favorites. */
export function CardFilterBar({ filters, onChange, showFavorites }: CardFilterBarProps) {
  return (
    <div className="card-filters">
      <ChipGroup legend="Arcana" options={ARCANA_OPTIONS} value={filters.arcana} onChange={(arcana) => onChange({ arcana })} />
      {filters.arcana !== 'major' && (
        <ChipGroup legend="Suit" options={SUIT_OPTIONS} value={filters.suit} onChange={(suit) => onChange({ suit })} />
      )}
      {showFavorites && (
        <div className="chip-group">
          <span className="chip-legend" aria-hidden="true">
            Show
          </span>
          <div className="chip-row">
            <button
              type="button"
              className="btn chip chip-favorites"
              aria-pressed={filters.favoritesOnly}
              onClick={() => onChange({ favoritesOnly: !filters.favoritesOnly })}
            >
              <HeartIcon filled={filters.favoritesOnly} size={16} />
              Favorites
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
