/** People a question names: relatives, partners, colleagues, "the guy I'm seeing", first names. */
import { secondPerson, type Token } from './tokens.ts';

export type Gender = 'male' | 'female' | 'either';

const MALE = [
  'brother', 'father', 'dad', 'daddy', 'son', 'husband', 'boyfriend', 'bf', 'grandfather', 'grandpa', 'uncle', 'nephew',
  'fiance', 'fiancé', 'stepfather', 'stepdad', 'stepson', 'father-in-law', 'brother-in-law', 'ex-husband', 'ex-boyfriend',
];
const FEMALE = [
  'mother', 'mom', 'mum', 'mommy', 'sister', 'daughter', 'wife', 'girlfriend', 'gf', 'grandmother', 'grandma', 'aunt',
  'niece', 'fiancee', 'fiancée', 'stepmother', 'stepmom', 'stepdaughter', 'mother-in-law', 'sister-in-law', 'ex-wife',
  'ex-girlfriend',
];
const EITHER = [
  'partner', 'spouse', 'ex', 'crush', 'boss', 'manager', 'coworker', 'co-worker', 'colleague', 'friend', 'roommate',
  'landlord', 'neighbor', 'neighbour', 'child', 'kid', 'baby', 'cousin', 'sibling', 'teacher', 'therapist', 'mentor',
  'lover', 'soulmate', 'date', 'partners', 'boyfriends', 'girlfriends', 'parents', 'kids', 'children', 'friends', 'family', 'in-laws', 'siblings', 'colleagues',
  'coworkers', 'co-workers', 'dog', 'cat', 'pet', 'horse', 'sisters', 'brothers', 'sons', 'daughters', 'grandparents', 'cousins',
  'flatmate', 'housemate', 'classmate', 'teammate', 'bandmate', 'bestie', 'bff', 'employee', 'employer', 'client', 'tenant', 'supervisor',
  'flatmates', 'housemates', 'roommates', 'classmates', 'teammates', 'employees', 'clients', 'tenants',
];

const RELATION_GENDER: ReadonlyMap<string, Gender> = new Map<string, Gender>([
  ...MALE.map((noun): [string, Gender] => [noun, 'male']),
  ...FEMALE.map((noun): [string, Gender] => [noun, 'female']),
  ...EITHER.map((noun): [string, Gender] => [noun, 'either']),
]);

/** Words between "my" and the relation: "my older sister", "my ex husband", "my late mother". */
const RELATION_MODIFIERS = new Set([
  'best', 'new', 'current', 'former', 'old', 'older', 'younger', 'little', 'big', 'late', 'baby', 'twin', 'ex', 'future',
  'soon-to-be', 'eldest', 'oldest', 'youngest', 'only', 'step',
]);

/** People named by what they are to the asker rather than by relation: "the guy I'm seeing". */
const PLAIN_PEOPLE: ReadonlyMap<string, Gender> = new Map<string, Gender>([
  ['guy', 'male'], ['man', 'male'], ['boy', 'male'], ['girl', 'female'], ['woman', 'female'], ['lady', 'female'], ['person', 'either'],
]);

/** "I'm seeing", "I like", "I met": kept (in second person) after "the guy" so that it stays someone in particular. */
const RELATIVE_CLAUSE = /^(?:(?:I'm|I am) (?:seeing|dating|talking to|in love with)|I (?:like|liked|met|love|fancy|dated|kissed|have feelings for))\b/i;

/** Capitalized words that open sentences or name no person. */
const NOT_NAMES = new Set([
  'i', "i'm", "i've", "i'd", "i'll", 'god', 'tarot', 'universe', 'the', 'a', 'an', 'my', 'our', 'this', 'that', 'is', 'are',
  'will', 'would', 'should', 'does', 'do', 'did', 'can', 'could', 'what', 'why', 'how', 'when', 'where', 'who', 'which',
  'he', 'she', 'they', 'it', 'we', 'you', 'and', 'but', 'so', 'if', 'monday', 'tuesday', 'wednesday', 'thursday',
  'friday', 'saturday', 'sunday', 'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august',
  'september', 'october', 'november', 'december', 'christmas', 'easter', 'mercury', 'english', 'covid',
]);

/** Relations that name several people, whom "he" or "she" cannot stand for. */
const PLURALS = new Set([
  'parents', 'kids', 'children', 'friends', 'in-laws', 'siblings', 'colleagues', 'coworkers', 'co-workers', 'sisters',
  'brothers', 'sons', 'daughters', 'grandparents', 'cousins', 'partners', 'boyfriends', 'girlfriends', 'family',
  'flatmates', 'housemates', 'roommates', 'classmates', 'teammates', 'employees', 'clients', 'tenants',
]);

export interface PersonMatch {
  /** Second person, ready for running text: "your older sister", "the guy you’re seeing", "Sam". */
  phrase: string;
  gender: Gender;
  plural: boolean;
  /** Index just past the match. */
  end: number;
}

export function relationGender(word: string): Gender | undefined {
  return RELATION_GENDER.get(word);
}

/** Whether a token reads as a first name: capitalized, and not a word that is capitalized for another reason. */
export function isName(token: Token | undefined): boolean {
  return token !== undefined && /^\p{Lu}[\p{Ll}\p{M}]+(?:-\p{Lu}[\p{Ll}\p{M}]+)?$/u.test(token.text) && !NOT_NAMES.has(token.lower);
}

function isRelationModifier(token: Token | undefined): boolean {
  if (token === undefined) return false;
  if (RELATION_MODIFIERS.has(token.lower)) return true;
  // A relation is not a describing word: "my ex-husband pay child support" names the ex-husband alone.
  if (relationGender(token.lower) !== undefined) return false;
  return (token.tags.has('Adjective') || token.tags.has('Noun')) && !token.tags.has('Pronoun') && !token.tags.has('Possessive') && !PRONOUN_WORDS.has(token.lower);
}

const PRONOUN_WORDS = new Set(['i', 'me', 'he', 'she', 'it', 'we', 'they', 'you', 'him', 'her', 'them', 'us']);

/** The relation within the next two words: "sister" after "older", "son" after "teenage". */
function relationAfter(tokens: readonly Token[], index: number): Gender | undefined {
  return relationGender(tokens[index]?.lower.replace(/'s$/, '') ?? '') ?? (isRelationModifier(tokens[index]) ? relationGender(tokens[index + 1]?.lower.replace(/'s$/, '') ?? '') : undefined);
}

const HONORIFICS = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'mx']);

/** How many words after a relation name the person: "Ines" in "my colleague Ines", "Mrs Okafor" in "my neighbour Mrs Okafor". */
function namedAfter(tokens: readonly Token[], index: number): number {
  const honorific = HONORIFICS.has(tokens[index]?.lower.replace(/\.$/, '') ?? '') ? 1 : 0;
  const token = tokens[index + honorific];
  // After "Mrs" any word is the name, typed in capitals or not.
  const name = token !== undefined && token.word && (honorific === 1 || isName(token) || (token.tags.has('FirstName') && !token.tags.has('Verb')));
  return name ? honorific + 1 : 0;
}

/** "my sister", "our son", "this guy", "the woman I met": a person named at `start`, or null. */
export function relationAt(tokens: readonly Token[], start: number): PersonMatch | null {
  const determiner = tokens[start]?.lower;
  if (determiner === 'my' || determiner === 'our') {
    let index = start + 1;
    // "my older sister", "my teenage son", "my business partner": up to two describing words before the relation.
    for (let more = 0; more < 2 && isRelationModifier(tokens[index]) && relationAfter(tokens, index + 1) !== undefined; more++) index++;
    const noun = tokens[index]?.lower.replace(/'s$/, '') ?? '';
    const gender = relationGender(noun);
    if (gender === undefined) return null;
    const end = index + 1 + (noun === tokens[index]?.lower ? namedAfter(tokens, index + 1) : 0);
    const words = tokens.slice(start, end).map((token, at) => {
      const text = at === end - start - 1 ? token.text.replace(/'s$/, '') : token.text;
      return { ...token, text: at > 0 && at <= index - start ? text.toLowerCase() : text };
    });
    return { phrase: secondPerson(words), gender, plural: PLURALS.has(noun), end };
  }
  if (determiner === 'the' || determiner === 'this' || determiner === 'that') {
    const gender = PLAIN_PEOPLE.get(tokens[start + 1]?.lower.replace(/'s$/, '') ?? '');
    if (gender === undefined) return null;
    const rest = tokens.slice(start + 2);
    const clause = RELATIVE_CLAUSE.exec(rest.map((token) => token.text).join(' '));
    const end = start + 2 + (clause === null ? 0 : clause[0].split(' ').length);
    return { phrase: secondPerson(tokens.slice(start, end)).replace(/’s$/, ''), gender, plural: false, end };
  }
  return null;
}
