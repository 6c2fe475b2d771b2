/**
 * The thing a sentence is about, as a noun phrase in second person: "your biopsy", "the job offer",
 * "your husband’s job", "your relationship with Sam". Rules over word lists, not a parser: a phrase
 * opens with a determiner, and grows past its first word only into words known to continue one.
 */
import { isName, relationAt, relationGender } from './people.ts';
import { secondPerson, type Token } from './tokens.ts';

const DETERMINERS = new Set(['my', 'our', 'the', 'this', 'that', 'these', 'those', 'a', 'an']);
/** "all my savings" is about the savings. */
const QUANTIFIERS = new Set(['all', 'some', 'most', 'half', 'part', 'any', 'both']);
/** Only these determiners point at something; "this" and "that" also open clauses ("that he…"), so they need a known noun. */
const POINTING = new Set(['this', 'that', 'these', 'those']);

const ADJECTIVES = new Set([
  'new', 'old', 'current', 'next', 'first', 'second', 'last', 'big', 'small', 'little', 'dream', 'own', 'creative',
  'spiritual', 'financial', 'romantic', 'long-distance', 'online', 'upcoming', 'recent', 'whole', 'entire', 'side',
  'medical', 'legal', 'good', 'bad', 'great', 'huge', 'main', 'real', 'true', 'secret', 'personal', 'coming', 'following',
]);

/** Nouns that may end a phrase after another word ("job offer", "love life", "test results") or follow "this". */
const NOUNS = new Set([
  'job', 'jobs', 'offer', 'interview', 'career', 'business', 'project', 'promotion', 'raise', 'application', 'plan',
  'plans', 'idea', 'company', 'team', 'role', 'position', 'exam', 'exams', 'degree', 'course', 'relationship',
  'marriage', 'friendship', 'connection', 'situation', 'life', 'love', 'feelings', 'feeling', 'wedding', 'divorce',
  'breakup', 'engagement', 'date', 'money', 'savings', 'account', 'debt', 'debts', 'loan', 'loans', 'investment',
  'investments', 'mortgage', 'rent', 'salary', 'finances', 'budget', 'house', 'home', 'apartment', 'flat', 'move',
  'city', 'neighborhood', 'neighbourhood', 'health', 'results', 'result', 'test', 'tests', 'scan', 'biopsy', 'diagnosis',
  'surgery', 'treatment', 'recovery', 'pregnancy', 'therapy', 'appointment', 'novel', 'book', 'album', 'band',
  'painting', 'art', 'music', 'writing', 'manuscript', 'portfolio', 'path', 'purpose', 'journey', 'practice', 'faith',
  'decision', 'choice', 'opportunity', 'trip', 'case', 'papers', 'visa', 'lawsuit', 'custody', 'hearing', 'contract',
  'deal', 'hustle', 'change', 'transition', 'studies', 'school', 'family', 'pet', 'dog', 'cat', 'garden', 'car',
  'problem', 'problems', 'issue', 'issues', 'conflict', 'argument', 'fight', 'secret', 'fear', 'fears', 'dreams',
  'dream', 'goal', 'goals', 'habit', 'addiction', 'grief', 'loss', 'illness', 'condition', 'pain', 'anxiety',
  'depression', 'partnership', 'proposal', 'audition', 'exhibition', 'show', 'launch', 'venture', 'stocks', 'crypto',
  'market', 'card', 'bill', 'bills', 'attack', 'attacks', 'campaign', 'shop', 'studio', 'store', 'restaurant', 'bakery',
]);

/** Words that cannot head a noun phrase: verbs, pronouns, adverbs and other function words. */
const NOT_HEADS = new Set([
  'is', 'was', 'are', 'were', 'be', 'been', 'being', 'will', 'would', 'should', 'can', 'could', 'may', 'might', 'must',
  'do', 'does', 'did', 'has', 'have', 'had', 'he', 'she', 'it', 'they', 'we', 'you', 'i', 'me', 'him', 'her', 'them',
  'us', 'his', 'its', 'their', 'there', 'here', 'and', 'or', 'but', 'if', 'so', 'then', 'than', 'to', 'of', 'in', 'on',
  'at', 'for', 'with', 'about', 'from', 'by', 'keeps', 'keep', 'means', 'mean', 'happens', 'happening', 'happen',
  'going', 'gets', 'get', 'feels', 'seems', 'makes', 'make', 'what', 'who', 'which', 'when', 'where', 'why', 'how',
  'not', 'no', 'yes', 'very', 'really', 'just', 'only', 'all', 'any', 'some', 'most', 'more', 'less', 'much', 'many',
  'same', 'other', 'others', 'best', 'worst', 'few', 'several', 'couple', "i'm", "it's", "he's", "she's", "they're", "that's", 'whether',
  'back', 'away', 'together', 'again', 'apart', 'anymore', 'forever', 'too', 'yet', 'ever', 'never', 'soon', 'now', 'worth',
]);

/** Real nouns too vague to name in a reading: "the future", "this year", "a sign", "the right thing". */
const VAGUE_HEADS = new Set([
  'future', 'cards', 'card', 'tarot', 'universe', 'reading', 'spread', 'thing', 'things', 'stuff', 'way', 'time',
  'times', 'year', 'years', 'month', 'months', 'week', 'weeks', 'day', 'days', 'moment', 'lot', 'bit', 'point',
  'question', 'questions', 'answer', 'answers', 'rest', 'end', 'past', 'present', 'life', 'something', 'anything',
  'everything', 'nothing', 'someone', 'anyone', 'everyone', 'morning', 'night', 'summer', 'winter', 'spring',
  'autumn', 'fall', 'weekend', 'today', 'tomorrow', 'tonight', 'truth', 'energy', 'outcome', 'chance', 'chances',
  'odds', 'advice', 'guidance', 'help', 'mistake', 'sign', 'signs', 'idea', 'one', 'ones', 'kind', 'sort', 'type',
  'place', 'world', 'people', 'person', 'guy', 'girl', 'man', 'woman', 'lady', 'boy', 'hour', 'hours', 'while',
]);

const ANIMALS = new Set(['dog', 'cat', 'pet', 'horse']);

const TAIL_PREPOSITIONS = new Set(['with', 'of', 'at', 'from', 'in', 'to', 'for', 'on', 'near', 'against']);
const OBJECT_PRONOUNS = new Set(['me', 'him', 'her', 'them', 'us']);

export interface Phrase {
  phrase: string;
  /** Index just past the phrase. */
  end: number;
}

interface HeadedPhrase extends Phrase {
  /** Too vague to name alone ("the future"), though it may be with a person ("your future with Sam"). */
  vague: boolean;
}

/** Up to three capitalized words: a place or a name ("Lisbon", "New York"). */
export function properNameAt(tokens: readonly Token[], start: number): Phrase | null {
  let end = start;
  // A place compromise knows is one even typed in lower case ("the flat in lyon").
  while (end < start + 3 && (isName(tokens[end]) || tokens[end]?.tags.has('Place') === true)) end++;
  return end === start ? null : { phrase: tokens.slice(start, end).map((token) => token.text).join(' '), end };
}

function isWord(token: Token | undefined): token is Token {
  return token !== undefined && token.word;
}

/** What follows a preposition after a phrase: "with Sam", "to your brother", "at the bank", "for him". */
/** "on Elm Street", "near your parents": after these only a name or a person, never "on the right track". */
const NAMED_ONLY = new Set(['on', 'near']);

/** `verbDue`: the phrase the tail ends is the subject of a verb still to come ("Will the audition for the musical go well?"). */
function tailAt(tokens: readonly Token[], start: number, fromContext: boolean, namedOnly: boolean, verbDue: boolean): Phrase | null {
  const next = tokens[start];
  if (next !== undefined && OBJECT_PRONOUNS.has(next.lower)) return { phrase: secondPerson([next]), end: start + 1 };
  const person = relationAt(tokens, start);
  if (person !== null) return { phrase: person.phrase, end: person.end };
  const headed = namedOnly ? null : headedPhraseAt(tokens, start, fromContext, verbDue);
  return properNameAt(tokens, start) ?? (headed?.vague === false ? headed : null);
}

const POSSESSIVES = new Set(['your', 'his', 'her', 'its', 'their']);

/** Tags that make a word no part of a noun phrase, whatever else compromise says of it. */
const NOT_IN_PHRASE = ['Pronoun', 'Determiner', 'Preposition', 'Conjunction', 'QuestionWord', 'Adverb', 'Copula', 'Modal', 'Auxiliary', 'Negative'];

function tagged(token: Token, tags: readonly string[]): boolean {
  return tags.some((tag) => token.tags.has(tag));
}

/** A noun by compromise's tags or by the list of nouns compromise takes for verbs ("contract", "move"). */
function isNoun(token: Token | undefined): boolean {
  if (!isWord(token) || NOT_HEADS.has(token.lower) || DETERMINERS.has(token.lower) || POSSESSIVES.has(token.lower) || /^\d/.test(token.text)) return false;
  if (NOUNS.has(token.lower)) return true;
  return token.tags.has('Noun') && !tagged(token, NOT_IN_PHRASE) && !token.tags.has('Verb');
}

function isModifier(token: Token | undefined): boolean {
  if (!isWord(token) || NOT_HEADS.has(token.lower) || token.lower.endsWith('ly')) return false;
  return ADJECTIVES.has(token.lower) || isNoun(token) || ((token.tags.has('Adjective') || token.tags.has('Ordinal')) && !tagged(token, NOT_IN_PHRASE));
}

/** Words after which a noun phrase is the subject of a verb still to come: "will [the studio] flop", "make [it] work", "until [it] pays off". */
const NEEDS_VERB_AFTER = new Set([
  'will', 'would', 'can', 'could', 'should', 'shall', 'may', 'might', 'must', 'does', 'do', 'did', "won't", "doesn't", "didn't",
  'make', 'let', 'help', 'until', 'till', 'unless', 'if', 'whether', 'because',
]);
/** After "is" the phrase needs something said of it: "is [the house renovation] cursed". */
const COPULAS = new Set(['is', 'are', 'was', 'were', "isn't", "aren't"]);

/**
 * Adjectives and nouns up to a noun: "reckless driving case", "small pottery studio", never a bare
 * adjective ("long" in "this might be long"). After "will", "does" or "make" the phrase needs a verb
 * after it, and after "is" something said of it, so a last word compromise took for a noun with nothing
 * left to say is that verb or that word ("…studio flop", "what does the future hold", "is it cursed").
 */
function modifiedNoun(tokens: readonly Token[], index: number, start: number, verbDue: boolean): Token[] {
  const words: Token[] = [];
  // A gerund before a noun describes it: "my gambling addiction".
  const describes = (at: number) => isModifier(tokens[at]) || (tokens[at]?.tags.has('Gerund') === true && isNoun(tokens[at + 1]));
  while (words.length < 5 && describes(index + words.length)) {
    words.push(tokens[index + words.length] as Token);
    if ((words.at(-1)?.lower ?? '').endsWith("'s")) break;
  }
  const before = tokens[start - 1]?.lower ?? '';
  const after = tokens.slice(index + words.length);
  const needsVerb = (NEEDS_VERB_AFTER.has(before) || verbDue) && !after.some((token) => token.tags.has('Verb') && !token.tags.has('Particle'));
  const needsPredicate = COPULAS.has(before) && !after.some((token) => token.word);
  if ((needsVerb || needsPredicate) && words.length > 1) words.pop();
  while (words.length > 0 && !isNoun(words.at(-1))) words.pop();
  return words;
}

/** A word as running text shows it: names and places keep their capitals, other words are lowered. */
function asInText(token: Token): Token {
  const proper = tagged(token, ['ProperNoun', 'Person', 'Place', 'Organization']) || /^\p{Lu}{2,}$/u.test(token.text);
  return proper ? token : { ...token, text: token.lower };
}

/**
 * A determiner phrase at `start` without a tail: "the job offer", "your husband’s job", null for a
 * person ("my sister") or something vague ("this year"). From a background sentence "a job" becomes
 * "the job", since the question now refers back to it.
 */
function headedPhraseAt(tokens: readonly Token[], start: number, fromContext: boolean, verbDue = false): HeadedPhrase | null {
  let index = start;
  if (QUANTIFIERS.has(tokens[index]?.lower ?? '')) index += tokens[index + 1]?.lower === 'of' ? 2 : 1;
  const determiner = tokens[index];
  if (determiner === undefined || !DETERMINERS.has(determiner.lower)) return null;
  // A determiner is never a name, so one that opened its sentence ("The stress of my debts…") is lowered.
  let opening = determiner.lower === 'a' || determiner.lower === 'an' ? (fromContext ? 'the' : determiner.lower) : secondPerson([determiner]).toLowerCase();
  index++;

  const person = relationAt(tokens, index - 1);
  if (person !== null) {
    if (!(tokens[person.end - 1]?.lower ?? '').endsWith("'s")) return null;
    opening = `${person.phrase}’s`;
    index = person.end;
  } else if (determiner.lower === 'the' && /^(?:right|wrong)$/.test(tokens[index]?.lower ?? '')) {
    // "the right path", "the wrong decision": the reading speaks of the asker's own path or decision.
    opening = 'your';
    index++;
  }

  const words = modifiedNoun(tokens, index, start, verbDue);
  if (words.length === 0) return null;
  const head = words.at(-1) as Token;
  if (POINTING.has(determiner.lower) && words.length === 1 && !NOUNS.has(head.lower)) return null;
  index += words.length;

  // People are named by find-people.ts; someone hoped for ("a new partner") or an animal ("a dog") is a thing to have.
  const last = words.at(-1)?.lower ?? '';
  const hopedFor = determiner.lower === 'a' || determiner.lower === 'an';
  // Someone named by another's relation ("your son’s girlfriend") is no one find-people.ts names, so the phrase says it here.
  const ofSomeone = opening.endsWith('’s') && person !== null;
  // So is someone known by a role and a place ("the new manager at the clinic"), where "my manager" is a person find-people.ts names.
  const byRole = determiner.lower === 'the' && (words.length > 1 || TAIL_PREPOSITIONS.has(tokens[index]?.lower ?? ''));
  if (relationGender(last) !== undefined && !ANIMALS.has(last) && !hopedFor && !ofSomeone && !byRole) return null;
  // Vague by its head ("the coming month", "this year"), unless a real noun shapes it ("your love life").
  const vague = VAGUE_HEADS.has(head.lower) && !words.slice(0, -1).some((word) => NOUNS.has(word.lower) || (isNoun(word) && !ADJECTIVES.has(word.lower) && !word.tags.has('Gerund') && !word.tags.has('Adjective')));
  return { phrase: `${opening} ${secondPerson(words.map(asInText))}`, end: index, vague };
}

/** A phrase with at most one prepositional tail: "your relationship with Sam", "the job in Berlin", "your future with Alex". */
export function thingAt(tokens: readonly Token[], start: number, fromContext: boolean): Phrase | null {
  const headed = headedPhraseAt(tokens, start, fromContext);
  if (headed === null) return null;
  const preposition = tokens[headed.end];
  const verbDue = NEEDS_VERB_AFTER.has(tokens[start - 1]?.lower ?? '');
  const tail = preposition !== undefined && TAIL_PREPOSITIONS.has(preposition.lower) ? tailAt(tokens, headed.end + 1, fromContext, NAMED_ONLY.has(preposition.lower), verbDue) : null;
  if (headed.vague && (preposition?.lower !== 'with' || tail === null || !/^(?:[A-Z]|your |him$|her$|them$)/.test(tail.phrase))) return null;
  return tail === null || preposition === undefined ? headed : { phrase: `${headed.phrase} ${preposition.lower} ${tail.phrase}`, end: tail.end };
}

/** Prepositions of place and passage: what follows them is where or through what, seldom what is asked about. */
const ASIDE_PREPOSITIONS = new Set(['at', 'through', 'in', 'into', 'on', 'from', 'after', 'before', 'during', 'to', 'by', 'near', 'around', 'over', 'under']);

export interface SentenceThings {
  /** The first thing named outside a place or passage phrase: "the surgery" in "Will the surgery go well?". */
  main: string | null;
  /** The first inside one: "the vet" in "Is my cat going to be ok at the vet?". */
  aside: string | null;
}

export function findThings(tokens: readonly Token[], fromContext: boolean): SentenceThings {
  const found: SentenceThings = { main: null, aside: null };
  for (let index = 0; index < tokens.length; index++) {
    const thing = thingAt(tokens, index, fromContext);
    if (thing === null) continue;
    const slot = ASIDE_PREPOSITIONS.has(tokens[index - 1]?.lower ?? '') ? 'aside' : 'main';
    found[slot] ??= thing.phrase;
    if (slot === 'main') return found;
    index = thing.end - 1;
  }
  return found;
}

/** Subjects named without a determiner ("Will I find love?"), tried when nothing else is named. */
const BARE_SUBJECTS: readonly (readonly [RegExp, string])[] = [
  [/\blove life\b/i, 'your love life'],
  [/\bcareer\b/i, 'your career'],
  [/\bfinances\b/i, 'your finances'],
  [/\bhealth\b/i, 'your health'],
  [/\bpurpose\b/i, 'your purpose'],
  [/\b(?:life )?path\b/i, 'your path'],
  [/\b(?:invest(?:ing|ment)?|crypto|bitcoin|stocks)\b/i, 'this investment'],
  [/\bmoney\b/i, 'money'],
  [/(?<!make (?:it|this|things|us) )\bwork\b(?! out)/i, 'work'],
  [/\blove\b(?! (?:me|you|him|her|them|us|it|my|your|our|his|their)\b)/i, 'love'],
];

export function bareSubject(text: string): string | null {
  return BARE_SUBJECTS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}
