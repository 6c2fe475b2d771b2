import { useId } from 'react';
import { COUNTRY_HELP } from '#common/safety/helplines.ts';
import type { SafetyLanguage } from '#common/safety/types.ts';
import { safetyCopy } from '../copy.ts';

/** Props of {@link RegionSelect}. */
export interface RegionSelectProps {
  /** The country shown, or null for the lines of no one country. */
  region: string | null;
  language: SafetyLanguage;
  onChange: (region: string | null) => void;
}

/** "Somewhere else?": the countries of the table by name, in the answer's language, then "Another country". */
export function RegionSelect({ region, language, onChange }: RegionSelectProps) {
  const copy = safetyCopy(language);
  const id = useId();
  // oxlint-disable-next-line unicorn/no-array-sort -- sorts a copy; toSorted is ES2023, past the build's es2022 target
  const countries = [...COUNTRY_HELP].sort((a, b) => a.names[language].localeCompare(b.names[language], language));
  return (
    <div className="help-region">
      <label htmlFor={id} className="help-region-label">
        {copy.somewhereElse}
      </label>
      <select id={id} className="form-select form-select-sm help-region-select" value={region ?? ''} onChange={(event) => onChange(event.target.value || null)}>
        {countries.map((country) => (
          <option key={country.region} value={country.region}>
            {country.names[language]}
          </option>
        ))}
        <option value="">{copy.anotherCountry}</option>
      </select>
    </div>
  );
}
