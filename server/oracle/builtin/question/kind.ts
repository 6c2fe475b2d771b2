/**
 * The kind of question, by rule over the sentence that asks (in the shape find-people.ts gives it:
 * lower case, named people as "@p"). The rules run in order and the first that fits decides.
 */
import { FILLER, MIND_VERB, THEIR_MIND } from './mind.ts';
import type { QuestionKind } from './types.ts';

const AUXILIARY = String.raw`(?:will|would|should|shall|is|are|am|was|were|do|does|did|can|could|may|might|has|have|had|must|won't|wouldn't|shouldn't|isn't|aren't|wasn't|weren't|don't|doesn't|didn't|can't|couldn't|hasn't|haven't)`;
const SOMEONE = String.raw`(?:@p|he|she|they)`;

/** "Could I have done more": the past cannot be leaned yes or no, only reflected on. */
const PAST_REGRET = /\b(?:(?:should|could|would|might|did)(?:n't)? (?:i|we) (?:not )?have|(?:i|we) (?:could|should|would|might)(?:n't)? have) (?:\w+ed|done|been|said|known|seen|gone|taken|made|told|left|kept|given|stayed|got|gotten|had|held|let|put|won|lost|spoken|chosen|written|fought|felt|caught|begun)\b/;

const OTHER_PERSON: readonly RegExp[] = [
  new RegExp(`^${AUXILIARY} ${SOMEONE} ${FILLER}${MIND_VERB}`),
  new RegExp(`^(?:what|how|when|who) ${AUXILIARY} ${SOMEONE} ${FILLER}${MIND_VERB}`),
  new RegExp(THEIR_MIND),
];

/**
 * Yes-or-no about what someone does to the asker: "Is my roommate lying to me?", "Will he dump me?". A
 * presence watching over the asker ("is he watching over me?", often asked of the dead) stays a yes-or-no.
 */
const TOWARD_ASKER = new RegExp(`^${AUXILIARY} ${SOMEONE}\\b(?!.*\\b(?:watch\\w* over|look\\w* (?:after|down on|over))\\b).*(?:\\b(?:me|us)\\b|behind (?:my|our) back)`);

/** Timing: "When will I meet someone?", "How long until it pays off?", "When is the right time to sell?". */
const WHEN: readonly RegExp[] = [/^when\b(?! (?:did|was|were|had)\b)/, /^how (?:long|soon)\b/, /^(?:by )?what (?:time|year|month|age|date)\b/];

/** Asked indirectly ("if he still loves me"), the person comes first. */
const OTHER_PERSON_INDIRECT = new RegExp(`^${SOMEONE}(?:'s|'re| is| are| was| will| would)? ${FILLER}${MIND_VERB}`);

const WHAT_WILL: readonly RegExp[] = [
  /^(?:what|who|where) (?:will|would|might|could|is going to|are going to)\b/,
  /^what (?:can|should|could) (?:i|we) expect\b/,
  /^what (?:happens|is next|comes next|lies ahead|is ahead|is in store|is coming)\b/,
  /^what (?:does|do|will) .{0,60}\b(?:hold|bring|have in store)\b/,
  /^where (?:is|are) .{0,60}\b(?:going|heading|headed|leading)\b/,
  /^how (?:will|would)\b/,
  /^how (?:is|are) .{0,60}\bgoing to\b/,
];

const WHY_HOW: readonly RegExp[] = [
  /^(?:why|how)\b/,
  /\bwhy$/,
  /^what (?:is|are) (?:blocking|holding|stopping|keeping)\b/,
  /^what am i doing wrong\b/,
  /^what (?:lessons?|is the lesson)\b/,
  /^(?:what is|is there) (?:the|a) (?:reason|cause)\b/,
];

const ADVICE: readonly RegExp[] = [
  /^(?:what|where|when) (?:should|shall|can|could|must|do|would|ought) (?:i|we)\b/,
  /^which\b/,
  /^what (?:is|are) (?:the|my) (?:best|right|next) (?:way|thing|move|step|steps|course|approach|choice)\b/,
  /^what (?:steps?|approach|action)\b/,
  /^(?:help|guide) me\b/,
  /^(?:is there )?anything (?:i|we) (?:should|need to|must|ought to|can)\b/,
  /^(?:should|shall) (?:i|we)\b.*\bor\b(?! not\b| no\b| so\b| something\b| anything\b| two\b| three\b| later\b| never\b| else\b)/,
  /^(?:is|would) it (?:be )?better\b.*\bor\b/,
  /^(?:any|some) (?:advice|guidance|tips)\b/,
];

/** Words that give a question without a recognizable form its kind anyway. */
const WHAT_WILL_WORDS = /\b(?:future|what lies ahead|in store|outlook|prospects|the coming (?:year|months|weeks))\b/;
const ADVICE_WORDS = /\b(?:advice|guidance|what to do|how to)\b/;

/** Contractions and slang spelled out, so the rules need only one spelling. */
function spelledOut(shape: string): string {
  return shape
    .replaceAll(/\b(what|where|how|who)'s\b/g, '$1 is')
    .replaceAll(/\bgonna\b/g, 'going to')
    .replaceAll(/\bwanna\b/g, 'want to');
}

export interface KindReading {
  kind: QuestionKind;
  yesNo: boolean;
}

/**
 * Kind and whether a yes or no answers it. They differ on purpose: "Should I take the job?" and
 * "Does he love me?" both take a yes or no, one as a yes-no question and one about another person.
 */
export function classify(shape: string, indirect: boolean): KindReading {
  const text = spelledOut(shape);
  const matches = (rules: readonly RegExp[]) => rules.some((rule) => rule.test(text));
  if (PAST_REGRET.test(text)) return { kind: 'general', yesNo: false };
  const opensAsYesNo = new RegExp(`^${AUXILIARY}\\b`).test(text) || indirect;
  if (matches(OTHER_PERSON) || (indirect && OTHER_PERSON_INDIRECT.test(text)) || TOWARD_ASKER.test(text)) return { kind: 'other-person', yesNo: opensAsYesNo };
  if (matches(WHEN)) return { kind: 'when', yesNo: false };
  if (matches(WHAT_WILL)) return { kind: 'what-will', yesNo: false };
  if (matches(WHY_HOW)) return { kind: /^how\b(?! come\b)/.test(text) ? 'how' : 'why', yesNo: false };
  if (matches(ADVICE)) return { kind: 'advice', yesNo: false };
  if (opensAsYesNo) return { kind: 'yes-no', yesNo: true };
  if (WHAT_WILL_WORDS.test(text)) return { kind: 'what-will', yesNo: false };
  if (ADVICE_WORDS.test(text)) return { kind: 'advice', yesNo: false };
  return { kind: 'general', yesNo: false };
}
