import type { ReactNode } from 'react';
// oxlint-disable-next-line import/no-unassigned-import -- the flip's styles, loaded with it (see the stylesheet)
import '../../styles/card-flip.scss';

/** Props of {@link CardFlip}. */
export interface CardFlipProps {
  /** Face up: the card has turned over (a change turns it with a 3D flip, or at once with reduced motion). */
  up: boolean;
  back: ReactNode;
  /** The face; may be left out while face down, so the card is not in the page before its turn. */
  front: ReactNode;
  /** Hides both faces from assistive technology, for a card named by the control laid over it. */
  hidden?: boolean;
}

/** A card lying 3:5, back up or face up, turned over in 3D: the result page's reveal and /animate's. */
export function CardFlip({ up, back, front, hidden = false }: CardFlipProps) {
  return (
    <div className={up ? 'card-flip card-flip-up' : 'card-flip'} aria-hidden={hidden || undefined}>
      <div className="card-flip-face card-flip-back" aria-hidden={up || undefined}>
        {back}
      </div>
      <div className="card-flip-face card-flip-front" aria-hidden={!up || undefined}>
        {front}
      </div>
    </div>
  );
}
