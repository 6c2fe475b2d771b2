/**
 * A yes-or-no question's claim ("you will get the promotion by spring", "he is losing interest")
 * in the two shapes a leaning is said in (docs/architecture.md#the-builtin-interpreter): a clause
 * after "whether", and where it can be made cleanly a gerund phrase after "toward". Neither keeps a
 * "will", so no sentence built on them reads as a promise.
 */

import { gerund } from '../question/gerund.ts';

export interface ClaimForms {
  /** After "whether": "you get the promotion by spring", "he is losing interest". */
  whether: string;
  /** After "toward" or "away from": "you getting the promotion by spring", "him losing interest"; null when it would not read cleanly. */
  gerund: string | null;
}

const OBJECT_PRONOUNS: Readonly<Record<string, string>> = { i: 'me', he: 'him', she: 'her', we: 'us', they: 'them', you: 'you', it: 'it' };
/** Subjects that take the verb without an -s. */
const PLAIN_SUBJECTS = new Set(['i', 'you', 'we', 'they']);
const IRREGULAR_THIRD: Readonly<Record<string, string>> = { be: 'is', have: 'has', do: 'does', go: 'goes' };
const LONGEST_CLAIM = 100;
/** Adverbs that sit between "will" and its verb: "Will I ever be happy?", "Will he still love me?". */
const CLAIM_ADVERBS = new Set(['ever', 'still', 'really', 'actually', 'finally', 'eventually', 'truly', 'just', 'always', 'someday', 'soon']);

/** "calls", "tries", "watches", "is". */
function thirdPerson(verb: string): string {
  const irregular = IRREGULAR_THIRD[verb];
  if (irregular) return irregular;
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** Whether a subject of three words or fewer takes the verb as "they" does ("your parents", "we"). */
function isPlain(subject: string): boolean {
  const last = subject.split(' ').at(-1) ?? '';
  return PLAIN_SUBJECTS.has(subject) || (subject.includes(' ') && /[^s]s$/.test(last));
}

/**
 * The claim's two shapes, with the time frame added when the claim does not already hold it; null
 * when there is no claim, or it is negative or too long to restate cleanly.
 */
export function claimForms(claim: string | null, timeFrame: string | null): ClaimForms | null {
  const text = claim?.trim().replace(/[.!?]+$/, '') ?? '';
  if (text.length === 0 || text.length > LONGEST_CLAIM || /\b(?:not|never|won't|can't|don't|doesn't|isn't|aren't)\b|n't\b|[?;:]/i.test(text)) return null;
  const clause = /^I\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
  const timed = (phrase: string) => (timeFrame === null || clause.toLowerCase().includes(timeFrame.toLowerCase()) ? phrase : `${phrase} ${timeFrame}`);
  const future = /^((?:\S+ ){0,2}\S+) will (?:(\w+) )?(\w+)(.*)$/.exec(clause);
  if (future) {
    const [, subject = '', before, last = '', after = ''] = future;
    // "will ever be", "will still love": the adverb stays with the verb, before it or after "be".
    const adverb = before !== undefined && CLAIM_ADVERBS.has(before) ? before : undefined;
    const verb = adverb === undefined && before !== undefined ? before : last;
    const rest = adverb === undefined && before !== undefined ? ` ${last}${after}` : after;
    const lower = subject.toLowerCase();
    const finite = verb === 'be' ? (lower === 'i' ? 'am' : isPlain(lower) ? 'are' : 'is') : isPlain(lower) ? verb : thirdPerson(verb);
    const object = OBJECT_PRONOUNS[lower] ?? subject;
    const said = adverb === undefined ? finite : verb === 'be' ? `${finite} ${adverb}` : `${adverb} ${finite}`;
    return { whether: timed(`${subject} ${said}${rest}`), gerund: timed(`${object} ${adverb === undefined ? '' : `${adverb} `}${gerund(verb)}${rest}`) };
  }
  if (/\bwill\b/i.test(clause)) return null;
  const ongoing = /^((?:\S+ ){0,2}\S+) (?:is|are|am) (\w+ing\b.*)$/.exec(clause);
  if (ongoing) {
    const [, subject = '', rest = ''] = ongoing;
    return { whether: timed(clause), gerund: timed(`${OBJECT_PRONOUNS[subject.toLowerCase()] ?? subject} ${rest}`) };
  }
  return { whether: timed(clause), gerund: null };
}
