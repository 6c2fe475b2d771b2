/** Hand-made question insights for the kind composers' tests, so they do not wait on question understanding. */
import type { DrawnCard } from '../../oracle.ts';
import { readingRequest } from '../../testing/requests.ts';
import { readingFacts, type ReadingFacts } from '../facts.ts';
import type { QuestionInsight } from '../question/types.ts';

const PLAIN: QuestionInsight = {
  kind: 'general', topics: [], subject: null, otherPerson: null, care: null, loss: false, yesNo: false, yesMeans: null, claim: null, options: [], timeFrame: null, language: 'en',
};

/** The facts of `question` over `slugs` in `spread`, with its insight set to `insight` over a plain one. */
export function factsWith(spread: string, slugs: readonly string[], question: string, insight: Partial<QuestionInsight>, reversed: readonly number[] = []): ReadingFacts {
  const facts = readingFacts(readingRequest(spread, slugs, { question, reversed }));
  facts.insight = { ...PLAIN, ...insight };
  return facts;
}

/** The facts' card of `slug`. */
export const cardOf = (facts: ReadingFacts, slug: string): DrawnCard => facts.cards.find((drawn) => drawn.card.slug === slug)!;

/** Three cards that all read as good news, and three that all read as hard news (leaning.ts's tone). */
export const BRIGHT = ['the-star', 'the-sun', 'ten-of-cups'] as const;
export const HARD = ['five-of-cups', 'the-tower', 'ten-of-swords'] as const;

/** Yes-or-no questions whose yes is bad news to the asker, with their claims as question understanding should restate them. */
export const FEARED: readonly { question: string; claim: string | null; timeFrame?: string }[] = [
  { question: 'Is my roommate lying to me?', claim: 'your roommate is lying to you' },
  { question: 'Is he losing interest?', claim: 'he is losing interest' },
  { question: 'Is it a mistake to move to Lisbon?', claim: 'moving to Lisbon is a mistake' },
  { question: 'Is my husband hiding something?', claim: 'your husband is hiding something' },
  { question: 'Will she leave me?', claim: 'she will leave you' },
  { question: 'Is my partner cheating on me?', claim: 'your partner is cheating on you' },
  { question: 'Will I fail the exam?', claim: 'you will fail the exam' },
  { question: 'Am I going to lose my job this year?', claim: 'you will lose your job this year', timeFrame: 'this year' },
  { question: 'Is my boss angry with me?', claim: 'your boss is angry with you' },
  { question: 'Is the business going to fail?', claim: 'the business will fail' },
  { question: 'Is it too late to fix things with my sister?', claim: 'it is too late to fix things with your sister' },
  { question: 'Are my friends talking behind my back?', claim: 'your friends are talking behind your back' },
  { question: 'Will the deal fall through before the summer?', claim: 'the deal will fall through before the summer', timeFrame: 'before the summer' },
  { question: 'Is he seeing someone else?', claim: 'he is seeing someone else' },
  { question: 'Was quitting the band a mistake?', claim: null },
  { question: 'Is my coworker working against me?', claim: 'your coworker is working against you' },
  { question: 'Will we break up?', claim: 'you will break up' },
  { question: 'Am I making the wrong choice with this house?', claim: 'you are making the wrong choice with this house' },
  { question: 'Is she jealous of me?', claim: 'she is jealous of you' },
  { question: 'Will my landlord raise the rent by spring?', claim: 'your landlord will raise the rent by spring', timeFrame: 'by spring' },
  { question: 'Is this friendship over?', claim: null },
  { question: 'Is my son pulling away from me?', claim: 'your son is pulling away from you' },
];

/** Yes-or-no questions whose yes is hoped for, with their claims. */
export const HOPED: readonly { question: string; claim: string | null; timeFrame?: string }[] = [
  { question: 'Will I get the promotion by spring?', claim: 'you will get the promotion by spring', timeFrame: 'by spring' },
  { question: 'Will he call me back?', claim: 'he will call you back' },
  { question: 'Will I find a flat this month?', claim: 'you will find a flat this month', timeFrame: 'this month' },
  { question: 'Is she the one for me?', claim: 'she is the one for you' },
  { question: 'Will my novel be published?', claim: 'your novel will be published' },
  { question: 'Will we get back together?', claim: 'you will get back together' },
  { question: 'Is my brother happy in his new job?', claim: 'your brother is happy in his new job' },
  { question: 'Will the interview go well?', claim: 'the interview will go well' },
  { question: 'Will I win the competition?', claim: 'you will win the competition' },
  { question: 'Is he falling for me?', claim: 'he is falling for you' },
  { question: 'Will my parents accept my partner?', claim: 'your parents will accept your partner' },
  { question: 'Will the shop do well this year?', claim: 'the shop will do well this year', timeFrame: 'this year' },
  { question: 'Is moving to the coast the right call?', claim: 'moving to the coast is the right call' },
  { question: 'Will I meet someone before the wedding?', claim: 'you will meet someone before the wedding', timeFrame: 'before the wedding' },
  { question: 'Can I make the band work?', claim: null },
  { question: 'Will my team finish the project?', claim: 'your team will finish the project' },
  { question: 'Will she say yes to the trip?', claim: 'she will say yes to the trip' },
  { question: 'Is my friend going to forgive me?', claim: 'your friend will forgive you' },
  { question: 'Will I pass my driving test?', claim: 'you will pass your driving test' },
  { question: 'Should I apply for the course?', claim: null },
  { question: 'Will the garden be ready by June?', claim: 'the garden will be ready by June', timeFrame: 'by June' },
  { question: 'Will I get into the choir?', claim: 'you will get into the choir' },
];
