import type { Reading } from '#common/api/readings.ts';

/** Props of {@link ReadingHeader}. */
export interface ReadingHeaderProps {
  reading: Reading;
  spreadLabel: string;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The reading's title and summary (placeholder lines until they are written), with its spread, date and question. */
export function ReadingHeader({ reading, spreadLabel }: ReadingHeaderProps) {
  const question = reading.request.general ? '' : reading.request.question.trim();
  return (
    <header className="result-header">
      <p className="result-eyebrow">
        {spreadLabel} · <time dateTime={new Date(reading.createdAt).toISOString()}>{dateFormat.format(reading.createdAt)}</time>
      </p>
      {reading.title ? (
        <h1 className="result-title">{reading.title}</h1>
      ) : reading.status === 'QUEUED' ? (
        <h1 className="result-title">Your cards are drawn</h1>
      ) : (
        <h1 className="result-title placeholder-glow">
          <span className="visually-hidden">Your reading</span>
          <span className="placeholder col-7" aria-hidden="true" />
        </h1>
      )}
      {question !== '' && <p className="result-question">“{question}”</p>}
      {reading.summary ? (
        <p className="result-summary">{reading.summary}</p>
      ) : (
        reading.status !== 'QUEUED' && (
          <p className="result-summary placeholder-glow" aria-hidden="true">
            <span className="placeholder col-12" /> <span className="placeholder col-8" />
          </p>
        )
      )}
    </header>
  );
}
