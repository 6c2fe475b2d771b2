/**
 * The options of a choice, as named and in order, in second person (issue 30): "Should I take the job
 * in Berlin or stay in Paris?" → ["the job in Berlin", "staying in Paris"]; "Which is better: the
 * bakery, the bookshop or the bike repair idea?" → all three. An option that is an action is named as
 * one ("staying in Paris"); a thing to take is named as the thing.
 */
import { gerund } from './gerund.ts';
import { saidBack } from './second-person.ts';

/** How the options are introduced, and whether the first one opens with a verb to turn into "-ing". */
interface Frame {
  pattern: RegExp;
  /** Which options are actions: all ("Should I stay or go?"), those after a thing taken ("take the job or stay"), or all when all are verbs ("Stay or go?"). */
  actions: 'all' | 'after-first' | 'verbs';
}

/** Verbs that only pick one of the things: "take the job in Berlin" names "the job in Berlin". */
const TAKING = String.raw`(?:take|accept|choose|pick|go with|go for|select|buy|get|keep|sign|rent|hire|book)`;

const FRAMES: readonly Frame[] = [
  { pattern: new RegExp(String.raw`^(?:should|shall|do|can|could|would|must) (?:i|we) (?:rather )?${TAKING} (.+ or .+)$`, 'i'), actions: 'after-first' },
  { pattern: /^(?:should|shall|must) (?:i|we) (.+ or .+)$/i, actions: 'all' },
  { pattern: /^(?:is|would) it (?:be )?(?:better|best|wiser|smarter) (?:for me )?to (.+ or .+)$/i, actions: 'all' },
  // "Is Paris or Rome better for our honeymoon?", "Would Lisbon or Porto be the right place for us?"
  { pattern: /^(?:is|are|would|will) ([^,]+? or [^,]+?) (?:be )?(?:better|best|wiser|the better|the best|the right|a better|a good|right)\b.*$/i, actions: 'verbs' },
  { pattern: /^which (?:one |option |path )?(?:is|would be|seems|sounds|looks) (?:better|best|the better (?:choice|option)|the best (?:choice|option)|right for (?:me|us))[:,]? (.+ or .+)$/i, actions: 'verbs' },
  { pattern: new RegExp(String.raw`^which (?:one |option )?(?:should|shall|do|would) (?:i|we) (?:${TAKING}|choose|go with)[:,]? (.+ or .+)$`, 'i'), actions: 'verbs' },
  { pattern: /^which (?:one|option|path|is it)[:,]? (.+ or .+)$/i, actions: 'verbs' },
  { pattern: /^(?:what do you think|thoughts|help me (?:choose|decide)|choose|decide|your pick)[:,]? (.+ or .+)$/i, actions: 'verbs' },
  { pattern: /^((?:the|my|our|a|an|this|that) .+ or .+)$/i, actions: 'verbs' },
  // "Bakery or bookshop?": a few words each, and nothing that asks otherwise.
  {
    pattern: /^((?!(?:i|he|she|we|they|it|you|him|her|them|me|us|yes|no|now|this|that|will|would|should|shall|is|are|am|was|were|do|does|did|can|could|may|might|must|has|have|had|what|why|how|when|where|who|which)\b)[\p{L}'-]+(?: [\p{L}'-]+){0,3}(?:, [\p{L}'-]+(?: [\p{L}'-]+){0,3}){0,3},? or [\p{L}'-]+(?: [\p{L}'-]+){0,3})$/iu,
    actions: 'verbs',
  },
];

const DETERMINER = /^(?:the|a|an|my|our|your|his|her|their|this|that|these|those)\b/i;

/** Adverbs that may open an action option: "or just forget about him", "or simply wait". */
const LEADING_ADVERBS = new Set(['just', 'simply', 'really', 'finally', 'maybe', 'perhaps', 'also', 'still', 'rather', 'instead']);

/** "or not", "or something", "or later": no second option. */
const NO_OPTION = /^(?:not|no|nothing|something|anything|later|never|else|so|two|three|whatever|what)\b/i;

/** An option as the reading names it: an action as "staying in Paris", a thing or a place as itself. */
function named(option: string, action: boolean, opensSentence: boolean, tagsOf: (word: string) => ReadonlySet<string>): string {
  const text = option.replace(/^(?:(?:should|shall) (?:i|we)|to|i|we) /i, '').trim();
  const [first = '', ...rest] = text.split(' ');
  const isAction = action && !DETERMINER.test(text) && (opensSentence || /^\p{Ll}/u.test(first));
  const isProper = (word: string) => ['ProperNoun', 'Person', 'Place', 'Organization'].some((tag) => tagsOf(word).has(tag));
  if (isAction) {
    // "just forget about him" → "just forgetting about him": an adverb before the verb stays as it is.
    const [verb = '', ...after] = rest;
    const doing = LEADING_ADVERBS.has(first.toLowerCase()) && verb !== '' ? [first.toLowerCase(), gerund(verb), ...after] : [gerund(first), ...rest];
    return saidBack(doing.join(' '), false);
  }
  // The capital of the sentence's first word goes, a name's stays ("Bakery or Lisbon?" → "bakery", "Lisbon").
  const shown = opensSentence && !isProper(first) ? [first.toLowerCase(), ...rest].join(' ') : text;
  return saidBack(shown, false);
}

/**
 * The options of the asking sentence (lead-ins, time frame and closing marks removed), or [] when it
 * names fewer than two; `tagsOf` gives a word's part of speech, to tell a name from a word capitalized
 * for opening the sentence, and a verb ("stay") from a thing.
 */
export function findOptions(sentence: string, tagsOf: (word: string) => ReadonlySet<string>): string[] {
  for (const frame of FRAMES) {
    const match = frame.pattern.exec(sentence.trim());
    const body = match?.[1];
    if (body === undefined) continue;
    const parts = body.split(/\s*,\s*(?:or\s+)?|\s+or\s+/).map((part) => part.trim()).filter((part) => part.length > 0);
    if (parts.length < 2 || parts.some((part) => NO_OPTION.test(part))) return [];
    const opensSentence = sentence.trim().startsWith(body);
    // An option after the first that opens with a verb is an action even after "take": "take the job or stay in Paris".
    const isVerb = (part: string) => {
      const tags = tagsOf(part.split(' ')[0] ?? '');
      return tags.has('Verb') && !tags.has('Noun');
    };
    // "Love or money?": compromise may take a lone first word for a verb, so options are actions only when all are verbs.
    const verbs = parts.every(isVerb);
    const action = (index: number) => frame.actions === 'all' || (frame.actions === 'after-first' ? index > 0 : verbs);
    return parts.map((part, index) => named(part, action(index), index === 0 && opensSentence, tagsOf));
  }
  return [];
}
