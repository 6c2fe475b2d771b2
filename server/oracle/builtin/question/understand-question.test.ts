import { describe, expect, it } from 'vitest';
import { understandQuestion, type QuestionInsight, type QuestionKind, type QuestionTopic } from './understand-question.ts';

type Row = [
  question: string,
  kind: QuestionKind,
  firstTopic: QuestionTopic | null,
  subject: string | null,
  otherPerson: string | null,
  care: QuestionInsight['care'],
  yesNo: boolean,
];

const ROWS: readonly Row[] = [
  // The review's cases.
  ['Will my brother and I ever get along again?', 'yes-no', 'family', 'your brother', 'your brother', null, true],
  ['why?', 'why', null, null, null, null, false],
  ['Should I put all my savings into crypto?', 'yes-no', 'money', 'your savings', null, 'money', true],
  ['Will my biopsy come back clean?', 'yes-no', 'health', 'your biopsy', null, 'health', true],
  ['My mother died last year and I can’t stop thinking about whether I could have done more', 'general', 'grief', 'your mother', 'your mother', 'grief', false],
  ['Should I lend money to my brother?', 'yes-no', 'money', 'the loan to your brother', 'your brother', 'money', true],
  ['Is my husband hiding something?', 'other-person', 'love', 'your husband', 'your husband', null, true],
  [
    'I’ve been at my company for six years and my manager keeps passing me over. My partner says I should just leave, but I’m scared of starting over. Should I start looking for a new job?',
    'yes-no', 'work', 'a new job', null, null, true,
  ],
  ['will i get the job', 'yes-no', 'work', 'the job', null, null, true],
  ['what does the future hold for me', 'what-will', null, null, null, null, false],

  // Yes or no.
  ['Should I take the job?', 'yes-no', 'work', 'the job', null, null, true],
  ['Should I take the job offer from my old company?', 'yes-no', 'work', 'the job offer from your old company', null, null, true],
  ['Will I pass my exams?', 'yes-no', 'work', 'your exams', null, null, true],
  ['Will I find love this year?', 'yes-no', 'love', 'love', null, null, true],
  ['Am I on the right path?', 'yes-no', 'spiritual', 'your path', null, null, true],
  ['Did I make the right decision?', 'yes-no', null, 'your decision', null, null, true],
  ['Can we make it work?', 'yes-no', null, null, null, null, true],
  ['Is it a good idea to move to Lisbon?', 'yes-no', 'home', 'the move to Lisbon', null, null, true],
  ['Should I move in with my boyfriend?', 'yes-no', 'love', 'moving in with your boyfriend', 'your boyfriend', null, true],
  ['Will Sam and I get back together?', 'yes-no', 'love', 'Sam', 'Sam', null, true],
  ['Will my husband’s job work out?', 'yes-no', 'love', 'your husband’s job', 'your husband', null, true],
  ['Will my mother get better?', 'yes-no', 'family', 'your mother', 'your mother', null, true],
  ['Is my relationship with Alex going to last?', 'yes-no', 'love', 'your relationship with Alex', 'Alex', null, true],
  ['Will my novel get published?', 'yes-no', 'creativity', 'your novel', null, null, true],
  ['Should I start a band?', 'yes-no', 'creativity', 'a band', null, null, true],
  ['Will we sell our house this summer?', 'yes-no', 'home', 'your house', null, null, true],
  ['Will I get pregnant?', 'yes-no', 'health', null, null, 'pregnancy', true],
  ['Will the surgery go well for my dad?', 'yes-no', 'health', 'the surgery', 'your dad', 'health', true],
  ['Should I get a divorce?', 'yes-no', 'love', 'a divorce', null, 'legal', true],
  ['Will I win custody of my kids?', 'yes-no', 'family', 'your kids', 'your kids', 'legal', true],
  ['Will my visa be approved?', 'yes-no', null, 'your visa', null, 'legal', true],
  ['Will I ever get out of debt?', 'yes-no', 'money', null, null, 'money', true],
  ['Should I ask my boss for a raise?', 'yes-no', 'work', 'a raise', 'your boss', 'money', true],
  ['I got offered a job in Berlin. Should I take it?', 'yes-no', 'work', 'the job in Berlin', null, null, true],
  ['My brother asked me for money. Should I lend it to him?', 'yes-no', 'money', 'the loan to your brother', 'your brother', 'money', true],
  ['I wonder if I will get the apartment', 'yes-no', 'home', 'the apartment', null, null, true],
  ['  should i  take the job ??  ', 'yes-no', 'work', 'the job', null, null, true],
  ['SHOULD I QUIT MY JOB', 'yes-no', 'work', 'your job', null, null, true],
  ['is it time to go back to school', 'yes-no', 'work', null, null, null, true],

  // About another person.
  ['Does he love me?', 'other-person', 'love', null, 'him', null, true],
  ['Do you think he still loves me', 'other-person', 'love', null, 'him', null, true],
  ['What is my sister thinking?', 'other-person', 'family', 'your sister', 'your sister', null, false],
  ['Does my ex still think about me?', 'other-person', 'love', 'your ex', 'your ex', null, true],
  ['How does she feel about me?', 'other-person', null, null, 'her', null, false],
  ['What does my boss think of my work?', 'other-person', 'work', 'your work', 'your boss', null, false],
  ['Will my brother pay me back?', 'other-person', 'money', 'your brother', 'your brother', 'money', true],
  ['Is the guy I’m seeing serious about me?', 'other-person', null, 'the guy you’re seeing', 'the guy you’re seeing', null, true],
  ['What are his intentions?', 'other-person', null, null, 'him', null, false],
  ['Does Jamie have feelings for me?', 'other-person', null, 'Jamie', 'Jamie', null, true],
  ['I wonder if my best friend is mad at me', 'other-person', null, 'your best friend', 'your best friend', null, true],
  ['Will my dad ever forgive me?', 'other-person', 'family', 'your dad', 'your dad', null, true],
  ['When will he call me?', 'other-person', null, null, 'him', null, false],

  // Background sentences: who "him" is, whom a question that names nobody is about.
  ['We have been together for five years and he won’t propose. My friends say leave. I love him though. What should I do', 'advice', 'love', null, 'him', null, false],
  ['My sister and my dad aren’t speaking. Should I call him?', 'yes-no', 'family', 'your dad', 'your dad', null, true],
  ['My boss yelled at me. My husband says I should quit. What should I do?', 'advice', 'work', 'your boss', 'your boss', null, false],
  ['My late husband, is he watching over me?', 'yes-no', 'grief', 'your late husband', 'your late husband', 'grief', true],
  ['My manager Bertrand keeps ignoring my emails, is he trying to push me out?', 'other-person', 'work', 'your manager Bertrand', 'your manager Bertrand', null, true],
  ['Is Tom my soulmate?', 'yes-no', 'love', 'Tom', 'Tom', null, true],
  ['Is my cat going to be ok at the vet?', 'yes-no', null, 'your cat', 'your cat', 'pet', true],
  ['Will Paris be good for me?', 'yes-no', null, null, null, null, true],

  // Why and how.
  ['Why does this keep happening?', 'why', null, null, null, null, false],
  ['Why do I always attract the wrong partners?', 'why', 'love', null, null, null, false],
  ['How can I get over my ex?', 'how', 'love', 'your ex', 'your ex', null, false],
  ['How do I cope with my grief?', 'how', 'grief', 'your grief', null, 'grief', false],
  ['How can I heal after the divorce?', 'how', 'love', 'the divorce', null, 'legal', false],
  ['I keep failing my driving test, why', 'why', null, 'your driving test', null, null, false],
  ['What is blocking my creativity?', 'why', 'creativity', 'your creativity', null, null, false],
  ['How come my business isn’t growing', 'why', 'work', 'your business', null, null, false],

  // What will happen.
  ['What will happen with my job?', 'what-will', 'work', 'your job', null, null, false],
  ['Where is this going', 'what-will', null, null, null, null, false],
  ['Where is this relationship going?', 'what-will', 'love', 'this relationship', null, null, false],
  ['How will my exams go this spring?', 'what-will', 'work', 'your exams', null, null, false],
  ['When will I meet my soulmate?', 'when', 'love', 'your soulmate', 'your soulmate', null, false],
  ['What’s next for my career', 'what-will', 'work', 'your career', null, null, false],
  ['What can I expect from the new apartment?', 'what-will', 'home', 'the new apartment', null, null, false],
  ['Will I find a new flat before the wedding?', 'yes-no', 'home', 'a new flat', null, null, true],
  ['What is going to happen with the lawsuit?', 'what-will', null, 'the lawsuit', null, 'legal', false],
  ['Tell me about my future in music', 'what-will', 'creativity', null, null, null, false],
  ['What does my future with Alex look like?', 'what-will', null, 'your future with Alex', 'Alex', null, false],

  // Advice.
  ['What should I do about my job?', 'advice', 'work', 'your job', null, null, false],
  ['What do I need to know about my health right now?', 'advice', 'health', 'your health', null, 'health', false],
  ['Should I stay or should I go?', 'choice', null, null, null, null, false],
  ['Should I take the job in Denver or stay where I am?', 'choice', 'work', 'the job in Denver', null, null, false],
  ['Which offer should I accept?', 'advice', 'work', null, null, null, false],
  ['Is there anything I should know about my new job?', 'advice', 'work', 'your new job', null, null, false],
  ['My sister hasn’t spoken to me in a year. What should I do?', 'advice', 'family', 'your sister', 'your sister', null, false],
  ['Any advice for my spiritual practice?', 'advice', 'spiritual', 'your spiritual practice', null, null, false],
  ['What is the best way to support my grandmother after her surgery?', 'advice', 'family', 'your grandmother', 'your grandmother', 'health', false],

  // Care by meaning (find-care.ts): the whole question decides, not its first keyword.
  ['Will I get out of debt? It keeps me up at night', 'yes-no', 'money', null, null, 'money', true],
  ['My cat is dying, should I let her go?', 'yes-no', 'grief', 'your cat', 'your cat', 'pet', true],
  ['My mum died last spring and only my cat gets me through the days. Will it get easier?', 'yes-no', 'grief', 'your mum', 'your mum', 'grief', true],
  ['Should I adopt a cat?', 'yes-no', null, 'a cat', null, null, true],
  ['My brother attempted suicide, will he be okay?', 'yes-no', 'family', 'your brother', 'your brother', 'mental', true],
  ['My gambling addiction has put us in debt. Can I fix this?', 'yes-no', 'money', 'your gambling addiction', null, 'addiction', true],
  ['Will my cancer relapse?', 'yes-no', 'health', 'your cancer', null, 'health', true],
  ['Will I stay sober this time?', 'yes-no', null, null, null, 'addiction', true],

  // Wording no word list foresaw (issue 30): phrases by part of speech, names kept with their relation, other letters, typos.
  ['What will happen with the reckless driving case?', 'what-will', null, 'the reckless driving case', null, null, false],
  ['Is my teenage son okay?', 'yes-no', 'family', 'your teenage son', 'your teenage son', null, true],
  ['This might be long, sorry. Will things work out?', 'yes-no', null, null, null, null, true],
  ['Will the café survive the winter?', 'yes-no', null, 'the café', null, null, true],
  ['Is my colleague Ines lying to me?', 'other-person', 'work', 'your colleague Ines', 'your colleague Ines', null, true],
  ['What does my manager Bertrand think of me?', 'other-person', 'work', 'your manager Bertrand', 'your manager Bertrand', null, false],
  ['Should I trust my manager Bertrand?', 'yes-no', 'work', 'your manager Bertrand', 'your manager Bertrand', null, true],
  ['Will my trip to São Paulo go well?', 'yes-no', null, 'your trip to São Paulo', null, null, true],
  ['Is the Zürich office move falling apart?', 'yes-no', 'work', 'the Zürich office move', null, null, true],
  ['Is my neighbour Mrs Okafor ill?', 'yes-no', 'health', 'your neighbour Mrs Okafor', 'your neighbour Mrs Okafor', null, true],
  ['Will my ex-husband pay child support?', 'yes-no', 'love', 'your ex-husband', 'your ex-husband', null, true],
  ['wil i get teh promotion', 'yes-no', 'work', 'the promotion', null, null, true],
  ['When will I meet someone?', 'when', null, null, null, null, false],
  ['How long until my business takes off?', 'when', 'work', 'your business', null, null, false],
  ['Bakery or bookshop?', 'choice', null, null, null, null, false],
  ['¿Debería mudarme a Madrid?', 'yes-no', null, null, null, null, true],

  // General.
  ['', 'general', null, null, null, null, false],
  ['   ', 'general', null, null, null, null, false],
  ['Tell me about my love life', 'general', 'love', 'your love life', null, null, false],
  ['My purpose', 'general', 'spiritual', 'your purpose', null, null, false],
  ['I miss her every day since she passed away', 'general', 'grief', null, 'her', 'grief', false],
  ['Can you give me some insight into my finances', 'general', 'money', 'your finances', null, 'money', false],
  ['I’ve been painting again after years away', 'general', 'creativity', null, null, null, false],
];

describe('understandQuestion', () => {
  it.each(ROWS)('reads %j', (question, kind, firstTopic, subject, otherPerson, care, yesNo) => {
    const insight = understandQuestion(question);
    expect({ kind: insight.kind, firstTopic: insight.topics[0] ?? null, subject: insight.subject, otherPerson: insight.otherPerson, care: insight.care, yesNo: insight.yesNo })
      .toEqual({ kind, firstTopic, subject, otherPerson, care, yesNo });
  });

  it('reads nothing of a question in another language as English', () => {
    expect(understandQuestion('Was soll ich wegen meiner Arbeit tun?')).toEqual({ ...understandQuestion(null), language: 'de' });
  });

  it('reads a general reading without a question as general', () => {
    expect(understandQuestion(null)).toEqual({ kind: 'general', topics: [], subject: null, otherPerson: null, care: null, loss: false, yesNo: false, yesMeans: null, claim: null, options: [], timeFrame: null, language: 'en' });
  });
});
