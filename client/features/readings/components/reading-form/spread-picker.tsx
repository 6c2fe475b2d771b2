import { useId, type ReactNode } from 'react';
import type { SpreadType } from '#common/api/readings.ts';
import { SpreadGlyph } from '../spread-glyph.tsx';

/** Props of {@link SpreadPicker}. */
export interface SpreadPickerProps {
  spreadTypes: readonly SpreadType[];
  value: string;
  /** The free spread's current shape, so its outline follows the stepper. */
  freeShape: { cards: number; crossing: boolean };
  onChange: (spreadTypeName: string) => void;
  /** Shown under the choices: the free spread's card count. */
  children?: ReactNode;
}

/** How many cards a spread lays, in words: "3 cards", "1 to 10 cards", "9 cards + 1 across". */
function cardCount(spread: SpreadType): string {
  const count = spread.minCards === spread.maxCards ? `${spread.minCards}` : `${spread.minCards} to ${spread.maxCards}`;
  const noun = spread.maxCards === 1 ? 'card' : 'cards';
  return spread.crossing === 'required' ? `${count} ${noun} + 1 across` : `${count} ${noun}`;
}

/** The spreads as radio cards: each with its name, shape, card count and description. */
export function SpreadPicker({ spreadTypes, value, freeShape, onChange, children }: SpreadPickerProps) {
  const name = useId();
  return (
    <fieldset className="reading-section">
      <legend className="reading-section-title">Spread</legend>
      <div className="spread-options">
        {spreadTypes.map((spread) => {
          const id = `${name}-${spread.name}`;
          const free = spread.crossing === 'optional' && spread.minCards !== spread.maxCards;
          return (
            <div key={spread.name} className="spread-option">
              <input
                type="radio"
                className="spread-option-input"
                id={id}
                name={name}
                checked={value === spread.name}
                aria-describedby={`${id}-description`}
                onChange={() => onChange(spread.name)}
              />
              <label className="spread-option-label" htmlFor={id}>
                <span className="spread-option-shape">
                  <SpreadGlyph
                    spreadTypeName={spread.name}
                    cards={free ? freeShape.cards : spread.minCards}
                    crossing={free ? freeShape.crossing : spread.crossing === 'required'}
                    height={40}
                  />
                </span>
                <span className="spread-option-text">
                  <span className="spread-option-name">{spread.label}</span>
                  <span className="spread-option-count">{cardCount(spread)}</span>
                  <span className="spread-option-description" id={`${id}-description`}>
                    {spread.description}
                  </span>
                </span>
              </label>
            </div>
          );
        })}
      </div>
      {children}
    </fieldset>
  );
}
