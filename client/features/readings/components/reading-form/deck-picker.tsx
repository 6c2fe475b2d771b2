import { useId } from 'react';
import { Link } from 'react-router';
import type { DeckStyle } from '#common/cards/types.ts';
import { CardBack } from '#art/card-back.tsx';
import { LockIcon } from '#client/components/icons.tsx';
import { appPaths } from '#client/paths.ts';

/** A deck as the reading form offers it. */
export interface DeckOption {
  id: number;
  name: string;
  style: DeckStyle;
  locked: boolean;
}

/** Props of {@link DeckPicker}. */
export interface DeckPickerProps {
  decks: readonly DeckOption[];
  value: number;
  onChange: (deckId: number) => void;
}

/** The decks as radio tiles showing their backs; locked decks are shown disabled, with a lock and the way to unlock them. */
export function DeckPicker({ decks, value, onChange }: DeckPickerProps) {
  const name = useId();
  const anyLocked = decks.some((deck) => deck.locked);
  return (
    <fieldset className="reading-section">
      <legend className="reading-section-title">Deck</legend>
      <div className="deck-options">
        {decks.map((deck) => {
          const id = `${name}-${deck.id}`;
          return (
            <div key={deck.id} className="deck-option">
              <input
                type="radio"
                className="deck-option-input"
                id={id}
                name={name}
                checked={value === deck.id}
                disabled={deck.locked}
                onChange={() => onChange(deck.id)}
              />
              <label className="deck-option-label" htmlFor={id}>
                <CardBack style={deck.style} width={36} className="deck-option-back" />
                <span className="deck-option-name">{deck.name}</span>
                {deck.locked && (
                  <span className="deck-option-lock">
                    <LockIcon size={14} />
                    Locked
                  </span>
                )}
              </label>
            </div>
          );
        })}
      </div>
      {anyLocked && (
        <p className="form-text mb-0 mt-2">
          Unlock more decks with coins in <Link to={appPaths.decks}>View Decks</Link>.
        </p>
      )}
    </fieldset>
  );
}
