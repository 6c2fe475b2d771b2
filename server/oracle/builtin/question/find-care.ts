/**
 * Care by meaning: which care topic a question is about, weighed over the whole question rather than
 * taken from its first keyword. Every topic's evidence (care-evidence.ts) is scored, the sentence that
 * asks counting double; then the known conflicts are settled by explicit rules, and the strongest
 * topic left wins.
 */
import { ANIMAL_IDIOMS, ANIMAL_WORDS, CARE_EVIDENCE, LOSS_WORDS, MEDICAL_WORDS, PERSON_SUFFERING, PREGNANCY_LOSS_WORDS, type CareEvidence } from './care-evidence.ts';
import { QUESTION_CARES, type QuestionCare } from './types.ts';
import { count } from './word-patterns.ts';

/** A topic's weight: its strong words alone, and everything (strong twice, weak once). */
interface Weight {
  strong: number;
  total: number;
}

/**
 * When two topics weigh the same, the one whose reading needs the most tenderness comes first; health
 * comes before addiction so that a cancer's relapse stays the body's.
 */
const PRIORITY: readonly QuestionCare[] = ['suicide-loss', 'pregnancy', 'pet', 'grief', 'mental', 'health', 'addiction', 'legal', 'money'];

/**
 * Who takes over the medical words (doctor, hospital, treatment, recovery) when present, in this order:
 * a pregnancy's midwife, a mental illness's diagnosis, a rehab's doctor and a deathbed's hospital are
 * theirs, not the body's.
 */
const MEDICAL_OWNERS: readonly QuestionCare[] = ['pregnancy', 'mental', 'addiction', 'grief'];

/** Topics an animal's illness or death takes over: a dog's tumour, a cat's dying, a puppy's anxiety. */
const ANIMAL_TAKES: readonly QuestionCare[] = ['health', 'grief', 'mental', 'pregnancy'];

/** Words in the sentence that asks count double over its background, as findTopics counts them. */
function weigh(patterns: readonly RegExp[], asking: string, context: string): number {
  return patterns.reduce((sum, pattern) => sum + 2 * count(pattern, asking) + count(pattern, context), 0);
}

function weightOf(evidence: CareEvidence, asking: string, context: string): Weight {
  const strong = weigh(evidence.strong, asking, context);
  return { strong, total: 2 * strong + weigh(evidence.weak, asking, context) };
}

const add = (a: Weight, b: Weight): Weight => ({ strong: a.strong + b.strong, total: a.total + b.total });
const NONE: Weight = { strong: 0, total: 0 };

/**
 * The care a question asks for, or null: `asking` is the sentence that asks, `context` the rest.
 *
 * The rules, in order:
 * 1. A death by suicide is its own loss, over grief and mental health; a lost pregnancy is the
 *    pregnancy topic's, over grief and health. Only people have these, so they hold whatever animal
 *    the question also names.
 * 2. An animal named beside illness, death, distress or a pregnancy makes them the animal's (pet), as
 *    do the vet and putting an animal to sleep; unless a person is named as the one who died or is ill
 *    ("my mum died, and only my cat comforts me"), where the animal is company, not the subject.
 * 3. Pregnancy takes over grief and health. Addiction takes over money (gambling debts are the
 *    addiction's). The medical words go to the first of pregnancy, mental health, addiction or grief
 *    present, else to the body's health.
 * 4. Everyday worry and sleeplessness are nobody's evidence: a debt that keeps you up at night is a
 *    money question, and "anxiety" or "panic attacks", clinical words, are mental health's.
 * 5. The heaviest topic wins; ties go by PRIORITY. A topic needs at least one strong word.
 */
export function findCare(asking: string, context: string): QuestionCare | null {
  const whole = `${asking} ${context}`;
  if (weightOf(CARE_EVIDENCE['suicide-loss'], asking, context).strong > 0) return 'suicide-loss';
  if (count(PREGNANCY_LOSS_WORDS, whole) > 0) return 'pregnancy';

  const weights = new Map<QuestionCare, Weight>(QUESTION_CARES.map((care) => [care, weightOf(CARE_EVIDENCE[care], asking, context)]));
  const weight = (care: QuestionCare) => weights.get(care) ?? NONE;
  const present = (care: QuestionCare) => weight(care).strong > 0;
  const medical = weightOf({ strong: [MEDICAL_WORDS], weak: [] }, asking, context);

  const owner = MEDICAL_OWNERS.find(present) ?? 'health';
  weights.set(owner, add(weight(owner), medical));

  const animal = count(ANIMAL_WORDS, whole.replace(ANIMAL_IDIOMS, ' ')) > 0;
  if (animal && count(PERSON_SUFFERING, whole) === 0) {
    weights.set('pet', ANIMAL_TAKES.reduce((sum, care) => add(sum, weight(care)), weight('pet')));
    for (const care of ANIMAL_TAKES) weights.set(care, NONE);
  } else {
    // With no animal (or vet) in the question, its pet words ("put her down") are nobody's.
    weights.set('pet', NONE);
  }
  if (present('pregnancy')) for (const care of ['grief', 'health'] as const) weights.set(care, NONE);
  if (present('addiction')) weights.set('money', NONE);

  const [best] = PRIORITY.filter(present).toSorted((a, b) => weight(b).total - weight(a).total);
  return best ?? null;
}

/**
 * Whether a question speaks of a loss that has happened (a death, a lost pregnancy) rather than a fear
 * of one: an animal that has died or a miscarriage is met with words for grief, a sick dog or a hoped-for
 * pregnancy with words for worry. A death drawing near ("my cat is dying") is still a worry.
 */
export function findLoss(question: string): boolean {
  return count(LOSS_WORDS, question) + count(PREGNANCY_LOSS_WORDS, question) > 0;
}
