import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { CheckIn, CheckInDelay } from '#common/api/journal.ts';
import { CHECK_IN_DELAY_LABELS, CHECK_IN_DELAYS } from '#common/domain/journal.ts';
import { BusyLabel } from '#client/components/busy-label.tsx';
import { refusalOf } from '#client/lib/refusal.ts';
import { dayLabel, isoDay } from '../dates.ts';
import { useSetCheckIn } from '../mutations.ts';

/** Props of {@link CheckInPicker}. */
export interface CheckInPickerProps {
  readingId: string;
  /** The pending check-in, if one is set. */
  checkIn: CheckIn | null;
  /** Whether this server sends email: without a mail server, email reminders are not offered. */
  canEmail: boolean;
}

const CHOICES: readonly { value: CheckInDelay | null; label: string }[] = [
  { value: null, label: 'None' },
  ...CHECK_IN_DELAYS.map((delay) => ({ value: delay, label: CHECK_IN_DELAY_LABELS[delay] })),
];

/**
 * "Ask me how it turned out" (docs/product.md#the-journal): a check-in in a week, a month or three months, by email too
 * if asked. A pending one says the day it will ask, with Change and Cancel.
 */
export function CheckInPicker({ readingId, checkIn, canEmail }: CheckInPickerProps) {
  const name = useId();
  const set = useSetCheckIn(readingId);
  const [changing, setChanging] = useState(false);
  const [delay, setDelay] = useState<CheckInDelay | null>(null);
  const [byEmail, setByEmail] = useState(checkIn?.byEmail ?? false);
  const [done, setDone] = useState('');
  const choosing = checkIn === null || changing;

  function send(chosen: CheckInDelay | null) {
    set.mutate(
      { delay: chosen, byEmail: chosen !== null && canEmail && byEmail },
      {
        onSuccess: (entry) => {
          setChanging(false);
          setDelay(null);
          setDone(entry.checkIn === null ? 'No check-in: Arcana won’t ask about this reading.' : `Check-in set for ${dayLabel(entry.checkIn.dueAt)}.`);
        },
      },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    send(delay);
  }

  return (
    <div className="journal-check-in">
      {choosing ? (
        <form onSubmit={submit}>
          <fieldset>
            <legend className="form-label fs-6 fw-semibold">Ask me how it turned out</legend>
            <div className="journal-check-in-choices">
              {CHOICES.map((choice) => {
                const id = `${name}-${choice.value ?? 'none'}`;
                return (
                  <div key={id}>
                    <input type="radio" className="btn-check" name={name} id={id} checked={delay === choice.value} onChange={() => setDelay(choice.value)} />
                    <label className="btn btn-outline-primary btn-sm w-100" htmlFor={id}>
                      {choice.label}
                    </label>
                  </div>
                );
              })}
            </div>
          </fieldset>
          {canEmail && (
            <Form.Check
              className="mt-2"
              id={`${name}-email`}
              label="Also remind me by email"
              checked={byEmail}
              disabled={delay === null}
              onChange={(event) => setByEmail(event.target.checked)}
            />
          )}
          <div className="d-flex flex-wrap gap-2 mt-2">
            <Button type="submit" variant="primary" size="sm" disabled={set.isPending || (delay === null && checkIn === null)}>
              <BusyLabel busy={set.isPending} busyText="Saving…">
                {checkIn === null ? 'Set check-in' : 'Save check-in'}
              </BusyLabel>
            </Button>
            {changing && (
              <Button variant="outline-secondary" size="sm" onClick={() => setChanging(false)}>
                Keep it as it is
              </Button>
            )}
          </div>
        </form>
      ) : (
        <div>
          <p className="fw-semibold mb-1">Ask me how it turned out</p>
          <p className="mb-2">
            I’ll ask on <time dateTime={isoDay(checkIn.dueAt)}>{dayLabel(checkIn.dueAt)}</time>
            {canEmail && checkIn.byEmail ? ', and remind you by email.' : '.'}
          </p>
          <div className="d-flex flex-wrap gap-2">
            <Button variant="outline-primary" size="sm" onClick={() => setChanging(true)}>
              Change
            </Button>
            <Button variant="outline-secondary" size="sm" disabled={set.isPending} onClick={() => send(null)}>
              <BusyLabel busy={set.isPending} busyText="Cancelling…">
                Cancel check-in
              </BusyLabel>
            </Button>
          </div>
        </div>
      )}
      {set.error !== null && (
        <Alert variant="danger" className="mt-2 mb-0">
          {refusalOf(set.error).message}
        </Alert>
      )}
      <p className="visually-hidden" role="status">
        {done}
      </p>
    </div>
  );
}
