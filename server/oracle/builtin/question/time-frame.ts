/**
 * The time frame a question gives ("by spring", "before the wedding", "in the next three months", "soon"),
 * echoed as written in lower case (names of holidays, months and days keep their capital), and the question without it, so that a frame is never read as part of
 * the subject ("the teaching job in the coming weeks").
 */

const SEASONS = String.raw`spring|summer|autumn|fall|winter|christmas|xmas|easter|thanksgiving|new year(?:'s)?|the new year|halloween|valentine's(?: day)?`;
const MONTHS = String.raw`january|february|march|april|may|june|july|august|september|october|november|december`;
const UNITS = String.raw`days?|weeks?|months?|years?|weekends?|semesters?|terms?|quarters?|decades?`;
const COUNT = String.raw`\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|a couple of|few|couple of|several`;
/** Events a frame may be set against: "before the wedding", "by my birthday", "after graduation". */
const EVENTS = String.raw`(?:the |my |our |his |her |their )?(?:wedding|birthday|graduation|deadline|exams?|holidays?|trip|move|surgery|baby|interview|results?|election|summer break|end of (?:the |this |next )?(?:${UNITS}|${SEASONS}|${MONTHS})|weekend|${SEASONS}|${MONTHS})`;

const FRAMES: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:by|before|until|till|after|around|by the time of) (?:${EVENTS}|(?:this|next) (?:${UNITS}|${SEASONS})|then|tomorrow|tonight|\d{4})\b`, 'i'),
  new RegExp(String.raw`\b(?:in|within|over|during|for) (?:the )?(?:next |coming |following |upcoming )?(?:${COUNT}) (?:${UNITS})\b`, 'i'),
  new RegExp(String.raw`\b(?:in|within|over|during) the (?:next|coming|following|upcoming) (?:${UNITS})\b`, 'i'),
  new RegExp(String.raw`\b(?:this|next|later this|early next|by next) (?:${UNITS}|${SEASONS})\b`, 'i'),
  new RegExp(String.raw`\b(?:in|during) (?:${SEASONS}|${MONTHS})\b`, 'i'),
  new RegExp(String.raw`\b(?:any ?time soon|soon|right now|today|tonight|tomorrow|in \d{4})\b`, 'i'),
];

/** A frame ends the clause it is in: "before the wedding" is one in "…before the wedding?", not in "…before the wedding season ends". */
const CLAUSE_ENDS = /^\s*(?:$|[,.?!;:]|(?:and|or|but|so|if|because|though|when|while|with|for|at|in|on|or not|again|too|already|though|either)\b)/i;

export interface TimeFrame {
  /** The frame as written, lower case: "by spring". */
  frame: string;
  /** The sentence without it: "Will I get the promotion". */
  rest: string;
}

/** The first time frame in the sentence, or null. */
/** Names of times that keep their capital however the question was typed: "by Christmas", "before June", "on Friday". */
const PROPER_TIMES =
  /\b(?:christmas|easter|thanksgiving|hanukkah|diwali|ramadan|eid|new year(?:'s)?|halloween|valentine's day|january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/g;

export function findTimeFrame(sentence: string): TimeFrame | null {
  const found = FRAMES.map((pattern) => pattern.exec(sentence))
    .filter((match) => match !== null && CLAUSE_ENDS.test(sentence.slice(match.index + match[0].length)))
    .toSorted((a, b) => (a?.index ?? 0) - (b?.index ?? 0))[0];
  if (found === undefined || found === null) return null;
  const rest = `${sentence.slice(0, found.index)}${sentence.slice(found.index + found[0].length)}`.replaceAll(/\s+/g, ' ').replace(/\s+([,?.!])/g, '$1').trim();
  return { frame: found[0].toLowerCase().replace(PROPER_TIMES, (name) => name[0]!.toUpperCase() + name.slice(1)), rest };
}
