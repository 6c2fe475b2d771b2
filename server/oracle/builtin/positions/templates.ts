/**
 * The opening of a card's answer for every kind of place: one or two sentences that name the card and
 * reframe its essence for where it lies (docs/architecture.md#spreads). The composer picks one per card
 * from `POSITION_TEMPLATES[kind][orientation]`, without reuse within a reading.
 */
import type { PositionKind } from './position-kind.ts';
import type { PositionTemplates } from './slots.ts';
import { ADVICE, BOND, OTHER_PERSON, SELF, SURROUNDINGS } from './templates-people.ts';
import { CROWN, FOUNDATION, HIDDEN, HOPES_FEARS, OBSTACLE } from './templates-depth.ts';
import { ANSWER, NEAR_FUTURE, OUTCOME, PAST, PRESENT, THREAD } from './templates-time.ts';

export type { PositionSlots, PositionTemplate, PositionTemplates } from './slots.ts';

export const POSITION_TEMPLATES: Readonly<Record<PositionKind, PositionTemplates>> = {
  past: PAST,
  present: PRESENT,
  obstacle: OBSTACLE,
  foundation: FOUNDATION,
  hidden: HIDDEN,
  advice: ADVICE,
  self: SELF,
  'other-person': OTHER_PERSON,
  bond: BOND,
  surroundings: SURROUNDINGS,
  'hopes-fears': HOPES_FEARS,
  crown: CROWN,
  'near-future': NEAR_FUTURE,
  outcome: OUTCOME,
  answer: ANSWER,
  thread: THREAD,
};

