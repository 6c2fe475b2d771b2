import { useId } from 'react';

/** Props of {@link ChipGroup}. */
export interface ChipGroupProps<T> {
  /** Shown above the chips and naming the group. */
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** A labelled row of radio chips: native radios, so arrow keys move between them. */
export function ChipGroup<T>({ legend, options, value, onChange }: ChipGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className="chip-group">
      <legend className="chip-legend">{legend}</legend>
      <div className="chip-row">
        {options.map((option, index) => {
          const id = `${name}-${index}`;
          return (
            <span key={option.label}>
              <input
                type="radio"
                className="btn-check"
                id={id}
                name={name}
                checked={option.value === value}
                onChange={() => onChange(option.value)}
              />
              <label className="btn chip" htmlFor={id}>
                {option.label}
              </label>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}
