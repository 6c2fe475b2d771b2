/**
 * Phrasing for timing (answer-timing.ts): a pace read from the cards for a when-question, the
 * question's own time frame echoed, never a date and never a promise.
 */
import type { Pace } from './pace.ts';

interface PaceSlots {
  subject: string;
  card: string;
  place: string;
  essence: string;
}

/** The summary's answer to "when", by the reading's pace. */
export const PACES: Readonly<Record<Pace, readonly ((s: PaceSlots) => string)[]>> = {
  quick: [
    (s) => `On when, the cards give no date for ${s.subject}, only a pace, and it is quick: ${s.card} in ${s.place}, ${s.essence}, suggests that once things start they may move fast.`,
    (s) => `No card can name a date for ${s.subject}, but the pace here is brisk, set by ${s.card} in ${s.place}; once things move, they may move quickly.`,
  ],
  slow: [
    (s) => `On when, the cards give no date for ${s.subject}, only a pace, and it is slow and steady: ${s.card} in ${s.place} speaks of ${s.essence}, something that builds over time.`,
    (s) => `No card can name a date for ${s.subject}; the pace ${s.card} in ${s.place} sets is unhurried, a matter of seasons more than days.`,
  ],
  wait: [
    (s) => `On when, the cards give no date for ${s.subject}; ${s.card} in ${s.place} asks for a wait first, ${s.essence}, before things move.`,
    (s) => `No date shows here for ${s.subject}, and ${s.card} in ${s.place} suggests a pause before any movement, a time to let things settle.`,
  ],
  open: [
    (s) => `On when, the cards give no date for ${s.subject}, and no strong pace either; ${s.card} in ${s.place} suggests the timing follows what you do more than any calendar.`,
    (s) => `No card can name a date for ${s.subject}, and with no pace standing out, ${s.card} in ${s.place} hands the timing back to your own steps.`,
  ],
};

/** A what-will question with a time frame: where things lean by then. `when` opens the sentence ("By spring"). */
export const TIMED_DIRECTIONS: readonly ((s: PaceSlots & { when: string }) => string)[] = [
  (s) => `${s.when}, as things stand, ${s.subject} leans toward ${s.essence}, the way ${s.card} in ${s.place} points; a direction, not a promise.`,
  (s) => `${s.when}, ${s.card} in ${s.place} turns ${s.subject} toward ${s.essence}, though nothing here is fixed.`,
];

/** In a timing place, the question's time frame answered by the card's tone, without promising. */
export const TIMED_IN_PLACE: Readonly<Record<'bright' | 'hard' | 'pause', readonly ((s: { when: string; card: string; place: string; essence: string }) => string)[]>> = {
  bright: [
    (s) => `${s.when}, ${s.card} in ${s.place} leans toward ${s.essence}, a direction rather than a promise.`,
    (s) => `${s.when}, this card tips things toward ${s.essence}, if nothing turns them aside.`,
  ],
  hard: [
    (s) => `${s.when}, ${s.card} in ${s.place} points to ${s.essence}, which may slow things; a leaning, not a verdict.`,
    (s) => `${s.when}, this card suggests some resistance, ${s.essence}, so the time you named may ask for patience.`,
  ],
  pause: [
    (s) => `${s.when}, ${s.card} in ${s.place} asks for patience more than it promises an answer.`,
    (s) => `${s.when}, this card holds things still for a while, so the time you named may pass in waiting before anything moves.`,
  ],
};

/** In a timing place of a when-question without a time frame: the card's own pace, never a date. */
export const PACE_IN_PLACE: Readonly<Record<Pace, readonly ((card: string) => string)[]>> = {
  quick: [
    (card) => `For timing, ${card} here suggests a quick pace once things start moving, though it names no date.`,
    (card) => `As to when, ${card} brings speed to this place, things that move fast once they begin.`,
  ],
  slow: [
    (card) => `For timing, ${card} here suggests a slow build, more seasons than days.`,
    (card) => `As to when, ${card} speaks of patience, something that ripens in its own time.`,
  ],
  wait: [
    (card) => `For timing, ${card} here asks for a wait before things move.`,
    (card) => `As to when, ${card} holds things still for now, a pause before the next step.`,
  ],
  open: [
    (card) => `For timing, ${card} here sets no pace of its own, so what you do next matters more than the calendar.`,
    (card) => `As to when, ${card} leaves the pace open, to be set by your own steps.`,
  ],
};

/** A when-question that asks for care: no timing, and what the cards offer meanwhile. */
export const DECLINED_TIMINGS: readonly ((s: PaceSlots) => string)[] = [
  (s) => `The cards will not say when about ${s.subject}, since no spread can know it; ${s.card} in ${s.place} offers ${s.essence} for the meantime.`,
  (s) => `No card can give a time for ${s.subject}, and these will not try; ${s.card} in ${s.place} speaks to how you carry the waiting, not to how long it lasts.`,
];
