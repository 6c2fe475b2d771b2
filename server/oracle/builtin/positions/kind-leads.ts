/**
 * Lead-ins that turn what a card says about the question's topic toward its kind of place
 * (docs/architecture.md#spreads): the same card reads as what shaped the matter in the past, as what
 * stands in its way across it, as where it leans in the outcome. Each takes the question's matter
 * ("your finances", "the situation with your boss") after a preposition only, never before a verb that
 * would have to agree with it, and ends in a comma before the card's topic reading.
 */
import type { PositionKind } from './position-kind.ts';

type Lead = (subject: string) => string;

export const KIND_LEADS: Readonly<Record<PositionKind, readonly Lead[]>> = {
  past: [(s) => `In what has shaped ${s} so far,`, (s) => `Looking back over ${s},`, (s) => `In the history of ${s},`],
  present: [(s) => `At this point in ${s},`, (s) => `For ${s} today,`, (s) => `In the here and now of ${s},`],
  answer: [(s) => `Held up to ${s},`, (s) => `As the answer for ${s},`, (s) => `For ${s},`],
  thread: [(s) => `As one more thread of ${s},`, (s) => `Woven into ${s},`, (s) => `Alongside the rest of ${s},`],
  obstacle: [(s) => `As what stands in the way of ${s},`, (s) => `In the resistance around ${s},`, (s) => `As the snag in ${s},`],
  foundation: [(s) => `At the root of ${s},`, (s) => `Underneath ${s},`, (s) => `As the ground under ${s},`],
  hidden: [(s) => `Beneath the surface of ${s},`, (s) => `Out of sight in ${s},`, (s) => `Working quietly in ${s},`],
  advice: [(s) => `As something to try for ${s},`, (s) => `For what would help ${s},`, (s) => `As counsel for ${s},`],
  self: [(s) => `In what you bring to ${s},`, (s) => `In your own part in ${s},`, (s) => `In how you meet ${s},`],
  'other-person': [(s) => `From the other side of ${s},`, (s) => `In what the other person brings to ${s},`, (s) => `Seen from across ${s},`],
  bond: [(s) => `In what holds ${s} together,`, (s) => `At the center of ${s},`, (s) => `In the tie at the heart of ${s},`],
  surroundings: [(s) => `In the setting around ${s},`, (s) => `Among the people around ${s},`, (s) => `In the weather around ${s},`],
  'hopes-fears': [(s) => `In what you hope and fear for ${s},`, (s) => `Among your hopes and fears for ${s},`, (s) => `In the hope folded into ${s},`],
  crown: [(s) => `At its best, for ${s},`, (s) => `As the best that could come of ${s},`, (s) => `In what is within reach for ${s},`],
  'near-future': [(s) => `In the next stretch of ${s},`, (s) => `Just ahead, for ${s},`, (s) => `In what comes next for ${s},`],
  outcome: [(s) => `Where things lean for ${s},`, (s) => `As the story of ${s} plays out,`, (s) => `In where things are heading for ${s},`],
};
