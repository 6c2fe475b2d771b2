/**
 * The questions the builtin interpreter's quality test reads for (quality.test.ts) and
 * docs/sample-readings.md samples: every kind of question and every topic, the plain and the awkward
 * (no question mark, a single word, a long ramble), including the cases a review found mishandled.
 */
export const QUALITY_QUESTIONS: readonly string[] = [
  // love
  'Will my relationship with Sam last?',
  'Does he still love me?',
  'Should I text my ex?',
  'Why do I keep choosing partners who leave?',
  'What will happen with the man I met last month',
  'How can I be a better partner to my wife?',
  'Is my husband hiding something?',
  'What does my girlfriend really want from me?',
  // work
  'Should I take the job offer in Berlin?',
  'Will I get the promotion?',
  'Why does my boss keep overlooking me?',
  'What should I do about my difficult coworker?',
  'How can I make my small business grow?',
  'Is this the right time to change careers?',
  'What will the next year of my career look like?',
  // money
  'Should I put all my savings into crypto?',
  'Should I lend money to my brother?',
  'Will I be able to pay off my debt this year?',
  'How can I stop worrying about money?',
  'Is buying a house now a mistake?',
  'What should I do about my rent going up?',
  // health
  'Will my biopsy come back clean?',
  'How can I take better care of my health?',
  'Why am I always so tired lately?',
  'Will my surgery go well?',
  'What should I know about my recovery after the accident?',
  // family
  'Will my sister and I ever get along again?',
  'What is my mother thinking about my wedding?',
  'How can I help my son through his exams?',
  'Should I tell my parents the truth?',
  'Why is my brother so distant',
  'What does my father need from me right now?',
  // grief
  'My mother died last year and I can’t stop thinking about whether I could have done more',
  'How do I live with losing my dog?',
  'Why does grief for my grandmother hit harder now?',
  'Will the pain of losing my friend ever ease?',
  // creativity
  'Should I finish my novel or start a new one?',
  'Will my art ever be seen?',
  'How can I find my creative spark again?',
  'Why am I blocked on my album?',
  // home
  'Should we move to Lisbon?',
  'Will we find a new apartment soon?',
  'What should I change about my home?',
  'Is it time to leave this city?',
  // spiritual
  'What is my purpose?',
  'How can I deepen my meditation practice?',
  'What is my soul trying to tell me?',
  'Am I on the right path?',
  // legal
  'Will I win the custody case?',
  'Should I sign the divorce papers?',
  'How will the lawsuit with my landlord turn out?',
  // awkward
  'why?',
  'what does the future hold for me',
  'Should I  go back to school',
  'I have been feeling stuck for months. Nothing I try seems to change anything at work or at home. What am I missing?',
  'is my friend Maya jealous of me',
  'Can I trust my new business partner?',
  'What should I focus on this month?',
  'Where is my friendship with Leo going?',
  'How do I forgive my father?',
  'Should I adopt a cat?',
  'Will the garden I planted do well this year?',
  'What is blocking my writing?',
  'Should I confront my roommate about the noise?',
  'What do I need to hear today?',
];
