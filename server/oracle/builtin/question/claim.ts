/**
 * A yes-or-no question's claim as a plain clause in second person, for the reading to answer in its own
 * terms (issue 30): "Is he losing interest?" → "he is losing interest", "Will I get the promotion by
 * spring?" → "you will get the promotion by spring", "Is it a mistake to move in with Sam?" → "moving in
 * with Sam is a mistake". Null when the sentence does not come apart cleanly.
 */
import { gerund } from './gerund.ts';
import { saidBack } from './second-person.ts';
import type { Token } from './tokens.ts';

const AUXILIARIES = new Set(['will', 'would', 'should', 'shall', 'can', 'could', 'may', 'might', 'must', 'is', 'are', 'am', 'was', 'were', 'has', 'have', 'do', 'does']);
const PRONOUNS = new Set(['i', 'he', 'she', 'it', 'they', 'we', 'you', 'there']);
/** Words that stand between the subject and its verb: "does he still love me". */
const ADVERBS = new Set(['still', 'really', 'ever', 'actually', 'even', 'secretly', 'truly', 'honestly', 'genuinely', 'already']);

/** "Is it a mistake to …": what may be said of an action. */
const JUDGED_ACTION = /^(is|would|will|was) it (be )?((?:a |an |the )?(?:\w+ )?(?:mistake|idea|move|wrong|late|time to|wise|worth it|smart|foolish|okay|ok|safe|selfish|right|better|possible|realistic|crazy)) to (\S+)(.*)$/;

/** The he-form of a verb after "does": "love" → "loves", "have" → "has". */
function thirdPerson(verb: string): string {
  if (verb === 'have') return 'has';
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/**
 * The claim of the asking clause (lead-ins and typos gone, its time frame kept apart), given where the
 * subject it asks about ends when it is not a pronoun ("Is my colleague Ines lying…" ends after "Ines").
 */
export function findClaim(tokens: readonly Token[], subjectEnd: number | null, timeFrame: string | null): string | null {
  if (tokens.some((token) => !token.word) || tokens.length < 3) return null;
  const aux = tokens[0]?.lower ?? '';
  if (!AUXILIARIES.has(aux)) return null;
  const lower = tokens.map((token) => token.lower).join(' ');
  const withFrame = (clause: string) => (timeFrame === null ? clause : `${clause} ${timeFrame}`);

  const judged = JUDGED_ACTION.exec(lower);
  if (judged !== null) {
    const [, verb = '', be, judgement = '', action = '', rest = ''] = judged;
    if (judgement.endsWith('time to')) return null;
    const words = tokens.slice(tokens.length - rest.trim().split(' ').filter(Boolean).length).map((token) => token.text);
    const copula = verb === 'is' || verb === 'was' ? verb : `${verb}${be === undefined ? '' : ' be'}`;
    return withFrame(saidBack(`${gerund(action)} ${words.join(' ')}`.trim(), false).concat(` ${copula} ${judgement}`));
  }

  const end = PRONOUNS.has(tokens[1]?.lower ?? '') ? 2 : subjectEnd;
  if (end === null || end < 2 || end >= tokens.length) return null;
  const subjectTokens = tokens.slice(1, end);
  const proper = subjectTokens[0]?.tags.has('ProperNoun') === true || subjectTokens[0]?.tags.has('Person') === true;
  const subject = saidBack(subjectTokens.map((token, index) => (index === 0 && !proper ? token.lower : token.text)).join(' '), false);
  const rest = tokens.slice(end).map((token) => token.text);
  const asker = subjectTokens[0]?.lower === 'i' && subjectTokens.length === 1;

  if (aux === 'do' || aux === 'does') {
    const verbAt = rest.findIndex((word) => !ADVERBS.has(word.toLowerCase()));
    const verb = rest[verbAt];
    if (verb === undefined) return null;
    if (aux === 'does') rest[verbAt] = thirdPerson(verb.toLowerCase());
    return withFrame(`${subject} ${saidBack(rest.join(' '), false)}`);
  }
  const verb = asker && aux === 'am' ? 'are' : aux;
  return withFrame(`${subject} ${verb} ${saidBack(rest.join(' '), false)}`);
}
