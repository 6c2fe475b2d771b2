/**
 * Care for sensitive questions (docs/architecture.md#the-builtin-interpreter): the reading opens by
 * acknowledging the fear or the loss (care-acknowledgements.ts), stays gentle and non-directive, says
 * plainly what cards cannot do, points to the person who can help with this matter (care-lines.ts) and
 * trades each card's nudge for a gentler word (care-counsel.ts). This module holds the rules the
 * readings are checked against: whom each topic points to, whom it must never point to, what no care
 * reading may say, and which readings keep clear of endings and death.
 */
import type { QuestionCare } from './question/types.ts';

export type CareTopic = QuestionCare;

/**
 * A care text's wordings per topic, with their own for a loss where it asks for other words than a
 * worry: an animal that has died is not met like a sick one, nor a lost pregnancy like a hoped-for one.
 */
export interface CareWordings<T> {
  usual: Readonly<Record<CareTopic, readonly T[]>>;
  loss: Readonly<Partial<Record<CareTopic, readonly T[]>>>;
}

/** The wordings for this topic, its loss wordings when the question speaks of a loss and it has some. */
export function wordingsFor<T>(wordings: CareWordings<T>, care: CareTopic, loss: boolean): readonly T[] {
  return (loss ? wordings.loss[care] : undefined) ?? wordings.usual[care];
}

/** Who a care line points to, per topic: every care reading's summary names one. */
export const CARE_HELPERS: Readonly<Record<CareTopic, RegExp>> = {
  money: /\b(debt advice|debt adviser)\b/,
  health: /\bdoctor\b/,
  mental: /\b(therapist|counsel(l)?or|GP|your doctor)\b/,
  pregnancy: /\bmidwife\b/,
  grief: /\b(bereavement support|grief counsel(l)?or|counsel(l)?or|people you trust|someone you trust)\b/,
  'suicide-loss': /\b(suicide-loss|people who have lost someone the same way)\b/,
  legal: /\blawyer\b/,
  pet: /\bvet\b/,
  addiction: /\b(addiction support|support group|your doctor)\b/,
};

/**
 * Helpers a reading of each topic must never name, anywhere in it: the misfires of reading a question
 * by its first keyword (a doctor for debt that keeps someone awake, a nurse or "your body" for a sick dog).
 */
export const CARE_WRONG_HELPERS: Readonly<Record<CareTopic, RegExp>> = {
  money: /\b(doctor|nurse|GP|vet|therapist|midwife|lawyer)\b/i,
  health: /\b(vet|therapist|midwife|lawyer|debt advi\w*)\b/i,
  mental: /\b(vet|midwife|lawyer|nurse|debt advi\w*)\b/i,
  pregnancy: /\b(vet|therapist|lawyer|debt advi\w*)\b/i,
  grief: /\b(doctor|nurse|GP|vet|midwife|lawyer|debt advi\w*)\b/i,
  'suicide-loss': /\b(doctor|nurse|vet|midwife|lawyer|debt advi\w*)\b/i,
  legal: /\b(doctor|nurse|GP|vet|therapist|midwife)\b/i,
  pet: /\b(doctor|nurse|GP|therapist|midwife|lawyer|your body)\b/i,
  addiction: /\b(vet|midwife|lawyer|financial adviser)\b/i,
};

/**
 * Topics whose readings speak of change, rest and support instead of endings: someone grieving, living
 * with their own mind, hoping for or losing a pregnancy, or frightened for an animal should not read
 * of crossings, closing doors or a card's death. Their readings use the gentle corpus (essences-gentle.ts,
 * reflections-gentle.ts, imagery-gentle.ts).
 */
export const GENTLE_CARE: ReadonlySet<CareTopic> = new Set(['grief', 'suicide-loss', 'mental', 'pregnancy', 'pet']);

/**
 * Ending and death imagery that a gentle reading must not contain (the quoted question aside): what
 * the Death, Tower, Six and Ten of Swords and a few other cards usually speak of.
 */
export const ENDING_IMAGERY =
  /\b(bittersweet|crossings?(?! (place|card))|endings?|ended|final chapter|chapter (is )?(quietly )?closing|closing door|at the threshold|death of|dies|die|dying|dead|pass(ed|ing) away|departure|departed|other shore|old shore|upheaval|the fall|fallen|falls? through|lowest point|rock bottom|let(ting)? (\w+ )?go|sacrifice|hang(s|ing)?|skeleton|ferryman|tomb|cliff|swords in his back|what is finished)\b/i;

/**
 * Phrasings a care reading must never contain: certainty about what comes, and pushes toward risky
 * acts. The quality and care tests check every care reading against it.
 */
export const FORBIDDEN_IN_CARE =
  /\b(you will|will definitely|certainly|guaranteed|invest|bet|gamble|buy|sell|lend|borrow|quit|stop (taking|your) (medication|treatment)|starting this week|act now|go all in|put (it|everything) in)\b/i;
