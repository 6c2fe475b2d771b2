import { z } from 'zod';
import type { SpreadPosition } from '#common/api/readings.ts';
import type { CatalogueCard } from '#common/cards/types.ts';
import { SAFETY_CONCERNS, SAFETY_LANGUAGES } from '#common/safety/types.ts';

/** One drawn card in its place in the spread. */
export interface DrawnCard {
  /** Index into the reading's answers: 0… for the spread's cards in order; the crossing card comes last. */
  index: number;
  position: SpreadPosition;
  card: CatalogueCard;
  reversed: boolean;
  /** True for the card laid across the first. */
  crossing: boolean;
}

/** The earlier answer a clarifier speaks to: its card in its place, what was said, and the reading's own question. */
export interface ClarifiedAnswer {
  positionName: string;
  card: CatalogueCard;
  reversed: boolean;
  answer: string;
  /** The reading's question; empty for a general reading. */
  question: string;
}

/** What the model is asked: never stored in plaintext (docs/architecture.md#pending-work); held in memory while it writes. */
export interface OracleRequest {
  /** Empty for a general reading. */
  question: string;
  general: boolean;
  spreadLabel: string;
  cards: readonly DrawnCard[];
  includeVisualDescriptions: boolean;
  /** For a bonus reading: its template's guidance, the app's words (never the querent's) on what the reading is about. */
  guidance?: string;
  /** For a clarifier (docs/product.md#clarifiers): `question` is the follow-up, `cards` its card(s), and this the answer it clarifies. */
  clarifies?: ClarifiedAnswer;
}

/** The model's output (both providers), validated with this schema before it is sealed. */
export const OracleOutputSchema = z.object({
  title: z.string().min(1).max(120),
  summary: z.string().min(1).max(1200),
  answers: z.array(
    z.object({
      index: z.number().int().min(0),
      text: z.string().min(1).max(4000),
      visualDescription: z.string().max(1200).optional(),
    }),
  ),
  /**
   * Set when the safety screen (screened-oracle.ts) replaced the reading: the question, or what was written, showed
   * someone may be in danger. The reading then holds the safe answer, shows as the help card and is refunded.
   */
  safety: z.object({ concern: z.enum(SAFETY_CONCERNS), language: z.enum(SAFETY_LANGUAGES) }).optional(),
});
export type OracleOutput = z.infer<typeof OracleOutputSchema>;

/** A partial output while the model is still writing, for the live result page. */
export type PartialOracleOutput = {
  /** What the model said of the question's safety, once it has (model-output.ts); never passed on to the page. */
  safety?: string;
  title?: string;
  summary?: string;
  answers?: Array<{ index?: number; text?: string; visualDescription?: string } | undefined>;
};

/** A model provider: `builtin` (offline, rule-based) or `openai-compatible` (docs/architecture.md#model-providers). */
export interface Oracle {
  readonly name: string;
  /**
   * Writes a reading, calling `onPartial` as text arrives (at most every few hundred ms is plenty).
   * @throws OracleError — `retryable` tells the worker whether another attempt may succeed.
   */
  generate(request: OracleRequest, options: { onPartial?: (partial: PartialOracleOutput) => void; signal?: AbortSignal }): Promise<OracleOutput>;
}

/** A provider failure; retryable for timeouts, rate limits and 5xx, permanent for bad requests or bad output. */
export class OracleError extends Error {
  override name = 'OracleError';
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
