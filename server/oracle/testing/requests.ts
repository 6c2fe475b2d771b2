/** Oracle requests for tests, laid out in the app's real spreads with real catalogue cards. */
import { findCatalogueCard } from '#common/cards/catalogue.ts';
import { findSpreadType } from '#common/domain/spreads.ts';
import type { ClarifiedAnswer, DrawnCard, OracleRequest } from '../oracle.ts';

export interface LayOptions {
  /** Indexes of the cards drawn reversed. */
  reversed?: readonly number[];
  /** With a crossing card, the last slug is laid across the first card. */
  crossing?: boolean;
}

/** The cards `slugs` laid in the spread `spreadName`, the crossing card (when asked for) last. */
export function layCards(spreadName: string, slugs: readonly string[], options: LayOptions = {}): DrawnCard[] {
  const spread = findSpreadType(spreadName);
  if (spread === undefined) throw new Error(`No spread ${spreadName}`);
  return slugs.map((slug, index) => {
    const card = findCatalogueCard(slug);
    if (card === undefined) throw new Error(`No card ${slug}`);
    const crossing = options.crossing === true && index === slugs.length - 1;
    const position = crossing ? spread.crossingPosition : spread.positions[index];
    if (!position) throw new Error(`${spreadName} has no position ${index}`);
    return { index, position, card, reversed: options.reversed?.includes(index) ?? false, crossing };
  });
}

/** A reading request: a question (empty for a general reading) and the laid cards. */
export function readingRequest(
  spreadName: string,
  slugs: readonly string[],
  options: LayOptions & { question?: string; includeVisualDescriptions?: boolean; clarifies?: OracleRequest['clarifies'] } = {},
): OracleRequest {
  const question = options.question ?? '';
  const request: OracleRequest = {
    question,
    general: question.trim().length === 0,
    spreadLabel: findSpreadType(spreadName)?.label ?? spreadName,
    cards: layCards(spreadName, slugs, options),
    includeVisualDescriptions: options.includeVisualDescriptions ?? false,
  };
  if (options.clarifies !== undefined) request.clarifies = options.clarifies;
  return request;
}

/** The earlier answer a clarifier speaks to: the catalogue card `slug` in `positionName`. */
export function clarifiedAnswer(slug: string, positionName: string, answer: string, options: { reversed?: boolean; question?: string } = {}): ClarifiedAnswer {
  const card = findCatalogueCard(slug);
  if (card === undefined) throw new Error(`No card ${slug}`);
  return { positionName, card, reversed: options.reversed ?? false, answer, question: options.question ?? '' };
}
