import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { MinusIcon, PlusIcon } from '../reading-icons.tsx';

/** Props of {@link CardCountField}. */
export interface CardCountFieldProps {
  cards: number;
  min: number;
  max: number;
  crossing: boolean;
  /** Whether the spread offers a crossing card at all. */
  crossingOptional: boolean;
  onCardsChange: (cards: number) => void;
  onCrossingChange: (crossing: boolean) => void;
}

/** The free spread's shape: a 1–10 card stepper and the crossing card switch. */
export function CardCountField({ cards, min, max, crossing, crossingOptional, onCardsChange, onCrossingChange }: CardCountFieldProps) {
  const id = useId();
  return (
    <div className="card-count-field">
      <div className="d-flex flex-wrap align-items-center gap-3">
        <div role="group" aria-labelledby={`${id}-label`} className="stepper">
          <span id={`${id}-label`} className="reading-section-title mb-0 me-2">
            Cards
          </span>
          <Button variant="outline-primary" className="stepper-button" aria-label="Fewer cards" disabled={cards <= min} onClick={() => onCardsChange(cards - 1)}>
            <MinusIcon size={18} />
          </Button>
          <output className="stepper-value" aria-live="polite" aria-label={`${cards} ${cards === 1 ? 'card' : 'cards'}`}>
            {cards}
          </output>
          <Button variant="outline-primary" className="stepper-button" aria-label="More cards" disabled={cards >= max} onClick={() => onCardsChange(cards + 1)}>
            <PlusIcon size={18} />
          </Button>
        </div>
        {crossingOptional && (
          <Form.Check
            type="switch"
            role="switch"
            id={`${id}-crossing`}
            className="reading-switch mb-0"
            label="Crossing card"
            checked={crossing}
            aria-describedby={`${id}-crossing-help`}
            onChange={(event) => onCrossingChange(event.target.checked)}
          />
        )}
      </div>
      {crossingOptional && (
        <p id={`${id}-crossing-help`} className="form-text mb-0 mt-2">
          A crossing card is one more card, laid across the first: what helps or hinders the heart of the matter.
        </p>
      )}
    </div>
  );
}
