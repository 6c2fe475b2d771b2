import { useEffect, useState } from 'react';
import type { Reading } from '#common/api/readings.ts';
import { parseDeckCardId } from '#common/cards/decks.ts';
import { verifyDraw, type DrawVerification } from '../../verify-draw.ts';

/** Props of {@link VerifyPanel}. */
export interface VerifyPanelProps {
  reading: Reading;
  /** The commitment the draw page showed, when this visit came from it. */
  shownCommitment: string | undefined;
}

/** A ✓ or ✗ with its meaning for screen readers. */
function Mark({ ok }: { ok: boolean }) {
  return (
    <span className={ok ? 'verify-mark verify-mark-ok' : 'verify-mark verify-mark-bad'} role="img" aria-label={ok ? 'passed' : 'failed'}>
      {ok ? '✓' : '✗'}
    </span>
  );
}

/**
 * "Verify this draw": a disclosure that, once opened, re-runs the commit–reveal check in the browser
 * with the same code the server shuffled with, and shows each step's ✓ or ✗.
 */
export function VerifyPanel({ reading, shownCommitment }: VerifyPanelProps) {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<DrawVerification | null>(null);

  useEffect(() => {
    if (!open) return undefined;
    let current = true;
    void verifyDraw(reading, shownCommitment).then((verification) => {
      if (current) setResult(verification);
    });
    return () => {
      current = false;
    };
  }, [open, reading, shownCommitment]);

  return (
    <details className="verify-panel" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="verify-summary">Verify this draw</summary>
      <div className="verify-body">
        <p className="small text-body-secondary">
          Before you picked, the server shuffled the deck from a secret seed and showed you only its fingerprint (SHA-256). Now the seed is
          revealed: your browser hashes it, shuffles the deck again with it, and checks that each of your cards lay at the position you picked.
        </p>
        {result === null ? (
          <p className="verify-result" role="status">
            Checking…
          </p>
        ) : (
          <VerificationDetails reading={reading} result={result} compared={shownCommitment !== undefined} />
        )}
      </div>
    </details>
  );
}

function VerificationDetails({ reading, result, compared }: { reading: Reading; result: DrawVerification; compared: boolean }) {
  return (
    <>
      <p className={result.ok ? 'verify-result verify-result-ok' : 'verify-result verify-result-bad'} role="status">
        <Mark ok={result.ok} /> {result.ok ? 'This draw checks out.' : 'This draw does not check out.'}
      </p>
      <ul className="verify-steps">
        <li>
          <Mark ok={result.commitmentOk} /> The seed hashes to the commitment
          {compared ? ' shown before you picked' : ''}: <code className="verify-hex">{reading.commitment}</code>
        </li>
        <li>
          <Mark ok={result.shuffleOk} /> The deck order follows from the seed <code className="verify-hex">{reading.seed}</code>
        </li>
        {result.picks.map((pick) => {
          const answer = reading.spread.awnsers.find((candidate) => candidate.cardId === pick.cardId);
          const name = parseDeckCardId(pick.cardId)?.card.name ?? pick.cardId;
          return (
            <li key={pick.position}>
              <Mark ok={pick.ok} /> Card {pick.position + 1} of the deck is {name}
              {answer?.reversed ? ', reversed' : ''}
            </li>
          );
        })}
      </ul>
    </>
  );
}
