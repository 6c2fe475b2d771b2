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
  /** The options are actions: "Should I stay or go?". */
  actions: boolean;
}

/** Verbs that only pick one of the things: "take the job in Berlin" names "the job in Berlin". */
const TAKING = String.raw`(?:take|accept|choose|pick|go with|go for|select|buy|get|keep|sign|rent|hire|book)`;

const FRAMES: readonly Frame[] = [
  { pattern: new RegExp(String.raw`^(?:should|shall|do|can|could|would|must) (?:i|we) (?:rather )?${TAKING} (.+ or .+)$`, 'i'), actions: false },
  { pattern: /^(?:should|shall|must) (?:i|we) (.+ or .+)$/i, actions: true },
  { pattern: /^(?:is|would) it (?:be )?(?:better|best|wiser|smarter) (?:for me )?to (.+ or .+)$/i, actions: true },
  { pattern: /^which (?:one |option |path )?(?:is|would be|seems|sounds|looks) (?:better|best|the better (?:choice|option)|the best (?:choice|option)|right for (?:me|us))[:,]? (.+ or .+)$/i, actions: false },
  { pattern: new RegExp(String.raw`^which (?:one |option )?(?:should|shall|do|would) (?:i|we) (?:${TAKING}|choose|go with)[:,]? (.+ or .+)$`, 'i'), actions: false },
  { pattern: /^which (?:one|option|path|is it)[:,]? (.+ or .+)$/i, actions: false },
  { pattern: /^(?:what do you think|thoughts|help me (?:choose|decide)|choose|decide|your pick)[:,]? (.+ or .+)$/i, actions: false },
  { pattern: /^((?:the|my|our|a|an|this|that) .+ or .+)$/i, actions: false },
];

const DETERMINER = /^(?:the|a|an|my|our|your|his|her|their|this|that|these|those)\b/i;

/** "or not", "or something", "or later": no second option. */
const NO_OPTION = /^(?:not|no|nothing|something|anything|later|never|else|so|two|three|whatever|what)\b/i;

/** An option as the reading names it: an action as "staying in Paris", a thing or a place as itself. */
function named(option: string, action: boolean, opensSentence: boolean): string {
  const text = option.replace(/^(?:(?:should|shall) (?:i|we)|to|i|we) /i, '').trim();
  const [verb = '', ...rest] = text.split(' ');
  const isAction = action && !DETERMINER.test(text) && (opensSentence || /^\p{Ll}/u.test(verb));
  return isAction ? saidBack([gerund(verb), ...rest].join(' '), false) : saidBack(text, opensSentence);
}

/** The options of the asking sentence (lead-ins, time frame and closing marks removed), or [] when it names fewer than two. */
export function findOptions(sentence: string): string[] {
  for (const frame of FRAMES) {
    const match = frame.pattern.exec(sentence.trim());
    const body = match?.[1];
    if (body === undefined) continue;
    const parts = body.split(/\s*,\s*(?:or\s+)?|\s+or\s+/).map((part) => part.trim()).filter((part) => part.length > 0);
    if (parts.length < 2 || parts.some((part) => NO_OPTION.test(part))) return [];
    const opensSentence = sentence.trim().startsWith(body);
    // An option after the first that opens with a verb is an action even after "take": "take the job or stay in Paris".
    return parts.map((part, index) => named(part, frame.actions || index > 0, index === 0 && opensSentence));
  }
  return [];
}
