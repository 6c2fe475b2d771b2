/**
 * Questions written apart from the wording generator (its templates and the detector share an author),
 * in the shapes a reviewer tried: compound nouns, roles with places, names after titles and relations,
 * possessives of people, time words that are no subject, and bad news said with fresh verbs.
 */
import { describe, expect, it } from 'vitest';
import { understandQuestion } from './understand-question.ts';

/** Each question with the subjects a careful reader would accept, and what its yes would be to the asker. */
const FRESH: readonly (readonly [question: string, subjects: readonly string[], yesMeans: 'hoped' | 'feared' | null])[] = [
  ['Will the lawsuit against my landlord settle before the summer?', ['the lawsuit against your landlord'], 'hoped'],
  ['Is my sister-in-law jealous of me?', ['your sister-in-law'], 'feared'],
  ['Should I adopt a rescue greyhound?', ['a rescue greyhound'], 'hoped'],
  ['Will my crowdfunding campaign hit its target?', ['your crowdfunding campaign'], 'hoped'],
  ['Is my best friend drifting away from me?', ['your best friend'], 'feared'],
  ['Will the new manager at the clinic treat me fairly?', ['the new manager at the clinic'], 'hoped'],
  ['Is my boyfriend Tomás going to propose this year?', ['your boyfriend Tomás'], 'hoped'],
  ['Will my grandmother’s house sell quickly?', ['your grandmother’s house'], 'hoped'],
  ['Is the job at the aquarium right for me?', ['the job at the aquarium'], 'hoped'],
  ['Will the second-hand bookshop survive the winter?', ['the second-hand bookshop'], 'hoped'],
  ['Is my daughter hiding her grades from me?', ['your daughter'], 'feared'],
  ['Are my coworkers gossiping about me?', ['your coworkers'], 'feared'],
  ['Will my band get signed by a label?', ['your band'], 'hoped'],
  ['Is my mentor Dr. Okoye disappointed in me?', ['your mentor Dr Okoye', 'your mentor Dr. Okoye'], 'feared'],
  ['Will our neighbour complain about the extension?', ['your neighbour'], 'feared'],
  ['Is my marriage falling apart?', ['your marriage'], 'feared'],
  ['Will my thesis defence go smoothly?', ['your thesis defence'], 'hoped'],
  ['Is my partner growing bored of me?', ['your partner'], 'feared'],
  ['Will the vegan food truck make money?', ['the vegan food truck'], 'hoped'],
  ['Am I wasting my time on this degree?', ['this degree'], 'feared'],
  ['Is the old farmhouse worth restoring?', ['the old farmhouse'], 'hoped'],
  ['Will my ex-wife make the divorce difficult?', ['your ex-wife'], 'feared'],
  ['Is my son’s girlfriend a bad influence?', ['your son’s girlfriend'], 'feared'],
  ['Will the pottery studio I want to open attract students?', ['the pottery studio'], 'hoped'],
  ['Is my cousin Mateo stealing from the family business?', ['your cousin Mateo'], 'feared'],
  ['What does the coming month hold for my freelance design work?', ['your freelance design work'], null],
  ['How do I approach my stepdad about the inheritance?', ['your stepdad', 'the inheritance'], null],
  ['Why does my sourdough business keep losing customers?', ['your sourdough business'], null],
  ['What should I know about the apartment in Montréal?', ['the apartment in Montréal'], null],
  ['When will the renovation of the kitchen be finished?', ['the renovation of the kitchen'], null],
  ['Will the adoption agency approve our application?', ['the adoption agency'], 'hoped'],
  ['Is my flatmate Priya planning to move out?', ['your flatmate Priya'], 'feared'],
  ['Should I sign the lease on the studio in Brixton?', ['the lease on the studio in Brixton', 'the lease'], 'hoped'],
  ['Is the Etsy shop going to take off?', ['the Etsy shop'], 'hoped'],
  ['Will my stepson ever accept me?', ['your stepson'], 'hoped'],
  ['Is my therapist the right fit for me?', ['your therapist'], 'hoped'],
  ['Will the merger cost me my job?', ['the merger'], 'feared'],
  ['Is my long-distance relationship with Kenji going to last?', ['your long-distance relationship with Kenji'], 'hoped'],
  ['Will my youngest daughter get into medical school?', ['your youngest daughter'], 'hoped'],
  ['Will the garden centre job lead anywhere?', ['the garden centre job'], 'hoped'],
  ['Is my old friend from university still angry with me?', ['your old friend from university', 'your old friend'], 'feared'],
  ['Will my podcast find an audience this year?', ['your podcast'], 'hoped'],
  ['Will the audition for the musical go well?', ['the audition for the musical', 'the audition'], 'hoped'],
  ['Is my husband’s business partner cheating him?', ['your husband’s business partner'], 'feared'],
  ['Will the move to the countryside make us happier?', ['the move to the countryside'], 'hoped'],
  ['Is my teenage daughter keeping secrets from me?', ['your teenage daughter'], 'feared'],
  ['Will the hiring manager call me back?', ['the hiring manager'], 'hoped'],
  ['Is the community garden project doomed?', ['the community garden project'], 'feared'],
];

const plain = (text: string | null) => (text ?? '').toLowerCase().replaceAll('’', "'");

describe('questions in fresh wording', () => {
  it.each(FRESH)('reads %j', (question, subjects, yesMeans) => {
    const insight = understandQuestion(question);
    expect(subjects.map(plain)).toContain(plain(insight.subject));
    expect(insight.yesMeans).toBe(yesMeans);
  });
});
