import { useId } from 'react';
import type { CountryHelp, HelpLine } from '#common/safety/helplines.ts';
import type { SafetyConcern, SafetyLanguage } from '#common/safety/types.ts';
import { safetyCopy } from '../copy.ts';
import { MessageIcon, PhoneIcon } from './safety-icons.tsx';

/** Props of {@link CountryLines}. */
export interface CountryLinesProps {
  help: CountryHelp;
  concern: SafetyConcern;
  language: SafetyLanguage;
}

/** The lines to offer, most fitting first: for abuse at home the abuse line, where the country has one, then the crisis line. */
const linesFor = (help: CountryHelp, concern: SafetyConcern): HelpLine[] =>
  concern === 'abuse' && help.abuse !== undefined ? [help.abuse, help.crisis] : [help.crisis];

/** One line: its name, and big Call (and Text) links; each link is described by the line's name. */
function LineItem({ line, language }: { line: HelpLine; language: SafetyLanguage }) {
  const copy = safetyCopy(language);
  const nameId = useId();
  return (
    <li className="help-line">
      <span id={nameId} className="help-line-name">
        {line.name}
      </span>
      <span className="help-line-actions">
        <a className="btn help-call" href={line.tel} aria-describedby={nameId}>
          <PhoneIcon size={20} />
          {copy.call(line.number)}
        </a>
        {line.sms !== undefined && (
          <a className="btn help-text" href={line.sms} aria-describedby={nameId}>
            <MessageIcon size={20} />
            {copy.text(line.number)}
          </a>
        )}
      </span>
    </li>
  );
}

/** A country's lines for the concern, then its emergency number, each a `tel:` link a thumb can hit. */
export function CountryLines({ help, concern, language }: CountryLinesProps) {
  const copy = safetyCopy(language);
  const emergencyId = useId();
  return (
    <>
      <p className="help-lines-where">{copy.linesIn(help.names[language])}</p>
      <ul className="help-line-list">
        {linesFor(help, concern).map((line) => (
          <LineItem key={line.tel} line={line} language={language} />
        ))}
        <li className="help-line help-line-emergency">
          <span id={emergencyId} className="help-line-name">
            {copy.inDanger}
          </span>
          <span className="help-line-actions">
            <a className="btn help-emergency" href={help.emergency.tel} aria-describedby={emergencyId}>
              <PhoneIcon size={20} />
              {copy.call(help.emergency.number)}
            </a>
          </span>
        </li>
      </ul>
    </>
  );
}
