import type { SpreadType } from '#common/api/readings.ts';
import { slotName, type PickNeed, type Picks } from '../../draw-picks.ts';

/** Props of {@link PickedSlots}. */
export interface PickedSlotsProps {
  spread: SpreadType | undefined;
  picks: Picks;
  need: PickNeed;
}

/**
 * The spread's places in order, each with where in the face-down deck its card was picked: "Past · position 7",
 * "First card · position 7". The deck's position is said as one, never as "card 7", which reads as a second card.
 */
export function PickedSlots({ spread, picks, need }: PickedSlotsProps) {
  const slots = Array.from({ length: need.cards }, (_, index) => ({ name: slotName(spread, index), position: picks.selected[index] ?? null }));
  if (need.crossing) slots.push({ name: spread?.crossingPosition?.name ?? 'What crosses', position: picks.crossing });
  return (
    <ol className="picked-slots" aria-label="Your picks">
      {slots.map((slot, index) => (
        <li key={index} className={slot.position === null ? 'picked-slot' : 'picked-slot picked-slot-filled'}>
          <span className="picked-slot-number" aria-hidden="true">
            {index + 1}
          </span>
          <span className="picked-slot-name">{slot.name}</span>
          <span className="picked-slot-card">{slot.position === null ? 'not picked yet' : `position ${slot.position + 1}`}</span>
        </li>
      ))}
    </ol>
  );
}
