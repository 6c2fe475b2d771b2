import { FIND_A_HELPLINE } from '#common/safety/helplines.ts';
import type { SafetyLanguage } from '#common/safety/types.ts';
import { safetyCopy } from '../copy.ts';
import { GlobeIcon } from './safety-icons.tsx';

/**
 * Help where the table knows no line: Find A Helpline, which lists the lines of many countries, and the words "your
 * local emergency number", since a number that works in one country may not in another.
 */
export function FallbackLines({ language }: { language: SafetyLanguage }) {
  const copy = safetyCopy(language);
  return (
    <ul className="help-line-list">
      <li className="help-line">
        <span className="help-line-name">
          {FIND_A_HELPLINE.name} <span className="help-line-about">{copy.findAHelplineIs}</span>
        </span>
        <span className="help-line-actions">
          <a className="btn help-call" href={FIND_A_HELPLINE.url} target="_blank" rel="noopener noreferrer">
            <GlobeIcon size={20} />
            {copy.findALine}
            <span className="visually-hidden"> {copy.newTab}</span>
          </a>
        </span>
      </li>
      <li className="help-line help-line-emergency">
        <span className="help-line-name">{copy.localEmergency}</span>
      </li>
    </ul>
  );
}
