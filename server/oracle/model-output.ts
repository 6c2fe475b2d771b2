/**
 * The output schema a language model is asked to fill, and its conversion to the oracle's output.
 *
 * It differs from OracleOutputSchema on purpose: OpenAI's strict structured outputs (which the
 * openai-compatible provider requests by default) reject optional properties and length keywords, so
 * here every property is required, `visualDescription` is nullable, and lengths are asked for in the
 * prompt and enforced afterwards with OracleOutputSchema.
 */
import { z } from 'zod';
import { guessLanguage } from '#common/safety/language.ts';
import { OracleError, OracleOutputSchema, type OracleOutput, type OracleRequest, type PartialOracleOutput } from './oracle.ts';

/** Highest card index a reading can have: ten cards of a spread plus a crossing card. */
const MAX_CARD_INDEX = 20;

export const ModelOutputSchema = z.object({
  // First, so that the model decides before it writes, and a flagged reading streams nothing to the page.
  // Required in the schema the model sees (strict structured outputs allow no optional field), yet a model that leaves it
  // out has flagged nothing: the screened oracle still reads what it wrote.
  safety: z.preprocess(
    (value) => value ?? 'none',
    z
      .enum(['none', 'self', 'other', 'abuse'])
      .describe('none, unless the question or an earlier answer shows that the querent (self) or someone else (other) may be in danger, or abuse at home (abuse)'),
  ),
  title: z.string().describe('An evocative title for the whole reading'),
  summary: z.string().describe('Three to five sentences weaving the cards together'),
  answers: z
    .array(
      z.object({
        index: z.number().int().min(0).max(MAX_CARD_INDEX).describe('The card index this answer is for'),
        text: z.string().describe('Two to four sentences of prose about this card in its position'),
        visualDescription: z.string().nullable().describe('The card’s imagery as a scene, or null when not requested'),
      }),
    )
    .describe('Exactly one answer per card index given'),
});
export type ModelOutput = z.infer<typeof ModelOutputSchema>;

/** What the AI SDK's partial output stream yields for ModelOutputSchema: any field may be missing so far. */
export interface PartialModelOutput {
  safety?: string;
  title?: string;
  summary?: string;
  answers?: Array<{ index?: number; text?: string; visualDescription?: string | null } | undefined>;
}

/** A partial model output as the live page expects it: nulls dropped, descriptions only when asked for. */
export function toPartialOutput(partial: PartialModelOutput, includeVisualDescriptions: boolean): PartialOracleOutput {
  const result: PartialOracleOutput = {};
  if (partial.safety !== undefined) result.safety = partial.safety;
  if (partial.title !== undefined) result.title = partial.title;
  if (partial.summary !== undefined) result.summary = partial.summary;
  if (partial.answers !== undefined) {
    result.answers = partial.answers.map((answer) => {
      if (answer === undefined) return undefined;
      const { index, text, visualDescription } = answer;
      return {
        ...(index !== undefined && { index }),
        ...(text !== undefined && { text }),
        ...(includeVisualDescriptions && typeof visualDescription === 'string' && { visualDescription }),
      };
    });
  }
  return result;
}

/**
 * The model's finished output as an oracle output, answers in index order.
 *
 * @throws OracleError, retryable, when an answer is missing, repeated or for a card not drawn, or when a
 *   field breaks OracleOutputSchema's limits. Both are a model's slip rather than a broken provider, and
 *   another attempt usually gets them right; the worker bounds the attempts.
 */
export function toOracleOutput(output: ModelOutput, request: OracleRequest): OracleOutput {
  // A model that found a danger has answered already: the screen puts the safe answer in its place (screened-oracle.ts).
  if (output.safety !== 'none') {
    const safety = { concern: output.safety, language: guessLanguage(request.question) };
    return { title: '-', summary: '-', answers: request.cards.map((drawn) => ({ index: drawn.index, text: '-' })), safety };
  }
  const wanted = request.cards.map((drawn) => drawn.index).toSorted((a, b) => a - b);
  const given = output.answers.map((answer) => answer.index).toSorted((a, b) => a - b);
  if (given.length !== wanted.length || given.some((index, at) => index !== wanted[at])) {
    throw new OracleError(`The model answered for cards [${given.join(', ')}] instead of [${wanted.join(', ')}]`, true);
  }
  const candidate = {
    title: output.title.trim(),
    summary: output.summary.trim(),
    answers: output.answers
      .toSorted((a, b) => a.index - b.index)
      .map(({ index, text, visualDescription }) => {
        const description = request.includeVisualDescriptions ? visualDescription?.trim() : undefined;
        return description ? { index, text: text.trim(), visualDescription: description } : { index, text: text.trim() };
      }),
  };
  const parsed = OracleOutputSchema.safeParse(candidate);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))].join(', ');
    throw new OracleError(`The model's reading broke the output limits (${fields})`, true);
  }
  return parsed.data;
}
