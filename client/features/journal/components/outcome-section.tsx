import { useEffect, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useLocation } from 'react-router';
import type { JournalEntry } from '#common/api/journal.ts';
import { OUTCOME_HELPED_LABELS } from '#common/domain/journal.ts';
import { dayLabel, isoDay } from '../dates.ts';
import { OUTCOME_ANCHOR } from '../outcome-anchor.ts';
import { OutcomeForm } from './outcome-form.tsx';

/** Props of {@link OutcomeSection}. */
export interface OutcomeSectionProps {
  readingId: string;
  entry: JournalEntry;
  /** A check-in has come due: the form shows open, asking. */
  due: boolean;
}

/**
 * How the reading turned out (docs/product.md#the-journal): the outcome recorded, with its date and whether it helped;
 * else, when a check-in is due, "How did it turn out?" with its form open; else "Record how it turned out", a step away.
 * Opened at #outcome it brings itself into view.
 */
export function OutcomeSection({ readingId, entry, due }: OutcomeSectionProps) {
  const titleId = useId();
  const { hash } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [writing, setWriting] = useState(false);
  const { outcome } = entry;
  const open = writing || due;
  const shown = open ? null : outcome;

  useEffect(() => {
    if (hash !== `#${OUTCOME_ANCHOR}`) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [hash]);

  const title = due ? 'How did it turn out?' : open ? 'Record how it turned out' : 'How it turned out';
  return (
    <section id={OUTCOME_ANCHOR} className={due ? 'journal-outcome journal-outcome-due' : 'journal-outcome'} aria-labelledby={titleId}>
      <h3 id={titleId} ref={heading} tabIndex={-1} className="h6">
        {title}
      </h3>
      {shown !== null && (
        <>
          <p className="small text-body-secondary mb-1">
            Recorded <time dateTime={isoDay(shown.answeredAt)}>{dayLabel(shown.answeredAt)}</time>
            {shown.helped !== null && ` · ${OUTCOME_HELPED_LABELS[shown.helped]}`}
          </p>
          <p className="journal-outcome-answer">{shown.answer}</p>
        </>
      )}
      {due && entry.checkIn !== null && (
        <p className="small text-body-secondary">You asked to check in on this reading on {dayLabel(entry.checkIn.dueAt)}.</p>
      )}
      {!open && outcome === null && <p className="small text-body-secondary">Whenever you know, note how things went and whether the reading helped.</p>}
      {open ? (
        <OutcomeForm readingId={readingId} onDone={() => setWriting(false)} onCancel={due ? undefined : () => setWriting(false)} />
      ) : (
        <Button variant="outline-primary" size="sm" onClick={() => setWriting(true)}>
          {outcome === null ? 'Record how it turned out' : 'Record it again'}
        </Button>
      )}
    </section>
  );
}
