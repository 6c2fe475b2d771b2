import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { askToNotify } from '../../notifications.ts';

/** Props of {@link ReadingOptions}. */
export interface ReadingOptionsProps {
  visualDescriptions: boolean;
  allowReversed: boolean;
  favorites: boolean;
  notify: boolean;
  onVisualDescriptionsChange: (on: boolean) => void;
  onAllowReversedChange: (on: boolean) => void;
  onFavoritesChange: (on: boolean) => void;
  onNotifyChange: (on: boolean) => void;
}

/** Why notify turned back off, by what the browser answered. */
export const NOTIFY_REFUSED = {
  denied: 'Notifications are blocked for Arcana in this browser. Allow them in the site settings to turn this on.',
  unsupported: 'This browser cannot show notifications.',
} as const;

/**
 * The reading switches: visual descriptions (they cost extra), reversed cards, marking the user's
 * favorite cards, and a notification when the reading is ready. Turning notify on asks the browser
 * for permission first; refused, the switch turns back off and says why.
 */
export function ReadingOptions(props: ReadingOptionsProps) {
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);

  const changeNotify = async (on: boolean) => {
    setRefusal(null);
    if (!on) {
      props.onNotifyChange(false);
      return;
    }
    // On at once, so the switch answers the click while the browser asks.
    props.onNotifyChange(true);
    const permission = await askToNotify();
    if (permission === 'granted') return;
    props.onNotifyChange(false);
    setRefusal(NOTIFY_REFUSED[permission]);
  };

  return (
    <fieldset className="reading-section">
      <legend className="reading-section-title">Options</legend>
      <OptionSwitch
        id={`${id}-visual`}
        label="Visual descriptions"
        help="A short picture in words of each card, to help you see it. Adds to the price."
        checked={props.visualDescriptions}
        onChange={props.onVisualDescriptionsChange}
      />
      <OptionSwitch
        id={`${id}-reversed`}
        label="Allow reversed cards"
        help="Cards may fall upside down, softening or turning their meaning."
        checked={props.allowReversed}
        onChange={props.onAllowReversedChange}
      />
      <OptionSwitch
        id={`${id}-favorites`}
        label="Mark my favorite cards"
        help="Cards you hearted on the deck pages get a heart in your reading, which points them out."
        checked={props.favorites}
        onChange={props.onFavoritesChange}
      />
      <OptionSwitch
        id={`${id}-notify`}
        label="Notify me when it’s ready"
        help="A notification from your browser if you switch away while the reading is written."
        checked={props.notify}
        onChange={(on) => void changeNotify(on)}
        last
      />
      {refusal !== null && (
        <p className="reading-option-refusal small mt-2 mb-0" role="alert">
          {refusal}
        </p>
      )}
    </fieldset>
  );
}

/** One labelled switch with its help line. */
function OptionSwitch({ id, label, help, checked, onChange, last = false }: {
  id: string;
  label: string;
  help: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  last?: boolean;
}) {
  return (
    <>
      <Form.Check
        type="switch"
        role="switch"
        id={id}
        className="reading-switch"
        label={label}
        checked={checked}
        aria-describedby={`${id}-help`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <p id={`${id}-help`} className={`form-text mt-0 ${last ? 'mb-0' : 'mb-3'}`}>
        {help}
      </p>
    </>
  );
}
