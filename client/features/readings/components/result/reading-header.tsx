import type { Reading } from '#common/api/readings.ts';

/** Props of {@link ReadingHeader}. */
export interface ReadingHeaderProps {
  reading: Reading;
  spreadLabel: string;
  /** Every card is face up: the title, which names the cards' story, may show (docs/product.md#your-reading). */
  revealed: boolean;
  /** The title comes after the cards in a watched reveal: it arrives rather than being there. */
  arrive: boolean;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The reading's spread, date, title and question, short enough to leave the spread on a phone's first screen. The
 * title waits for the last card to turn, as it often names the cards; until then the heading says what is happening.
 */
export function ReadingHeader({ reading, spreadLabel, revealed, arrive }: ReadingHeaderProps) {
  const question = reading.request.general ? '' : reading.request.question.trim();
  return (
    <header className="result-header">
      <p className="result-eyebrow">
        {spreadLabel} · <time dateTime={new Date(reading.createdAt).toISOString()}>{dateFormat.format(reading.createdAt)}</time>
      </p>
      {reading.status === 'QUEUED' ? (
        <h1 className="result-title">Your cards are drawn</h1>
      ) : !revealed ? (
        <h1 className="result-title">Your cards are turning</h1>
      ) : reading.title ? (
        <h1 className={arrive ? 'result-title result-arrive' : 'result-title'}>{reading.title}</h1>
      ) : (
        <h1 className="result-title placeholder-glow">
          <span className="visually-hidden">Your reading</span>
          <span className="placeholder col-7" aria-hidden="true" />
        </h1>
      )}
      {question !== '' && <p className="result-question">“{question}”</p>}
    </header>
  );
}

/** Props of {@link ReadingSummary}. */
export interface ReadingSummaryProps {
  reading: Reading;
  /** It comes after the cards in a watched reveal: it arrives rather than being there. */
  arrive: boolean;
}

/** What the cards say together, after them all (placeholder lines while it is written). */
export function ReadingSummary({ reading, arrive }: ReadingSummaryProps) {
  return (
    <section className={arrive ? 'result-summary-section result-arrive' : 'result-summary-section'} aria-labelledby="result-summary-heading">
      <h2 id="result-summary-heading" className="result-summary-heading">
        The cards together
      </h2>
      {reading.summary ? (
        <p className="result-summary">{reading.summary}</p>
      ) : (
        <p className="result-summary placeholder-glow" aria-hidden="true">
          <span className="placeholder col-12" /> <span className="placeholder col-8" />
        </p>
      )}
    </section>
  );
}
