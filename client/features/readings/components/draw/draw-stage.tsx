import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { SpreadType } from '#common/api/readings.ts';
import type { DeckStyle } from '#common/cards/types.ts';
import { pickInstruction, type PickNeed, type Picks } from '../../draw-picks.ts';
import { DrawBoard } from './draw-board.tsx';
import { FairnessNote } from './fairness-note.tsx';
import { PickedSlots } from './picked-slots.tsx';

/** Props of {@link DrawStage}. */
export interface DrawStageProps {
  spread: SpreadType | undefined;
  style: DeckStyle;
  picks: Picks;
  need: PickNeed;
  onToggle: (position: number) => void;
  /** The shuffle's commitment, undefined while it loads. */
  commitment: string | undefined;
  /** What the instruction line says instead of the next pick, e.g. once every card is picked. */
  instruction?: string;
  /** Beside the Reveal button: how many are picked, or why Reveal is off. */
  status: ReactNode;
  /** The element id of `status`, when it explains a disabled Reveal. */
  statusId?: string;
  revealLabel: string;
  revealing: boolean;
  /** Why the last Reveal failed, in the server's words when it gave some (refusalOf); the board stays as picked. */
  refusal?: string;
  canReveal: boolean;
  onReveal: () => void;
}

/**
 * The draw itself, shared by every draw page (a reading, a bonus reading, a clarifier): the instruction, the positions
 * to fill, the face-down deck, why the draw is fair and the Reveal bar.
 */
export function DrawStage({ spread, style, picks, need, onToggle, commitment, instruction, status, statusId, revealLabel, revealing, refusal, canReveal, onReveal }: DrawStageProps) {
  return (
    <>
      <p className="draw-instruction" aria-live="polite">
        {instruction ?? pickInstruction(picks, need)}
      </p>
      <PickedSlots spread={spread} picks={picks} need={need} />
      <DrawBoard style={style} picks={picks} need={need} onToggle={onToggle} />
      <FairnessNote commitment={commitment} />
      {refusal !== undefined && (
        <Alert variant="danger" role="alert">
          {refusal}
        </Alert>
      )}
      <div className="draw-actions">
        <span id={statusId} className="draw-actions-count">
          {status}
        </span>
        <Button variant="primary" size="lg" disabled={!canReveal || revealing} aria-describedby={statusId} onClick={onReveal}>
          {revealing ? 'Revealing…' : revealLabel}
        </Button>
      </div>
    </>
  );
}
