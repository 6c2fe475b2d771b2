import { useId, useState } from 'react';
import { FIND_A_HELPLINE, helpFor } from '#common/safety/helplines.ts';
import type { SafetyConcern, SafetyLanguage } from '#common/safety/types.ts';
import { browserRegion } from '../browser-region.ts';
import { safetyCopy } from '../copy.ts';
import { CountryLines } from './country-lines.tsx';
import { FallbackLines } from './fallback-lines.tsx';
import { RegionSelect } from './region-select.tsx';

/** Props of {@link HelpLines}. */
export interface HelpLinesProps {
  concern: SafetyConcern;
  language: SafetyLanguage;
  /** The heading's level: under the card's title (h1 on a page of its own, h3 inside a reading). */
  headingLevel: 2 | 4;
}

/**
 * "Talk to someone now": the lines of the user's likely country (docs/product.md#safety), a selector for another, and
 * Find A Helpline for anywhere. A change of country is read out, as the lines change in place.
 */
export function HelpLines({ concern, language, headingLevel }: HelpLinesProps) {
  const copy = safetyCopy(language);
  const headingId = useId();
  const [region, setRegion] = useState(browserRegion);
  const help = helpFor(region);
  const Heading = headingLevel === 2 ? 'h2' : 'h4';
  return (
    <section className="help-lines" aria-labelledby={headingId}>
      <Heading id={headingId} className="help-lines-title">
        {copy.talkNow}
      </Heading>
      <div aria-live="polite">
        {help.region === null ? <FallbackLines language={language} /> : <CountryLines help={help} concern={concern} language={language} />}
      </div>
      <div className="help-lines-more">
        <RegionSelect region={help.region} language={language} onChange={setRegion} />
        {help.region !== null && (
          <p className="help-directory">
            <a href={FIND_A_HELPLINE.url} target="_blank" rel="noopener noreferrer">
              {FIND_A_HELPLINE.name}
              <span className="visually-hidden"> {copy.newTab}</span>
            </a>{' '}
            {copy.findAHelplineIs}
          </p>
        )}
      </div>
    </section>
  );
}
