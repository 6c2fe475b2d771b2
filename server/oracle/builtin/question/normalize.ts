/**
 * Question text made regular enough for word rules: people type without apostrophes, capitals or
 * question marks, run sentences together and open with "so, I was wondering if…".
 */

/** Contractions typed without their apostrophe, restored so that "dont" reads as "don't". */
const BARE_CONTRACTIONS: Readonly<Record<string, string>> = {
  im: "I'm", ive: "I've", dont: "don't", cant: "can't", wont: "won't", doesnt: "doesn't", isnt: "isn't",
  arent: "aren't", didnt: "didn't", wasnt: "wasn't", werent: "weren't", shouldnt: "shouldn't",
  wouldnt: "wouldn't", couldnt: "couldn't", hasnt: "hasn't", havent: "haven't", hes: "he's", shes: "she's",
  whats: "what's", wheres: "where's", hows: "how's", theyre: "they're", youre: "you're", theres: "there's",
};

/**
 * Straight quotes, single spaces, a space after every comma and sentence mark, "I" capitalized,
 * apostrophes restored; text typed in capitals is lowered first so that no word looks like a name.
 */
export function tidy(question: string): string {
  const plain = /\p{Ll}/u.test(question) ? question : question.toLowerCase();
  return plain
    .replaceAll(/[’‘`´]/g, "'")
    .replaceAll(/[“”]/g, '"')
    // A title's period is part of a name, not the end of a sentence: "Dr. Okoye" is read as "Dr Okoye".
    .replaceAll(/\b(Dr|Mr|Mrs|Ms|Mx|Prof|St)\.(?=\s+\p{Lu})/gu, '$1')
    .replaceAll(/\s+([,.?!;:])/g, '$1')
    .replaceAll(/([,;:]|[.?!]+)(?=\p{L})/gu, '$1 ')
    .replaceAll(/(?<![\p{L}'])\p{L}+(?![\p{L}'])/gu, (word) => BARE_CONTRACTIONS[word.toLowerCase()] ?? word)
    .replaceAll(/\bi(?=\b(?!\.)|')/g, 'I')
    .replaceAll(/\s+/g, ' ')
    .trim();
}

export interface Sentence {
  /** The sentence without its closing marks. */
  text: string;
  /** Whether it ended with a question mark. */
  asked: boolean;
}

/** Sentences at ".", "?", "!" or a line break; a number such as "3.5" stays whole. */
export function splitSentences(text: string): Sentence[] {
  return text
    // A title's period ("Dr. Okoye", "Mrs. Patel") or an initial ("J. Smith") does not end a sentence.
    .split(/(?<=[.?!…])(?<!\b(?:Dr|Mr|Mrs|Ms|Mx|Prof|St|Jr|Sr|vs|etc|\p{Lu})\.)\s+|\n+/u)
    .map((part) => part.trim())
    .filter((part) => /\p{L}/u.test(part))
    .map((part) => ({ text: part.replace(/[\s.?!…]+$/, ''), asked: /\?[\s.!…]*$/.test(part) }));
}

/** Words that open a direct question: a question word or an auxiliary verb put first. */
export const QUESTION_OPENING =
  /^(?:why|how|what|what's|where|where's|when|who|which|will|would|should|shall|is|are|am|was|were|do|does|did|can|could|may|might|has|have|had|must|won't|wouldn't|shouldn't|isn't|aren't|wasn't|weren't|don't|doesn't|didn't|can't|couldn't|hasn't|haven't)\b/i;

/** Greetings, fillers and requests in front of the question itself ("Hi tarot, can you tell me…"). */
const LEAD_INS: readonly RegExp[] = [
  /^(?:so|ok|okay|well|hi|hey|hello|dear|tarot|cards|please|and|but|also|now|basically|honestly|um+|hmm+|anyway)\b[\s,:!.-]*/i,
  /^(?:my |the )?question(?: is)?\b[\s,:-]*/i,
  /^I (?:have|had) a question\b[\s,:-]*/i,
  /^(?:can|could|would|will) you (?:please )?(?:tell me|show me|let me know|give me (?:some |a )?(?:insight|guidance|reading|advice)(?: (?:on|about|into|for))?|help me (?:understand|see|know)|read (?:for me )?(?:about|on))\b[\s,:]*/i,
  /^(?:please )?(?:tell|show) me\b[\s,:]*/i,
];

/** Lead-ins after which the rest is an indirect question: "I wonder if he cares", "do you think it works". */
const INDIRECT_LEAD_INS: readonly RegExp[] = [
  /^I(?:'m| am| was)? (?:just |really |genuinely |also )?(?:wondering|wonder|want to know|wanted to know|need to know|would like to know|'d like to know|curious)(?: about)?\b[\s,:]*/i,
  /^(?:do|did) you (?:think|see|feel|know|reckon)(?: that)?\b[\s,:]*/i,
  /^(?:if|whether)\b\s*/i,
];

export interface AskedPart {
  /** The question with its lead-ins removed: "he loves me" from "Do you think he loves me?". */
  text: string;
  /** It was asked indirectly ("if…", "whether…", "do you think…") rather than with a question word or auxiliary first. */
  indirect: boolean;
}

/** The question without greetings and requests in front; repeated, since people stack them ("so, hi, can you tell me…"). */
export function stripLeadIns(sentence: string): AskedPart {
  let text = sentence.trim();
  let indirect = false;
  for (let changed = true; changed; ) {
    changed = false;
    for (const lead of LEAD_INS) {
      const rest = text.replace(lead, '');
      if (rest !== text && rest.length > 0) {
        text = rest;
        changed = true;
      }
    }
    for (const lead of INDIRECT_LEAD_INS) {
      const rest = text.replace(lead, '');
      if (rest !== text && rest.length > 0) {
        text = rest;
        indirect = !QUESTION_OPENING.test(rest) || /^(?:if|whether)\b/i.test(rest);
        changed = true;
      }
    }
  }
  return { text, indirect };
}

export interface SplitQuestion {
  /** The sentence that asks. */
  asking: Sentence;
  /** Every other sentence: the background a rambling question gives. */
  context: Sentence[];
}

/**
 * The sentence that asks: the first with a question mark, else the first that opens like a question,
 * else the last (a question often comes after its background).
 */
export function findAskingSentence(sentences: readonly Sentence[]): SplitQuestion | null {
  const asking =
    sentences.find((sentence) => sentence.asked) ??
    sentences.find((sentence) => {
      const { text, indirect } = stripLeadIns(sentence.text);
      return indirect || QUESTION_OPENING.test(text);
    }) ??
    sentences.at(-1);
  if (asking === undefined) return null;
  return { asking, context: sentences.filter((sentence) => sentence !== asking) };
}
