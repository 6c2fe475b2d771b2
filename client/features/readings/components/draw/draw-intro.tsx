import { Link } from 'react-router';

/** Props of {@link DrawIntro}. */
export interface DrawIntroProps {
  /** What is being drawn: the spread's or the bonus reading's name. */
  label: string;
  deckName: string | undefined;
  /** The question asked, empty for a general reading. */
  question: string;
  /** Where Change goes back to, with the set-up to restore. */
  changeTo: string;
  changeState: unknown;
}

/** The draw page's heading: what is drawn, with which deck, for which question, and the way back to change it. */
export function DrawIntro({ label, deckName, question, changeTo, changeState }: DrawIntroProps) {
  const asked = question.trim();
  return (
    <header className="draw-page-intro">
      <h1 className="h3 mb-1">Draw your cards</h1>
      <p className="text-body-secondary mb-0">
        {label}
        {deckName && ` · ${deckName} deck`}
        {asked !== '' && <span className="draw-page-question"> · “{asked}”</span>}
        {' · '}
        <Link to={changeTo} state={changeState}>
          Change<span className="visually-hidden"> the set-up</span>
        </Link>
      </p>
    </header>
  );
}
