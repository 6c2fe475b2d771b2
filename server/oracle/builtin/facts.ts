/** What the builtin composers need to know about a request, worked out once. */
import type { CardMeaning } from '#common/cards/types.ts';
import type { DrawnCard, OracleRequest } from '../oracle.ts';
import { questionArea, type QuestionArea } from './question-area.ts';
import { createChooser, requestSeed, type Chooser } from './seeded.ts';

/** Longest question quoted back in full; longer ones are cut at a word with an ellipsis. */
const MAX_QUOTED_QUESTION = 160;

export interface ReadingFacts {
  request: OracleRequest;
  /** Every card in index order. */
  cards: readonly DrawnCard[];
  /** The cards in the spread's own positions, without the crossing card. */
  laid: readonly DrawnCard[];
  crossing: DrawnCard | undefined;
  /** The question ready to quote, or null for a general reading. */
  question: string | null;
  /** The area of life the question is about (its cards are read through it), or null. */
  area: QuestionArea | null;
  chooser: Chooser;
}

/** The facts of a request, with a chooser seeded by it. */
export function readingFacts(request: OracleRequest): ReadingFacts {
  const cards = request.cards.toSorted((a, b) => a.index - b.index);
  const question = request.general ? null : quotableQuestion(request.question);
  return {
    request,
    cards,
    laid: cards.filter((drawn) => !drawn.crossing),
    crossing: cards.find((drawn) => drawn.crossing),
    question,
    area: questionArea(question),
    chooser: createChooser(requestSeed(request)),
  };
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
