import { useId } from 'react';
import Form from 'react-bootstrap/Form';

/** Props of {@link ReadingOptions}. */
export interface ReadingOptionsProps {
  visualDescriptions: boolean;
  allowReversed: boolean;
  onVisualDescriptionsChange: (on: boolean) => void;
  onAllowReversedChange: (on: boolean) => void;
}

/** The two reading switches: visual descriptions (they cost extra) and reversed cards. */
export function ReadingOptions({ visualDescriptions, allowReversed, onVisualDescriptionsChange, onAllowReversedChange }: ReadingOptionsProps) {
  const id = useId();
  return (
    <fieldset className="reading-section">
      <legend className="reading-section-title">Options</legend>
      <Form.Check
        type="switch"
        role="switch"
        id={`${id}-visual`}
        className="reading-switch"
        label="Visual descriptions"
        checked={visualDescriptions}
        aria-describedby={`${id}-visual-help`}
        onChange={(event) => onVisualDescriptionsChange(event.target.checked)}
      />
      <p id={`${id}-visual-help`} className="form-text mt-0 mb-3">
        A short picture in words of each card, to help you see it. Adds to the price.
      </p>
      <Form.Check
        type="switch"
        role="switch"
        id={`${id}-reversed`}
        className="reading-switch"
        label="Allow reversed cards"
        checked={allowReversed}
        aria-describedby={`${id}-reversed-help`}
        onChange={(event) => onAllowReversedChange(event.target.checked)}
      />
      <p id={`${id}-reversed-help`} className="form-text mt-0 mb-0">
        Cards may fall upside down, softening or turning their meaning.
      </p>
    </fieldset>
  );
}
