/** Props of {@link HoneypotFields}. */
export interface HoneypotFieldsProps {
  names: string[];
  /** Called with whatever gets typed into one of them. */
  onInput: (value: string) => void;
}

/** "website_3fa9c1" → "Website": the kind of label a form-filling bot looks for. */
const labelOf = (name: string): string => {
  const purpose = name.split('_')[0] ?? name;
  return purpose.charAt(0).toUpperCase() + purpose.slice(1);
};

/**
 * The honeypots (docs/product.md#bot-checks): inputs placed off-screen, out of the tab order and hidden from assistive
 * technology, so people never fill them and bots that fill every field give themselves away.
 */
export function HoneypotFields({ names, onInput }: HoneypotFieldsProps) {
  return (
    <div className="bot-trap" aria-hidden="true">
      {names.map((name) => (
        <label key={name}>
          {labelOf(name)}
          <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" onChange={(event) => onInput(event.target.value)} />
        </label>
      ))}
    </div>
  );
}
