import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import type { Mood } from '#common/api/journal.ts';
import { MOOD_LABELS, MOOD_MIN } from '#common/domain/journal.ts';

/** Props of {@link MoodPicker}. */
export interface MoodPickerProps {
  legend: string;
  value: Mood;
  onChange: (mood: Mood) => void;
}

/**
 * One mood on the journal's five-step scale (docs/product.md#the-journal), as a group of radios (the arrow keys move
 * along it), with Clear to say none.
 */
export function MoodPicker({ legend, value, onChange }: MoodPickerProps) {
  const name = useId();
  return (
    <fieldset className="journal-mood">
      <legend className="form-label fw-semibold mb-0 float-start w-auto">{legend}</legend>
      {value !== null && (
        <Button variant="link" size="sm" className="p-0 float-end" onClick={() => onChange(null)}>
          Clear<span className="visually-hidden"> {legend.toLocaleLowerCase()}</span>
        </Button>
      )}
      <div className="journal-mood-scale">
        {MOOD_LABELS.map((label, index) => {
          const mood = MOOD_MIN + index;
          const id = `${name}-${mood}`;
          return (
            <div key={mood}>
              <input type="radio" className="btn-check" name={name} id={id} checked={value === mood} onChange={() => onChange(mood)} />
              <label className="btn btn-outline-primary btn-sm w-100" htmlFor={id}>
                {label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
