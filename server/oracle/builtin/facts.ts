/** What the builtin composers need to know about a request, worked out once. */
import type { CardMeaning } from '#common/cards/types.ts';
import { SPREAD_TYPES } from '#common/domain/spreads.ts';
import type { DrawnCard, OracleRequest } from '../oracle.ts';
import { ENDING_IMAGERY, GENTLE_CARE } from './care.ts';
import { type CardEssences, type Essence, ESSENCES } from './corpus/essences.ts';
import { GENTLE_ESSENCES } from './corpus/essences-gentle.ts';
import { freeIndex, freeRole } from './positions/free-roles.ts';
import { positionKind, type PositionKind } from './positions/position-kind.ts';
import { PREGNANCY_LOSS_WORDS } from './question/care-evidence.ts';
import { type QuestionInsight, understandQuestion } from './question/understand-question.ts';
import { count } from './question/word-patterns.ts';
import { createChooser, requestSeed, type Chooser } from './seeded.ts';

/** An area of life with its own meanings in the card corpus (common/cards/areas/). */
export type QuestionArea = 'love' | 'work';

/** Longest question quoted back in full; longer ones are cut at a word with an ellipsis. */
const MAX_QUOTED_QUESTION = 160;

export interface ReadingFacts {
  request: OracleRequest;
  /** Every card in index order; a free spread's numbered places renamed to their roles (positions/free-roles.ts). */
  cards: readonly DrawnCard[];
  /** The cards in the spread's own positions, without the crossing card. */
  laid: readonly DrawnCard[];
  crossing: DrawnCard | undefined;
  /** The question ready to quote, or null for a general reading. */
  question: string | null;
  /** What the question asks and about whom (kind, topics, subject, care). */
  insight: QuestionInsight;
  /** A reading of loss or fear (care.ts's GENTLE_CARE): its cards are read in their gentle words, free of endings. */
  gentle: boolean;
  /** The area of life the question is first about, when the card corpus reads cards for it; else null. */
  area: QuestionArea | null;
  /** The spread's name (CELTIC_CROSS…), from its label. */
  spreadName: string;
  /** What kind of place each card lies in. */
  kindOf(drawn: DrawnCard): PositionKind;
  chooser: Chooser;
  /** Texts already used in this reading, so a wording is not repeated within it (answers are composed in order). */
  used: Set<string>;
  /** How often each card's meaning phrase has been said in this reading (meaningPhrase). */
  phraseUses: Map<DrawnCard, number>;
}

/** The facts of a request, with a chooser seeded by it. */
export function readingFacts(request: OracleRequest): ReadingFacts {
  const spreadName = SPREAD_TYPES.find((spread) => spread.label === request.spreadLabel)?.name ?? 'GENERAL';
  const sorted = request.cards.toSorted((a, b) => a.index - b.index);
  const cards = spreadName === 'GENERAL' ? withFreeRoles(sorted) : sorted;
  const size = cards.filter((drawn) => !drawn.crossing).length;
  const question = request.general ? null : quotableQuestion(request.question);
  const insight = understandQuestion(request.general ? null : request.question);
  const [topic] = insight.topics;
  // Worked out once: every composer asks for the kinds of places again and again.
  const kinds = new Map(cards.map((drawn) => [drawn, positionKind(spreadName, drawn.position.name, drawn.crossing, size)]));
  return {
    request,
    cards,
    laid: cards.filter((drawn) => !drawn.crossing),
    crossing: cards.find((drawn) => drawn.crossing),
    question,
    insight,
    gentle: insight.care !== null && GENTLE_CARE.has(insight.care),
    area: topic === 'love' || topic === 'work' ? topic : null,
    spreadName,
    kindOf: (drawn) => kinds.get(drawn) ?? positionKind(spreadName, drawn.position.name, drawn.crossing, size),
    chooser: createChooser(requestSeed(request)),
    used: new Set(),
    phraseUses: new Map(),
  };
}

/**
 * A free spread's laid cards in the places of their roles ("Card 3" → "What hinders"), so that every
 * composer names a role where the spread has only a number; the crossing card keeps its own name.
 */
function withFreeRoles(cards: readonly DrawnCard[]): DrawnCard[] {
  const size = cards.filter((drawn) => !drawn.crossing).length;
  return cards.map((drawn) => {
    const index = freeIndex(drawn.position.name);
    if (drawn.crossing || index === undefined) return drawn;
    const role = freeRole(index, size);
    return { ...drawn, position: { name: role.name, meaning: role.meaning } };
  });
}

/** What a question without a named subject is about, by its first topic. */
const TOPIC_SUBJECTS: Readonly<Record<QuestionInsight['topics'][number], string>> = {
  love: 'your love life',
  work: 'your work',
  money: 'your finances',
  health: 'your health',
  family: 'your family',
  grief: 'your grief',
  creativity: 'your creative work',
  home: 'your home',
  spiritual: 'your path',
};

/**
 * What a care question without a named subject is about: a sick rabbit's reading is about "your
 * animal", not "your health" as the question's first topic would have it.
 */
const CARE_SUBJECTS: Readonly<Record<NonNullable<QuestionInsight['care']>, string>> = {
  money: 'your finances',
  health: 'your health',
  mental: 'how you have been feeling',
  pregnancy: 'your hope for a child',
  grief: 'your grief',
  'suicide-loss': 'your loss',
  legal: 'this legal matter',
  pet: 'your animal',
  addiction: 'recovery',
};

/**
 * What the reading names as the question's subject: the thing asked about, else the person, else the
 * care topic's or the topic's own ("your work"), else "this question"; null for a general reading.
 */
export function readingSubject(insight: QuestionInsight, general: boolean): string | null {
  if (general) return null;
  const [topic] = insight.topics;
  const { care } = insight;
  // A reading of a death is about the loss, not about the person as if they were still a matter to settle.
  if ((care === 'grief' || care === 'suicide-loss') && insight.subject !== null && insight.subject === insight.otherPerson) return `the loss of ${insight.subject}`;
  // An animal's reading is about the animal (named, not a bare pronoun), not the illness the question names ("a tumour" in "my dog has a tumour").
  if (care === 'pet' && insight.otherPerson !== null && !/^(?:him|her|them)$/.test(insight.otherPerson)) return insight.otherPerson;
  // A lost pregnancy is spoken of as a loss, never by its clinical name ("a miscarriage").
  if (care === 'pregnancy' && insight.loss && (insight.subject === null || count(PREGNANCY_LOSS_WORDS, insight.subject) > 0)) return 'your loss';
  // A choice is about the choosing: naming its first option as the subject would read as if it were already chosen.
  if (insight.kind === 'choice' && insight.options.length >= 2) return 'your choice';
  return insight.subject ?? insight.otherPerson ?? (care !== null ? CARE_SUBJECTS[care] : topic ? TOPIC_SUBJECTS[topic] : 'this question');
}

/** The subject to name in running text (see readingSubject). */
export const subjectOf = (facts: ReadingFacts) => readingSubject(facts.insight, facts.question === null);

/** The card's essences (both orientations). */
export function essencesOf(drawn: DrawnCard): CardEssences {
  const essences = ESSENCES[drawn.card.slug];
  if (!essences) throw new Error(`No essence for ${drawn.card.slug}`);
  return essences;
}

/** The card's essence in the orientation it was drawn, in its gentle words when the reading is one of loss or fear. */
export function essenceOf(facts: ReadingFacts, drawn: DrawnCard): Essence {
  const orientation = drawn.reversed ? 'reversed' : 'upright';
  return (facts.gentle ? GENTLE_ESSENCES[drawn.card.slug]?.[orientation] : undefined) ?? essencesOf(drawn)[orientation];
}

/** How often a card's meaning phrase may be said in one reading before other words stand in for it. */
const PHRASE_USES = 2;

/**
 * Heads that make a card's keywords a singular noun phrase ("a time of upheaval and revelation"),
 * which reads wherever the essence does: after "speaks of", before a verb, after a colon.
 */
const KEYWORD_HEADS: readonly string[] = ['a time of', 'the pull of', 'a note of', 'the theme of'];

/**
 * The card's meaning as a noun phrase for running text: its essence the first two times in a reading
 * (title, summary and answers are composed in that order), then a different pair of its keywords each
 * time, so a reading does not say the same phrase over and over. A reading of loss leaves out keywords
 * of endings, as its essences do.
 */
export function meaningPhrase(facts: ReadingFacts, drawn: DrawnCard): string {
  const uses = facts.phraseUses.get(drawn) ?? 0;
  facts.phraseUses.set(drawn, uses + 1);
  const keywords = meaningOf(drawn).keywords.map((keyword) => keyword.toLowerCase()).filter((keyword) => !facts.gentle || !ENDING_IMAGERY.test(keyword));
  if (uses < PHRASE_USES || keywords.length === 0) return essenceOf(facts, drawn).phrase;
  const later = uses - PHRASE_USES;
  const first = keywords[(later * 2) % keywords.length]!;
  const second = keywords[(later * 2 + 1) % keywords.length]!;
  const head = KEYWORD_HEADS[(later + drawn.index) % KEYWORD_HEADS.length]!;
  return first === second ? `${head} ${first}` : `${head} ${first} and ${second}`;
}

/** Whether a reversed card's turn is good news (its trouble easing) rather than a block. */
export const isRelief = (drawn: DrawnCard) => drawn.reversed && essencesOf(drawn).reversed.tone === 'relief';

/** Whether a card reads as light (upright, or reversed to relief) rather than as a block. */
export const brightens = (drawn: DrawnCard) => !drawn.reversed || isRelief(drawn);

/**
 * The first option not yet used in this reading, starting from the chooser's seeded pick for `slot`,
 * and marks it used; when every option has been used, the seeded pick.
 */
export function pickUnused<T>(facts: ReadingFacts, slot: string, options: readonly T[], key: (option: T) => string): T {
  const start = facts.chooser.rotate(slot, options.map((_, index) => index), 0);
  for (let step = 0; step < options.length; step += 1) {
    const option = options[(start + step) % options.length]!;
    if (!facts.used.has(key(option))) {
      facts.used.add(key(option));
      return option;
    }
  }
  return options[start]!;
}

/** One wording of `wordings` for `slot`, not yet used in this reading while one is left (pickUnused by position in the list). */
export function pickWording<T>(facts: ReadingFacts, slot: string, wordings: readonly T[]): T {
  const index = pickUnused(facts, slot, wordings.map((_, at) => at), (at) => `${slot}:${at}`);
  return wordings[index]!;
}

/** The card's meaning in the orientation it was drawn. */
export function meaningOf(drawn: DrawnCard): CardMeaning {
  return drawn.reversed ? drawn.card.reversed : drawn.card.upright;
}

/** The question with its whitespace collapsed and a long one shortened at a word; null when empty. */
function quotableQuestion(question: string): string | null {
  const collapsed = question.replace(/\s+/g, ' ').trim();
  if (collapsed.length === 0) return null;
  if (collapsed.length <= MAX_QUOTED_QUESTION) return collapsed;
  const cut = collapsed.slice(0, MAX_QUOTED_QUESTION);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > MAX_QUOTED_QUESTION / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.!?-]+$/, '')}…`;
}

/** The question in curly quotes followed by a comma, unless it already ends in its own punctuation. */
export function quotedQuestionClause(question: string): string {
  return /[.!?…]$/.test(question) ? `“${question}”` : `“${question}”,`;
}
