/**
 * The summary's leaning for a yes-or-no question (docs/architecture.md#the-builtin-interpreter), in
 * the question's own terms: its claim restated when it can be (claim.ts), what the asker fears when
 * the yes is bad news, and no leaning at all when a pausing card weighs most.
 */
import { claimForms } from './claim-forms.ts';
import { type ReadingFacts, subjectOf } from '../facts.ts';
import { leaningOf, pauses } from './leaning.ts';
import { LEANINGS_GERUND, LEANINGS_SUBJECT, LEANINGS_WHETHER, UNCLEAR, type LeaningCase } from './phrases-leaning.ts';
import { cardSlots, pickWording } from './pick-wording.ts';
import type { YesMeans } from '../question/types.ts';

/** The leaning on `claim` (with `timeFrame`), or on "this comes <time frame>", or on the question's subject. */
export function leaningSentence(facts: ReadingFacts, claim: string | null, timeFrame: string | null, yesMeans: YesMeans): string {
  const leaning = leaningOf(facts.cards, facts.kindOf, yesMeans);
  const { decisive } = leaning;
  const firmly = leaning.strength === 'firm' ? 'clearly' : 'gently';
  const forms = claimForms(claim, timeFrame) ?? (timeFrame === null ? null : { whether: `this comes ${timeFrame}`, gerund: null });
  const subject = subjectOf(facts) ?? 'this';
  if (leaning.lean === 'unclear') {
    const why = pauses(decisive) ? 'pause' : 'balance';
    return pickWording(facts, `leaning:unclear:${why}`, UNCLEAR[why])(cardSlots(facts, decisive, { firmly, about: forms === null ? subject : `whether ${forms.whether}` }));
  }
  const key: LeaningCase = `${yesMeans}-${leaning.lean}`;
  if (forms === null) return pickWording(facts, `leaning:${key}`, LEANINGS_SUBJECT[key])(cardSlots(facts, decisive, { firmly, subject }));
  const { whether, gerund } = forms;
  const wordings = [
    ...LEANINGS_WHETHER[key].map((template) => () => template(cardSlots(facts, decisive, { firmly, whether }))),
    ...(gerund === null ? [] : LEANINGS_GERUND[key].map((template) => () => template(cardSlots(facts, decisive, { firmly, gerund })))),
  ];
  return pickWording(facts, `leaning:${key}:claim`, wordings)();
}
