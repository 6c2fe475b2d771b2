import { CARDS_PER_DECK } from '#common/limits.ts';
import { ScalesIcon } from '#client/components/icons.tsx';

/** How much of the commitment is shown: enough to compare by eye. */
export const COMMITMENT_PREVIEW_LENGTH = 12;

/** Props of {@link FairnessNote}. */
export interface FairnessNoteProps {
  /** The shuffle's commitment (hex), or undefined while it loads. */
  commitment: string | undefined;
}

/** Why the draw is fair: every card's chance, and the commitment the shuffle was sealed with before the pick. */
export function FairnessNote({ commitment }: FairnessNoteProps) {
  return (
    <aside className="fairness-note" aria-label="A fair draw">
      <ScalesIcon size={28} className="fairness-note-icon" />
      <div>
        <p className="fairness-note-odds mb-1">Each card has a 1 in {CARDS_PER_DECK} chance.</p>
        <p className="mb-0 small text-body-secondary">
          The server locked in this shuffle before you pick, so it can’t be changed after you choose. Its fingerprint is{' '}
          {commitment === undefined ? (
            <span className="placeholder-glow">
              <span className="placeholder col-3" />
            </span>
          ) : (
            <code className="fairness-note-commitment">{commitment.slice(0, COMMITMENT_PREVIEW_LENGTH)}</code>
          )}
          ; when your reading arrives, “Verify this draw” reveals the shuffle behind it, so you can check it yourself.
        </p>
      </div>
    </aside>
  );
}
