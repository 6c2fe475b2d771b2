/** Which areas of life a question touches (issue 13); whether it asks for care is find-care.ts's to say. */
import type { QuestionTopic } from './types.ts';
import { count, words } from './word-patterns.ts';

/**
 * Words that place a question in a topic. Strong words name the topic outright; weak words often
 * mean it but also serve elsewhere ("love my job", "move on", "a book to read"), so they count half.
 */
export const TOPIC_WORDS: Readonly<Record<QuestionTopic, { strong: RegExp; weak: RegExp }>> = {
  love: {
    strong: words([
      'lovers?', 'romance', 'romantic', 'relationships?', 'partners?', 'boyfriend', 'girlfriend', 'bf', 'gf', 'husband',
      'wife', 'spouse', 'fianc[eé]e?', 'marriage', 'married', 'marry', 'wedding', 'dating', 'crush', 'ex(?:-\\w+)?',
      'soul ?mate', 'twin flame', 'break ?up', 'broke up', 'breaking up', 'divorced?', 'love life', 'in love',
      'affair', 'cheat(?:s|ing|ed)?', 'attracted', 'the one(?= for me|$)', 'get back together', 'back together',
    ]),
    weak: words(['love[sd]?', 'heart', 'dates?', 'single', 'kiss(?:ed)?', 'flirt(?:ing)?']),
  },
  work: {
    strong: words([
      'jobs?', 'careers?', 'boss', 'manager', 'interviews?', 'promot(?:ion|ed)', 'colleagues?', 'co-?workers?',
      'business', 'clients?', 'company', 'office', 'employer', 'hired', 'fired', 'laid off', 'layoffs?', 'resign(?:ing)?',
      'startup', 'exams?', 'degree', 'college', 'university', 'studies', 'a raise', 'pay raise',
    ]),
    weak: words([
      '(?<!make (?:it|this|things|us) )work(?:ing)?(?! out| things out)', 'projects?', 'team', 'school', 'study(?:ing)?',
      'application', 'offer', 'quit(?:ting)?',
    ]),
  },
  money: {
    strong: words([
      'money', 'savings', 'debts?', 'loans?', 'lend(?:ing)?', 'lent', 'borrow(?:ing|ed)?', 'invest(?:ing|ed|ments?)?',
      'crypto(?:currency)?', 'bitcoin', 'stocks?', 'shares', 'rent', 'salary', 'a raise', 'pay raise', 'income',
      'finances?', 'financial(?:ly)?', 'mortgage', 'buy(?:ing)? a (?:house|home|flat|car)', 'afford', 'bills',
      'budget', 'tax(?:es)?', 'inheritance', 'gambl(?:e|ing)', 'betting', 'lottery', 'wealth', 'bankrupt(?:cy)?',
      'broke(?! up)', 'cash', 'paid', 'pay (?:me|him|her|them|it) back',
    ]),
    weak: words(['rich', 'spend(?:ing)?', 'expenses?', 'save', 'saving', 'pay', 'costs?']),
  },
  health: {
    strong: words([
      'health', 'healthy', 'doctors?', 'biopsy', 'diagnos(?:is|ed)', 'illness', 'sick(?:ness)?', 'surgery', 'pregnan(?:t|cy)',
      'fertility', 'ivf', 'therapy', 'test results?', 'scans?', 'mri', 'cancer', 'tumou?r', 'disease',
      'hospital', 'treatment', 'medication', 'recover(?:y|ing)?', 'symptoms?', 'mental health', 'anxiety',
      'depression', 'injury', 'chronic', '(?:blood|medical|covid|pregnancy|dna) tests?', 'miscarriage', 'chemo(?:therapy)?',
    ]),
    weak: words(['pain', 'ill', 'weight', 'diet', 'operation', 'body', 'sleep', 'therapist']),
  },
  family: {
    strong: words([
      'mother', 'mom', 'mum', 'mommy', 'father', 'dad', 'daddy', 'sisters?', 'brothers?', 'siblings?', 'sons?',
      'daughters?', 'parents?', 'family', 'grand(?:mother|ma|father|pa|parents?|son|daughter|children|kids)', 'aunt',
      'uncle', 'cousins?', 'niece', 'nephew', 'child', 'children', 'kids?', 'baby', 'in-laws?', '\\w+-in-law',
      'step(?:mother|father|son|daughter|mom|dad|kids?)',
    ]),
    weak: words(['relatives']),
  },
  grief: {
    strong: words([
      'died', 'dying', 'death(?! card)', 'dead(?! end)', 'passed(?! (?:the|my|an?|his|her|their|our|your|it|this|that|me|him|us|them|out|by|over|up|through|around|down|along)\\b)', 'passing away', 'grie(?:f|ve|ving)', 'funeral', 'mourn(?:ing)?',
      'widow(?:ed|er)?', 'bereave(?:d|ment)', 'memorial', 'my late', 'lost (?:my|our) (?:\\w+ )?(?:mother|mom|mum|father|dad|sister|brother|son|daughter|husband|wife|partner|baby|child|friend|grandmother|grandma|grandfather|grandpa|dog|cat|pet)',
    ]),
    weak: words(['loss(?<!weight loss)', 'miss (?:him|her|them) so', 'miss (?:him|her|them)(?= every| always|$)']),
  },
  creativity: {
    strong: words([
      'writing', 'writer', 'novel', 'art', 'artist', 'painting', 'music', 'musician', 'band', 'album', 'songs?',
      'creative', 'creativity', 'poem', 'poetry', 'manuscript', 'publish(?:ed|ing|er)?', 'gallery', 'portfolio',
      'film', 'screenplay', 'photography', 'sculpture',
    ]),
    weak: words(['write', 'book', 'paint', 'design', 'craft', 'sing(?:ing)?', 'danc(?:e|ing)', 'theat(?:er|re)', 'draw(?:ing)?']),
  },
  home: {
    strong: words([
      'moving', 'relocat(?:e|ing|ion)', 'house', 'apartment', 'neighbou?rhood', 'landlord', 'roommates?', 'lease',
      'renovat(?:e|ing|ion)', 'move (?:to|in|out|away|abroad|back|house|cities|countries)',
    ]),
    weak: words(['(?<!make a |first |next |right |wrong )move(?! (?:on|forward|past|ahead|to|in|out|away|abroad|back|house|cities|countries)\\b)', 'home', 'city', 'town', 'flat', 'country', 'abroad']),
  },
  spiritual: {
    strong: words([
      'purpose', 'spiritual(?:ity|ly)?', 'soul(?! ?mate)', 'faith', 'god', 'meditat(?:e|ion|ing)', 'intuition', 'spirit guides?',
      'higher self', 'calling', 'destiny', 'karma', 'enlighten(?:ed|ment)', 'awakening', 'pray(?:er|ing)?', 'life path',
    ]),
    weak: words(['meaning', 'path', 'universe', 'spirit', 'growth', 'journey']),
  },
};

/** When two topics tie, the one that asks more of the reading comes first. */
const TOPIC_ORDER: readonly QuestionTopic[] = ['grief', 'health', 'money', 'love', 'work', 'family', 'creativity', 'home', 'spiritual'];

function score(topic: QuestionTopic, text: string): number {
  return 2 * count(TOPIC_WORDS[topic].strong, text) + count(TOPIC_WORDS[topic].weak, text);
}

/**
 * Topics the words name, most relevant first: strong words count two, weak one, and words in the
 * sentence that asks count double over its background.
 */
export function findTopics(asking: string, context: string): QuestionTopic[] {
  return TOPIC_ORDER.map((topic) => ({ topic, score: 2 * score(topic, asking) + score(topic, context) }))
    .filter(({ score: total }) => total > 0)
    .toSorted((a, b) => b.score - a.score)
    .map(({ topic }) => topic);
}
