/**
 * The safety screen's second half (docs/product.md#safety): what a model wrote is checked before anyone reads it.
 * A reading that names a way to die or to self-harm, or that speaks of ending the querent's life, is no reading
 * to show, whatever the question was; neither is one whose model said the question shows someone in danger.
 */
import { guessLanguage } from '#common/safety/language.ts';
import { SAFETY_CONCERNS, type Screening } from '#common/safety/types.ts';
import type { OracleOutput, OracleRequest, PartialOracleOutput } from './oracle.ts';

/**
 * Methods, and words that urge or approve an ending, as a reader would write them to "you". Tarot's own
 * imagery (the Hanged Man hanging by a foot, the Ten of Swords' blades, Death's banner) names no method.
 */
const UNSAFE_WORDS = new RegExp(
  [
    'overdos(?:e|ing|ed)',
    'lethal dose',
    'noose',
    'carbon monoxide',
    'exhaust fumes',
    '(?:slit|cut|cutting|slitting) (?:your|his|her|their|my) (?:own )?wrists?',
    '(?:hang|hanging|kill|killing|shoot|shooting|poison|poisoning|drown|drowning|harm|harming|cut|cutting|hurt|hurting|starve|starving) (?:yourself|myself|himself|herself|themselves)',
    '(?:end|ending|take|taking) (?:your|my|his|her|their) (?:own )?life',
    'jump(?:ing)? (?:off|from) (?:a|the) (?:bridge|building|roof|cliff|balcony|ledge)',
    'in front of (?:a|the) (?:train|bus|truck)',
    '(?:all|enough|a handful) of (?:your|the|those) (?:pills|tablets|meds)',
    'how many (?:pills|tablets)',
    'gun to (?:your|my|his|her) head',
    'suicide (?:method|plan)s?',
    'better off dead',
    '(?:you|they|he|she) (?:should|could|deserve to|ought to) die',
    'time to (?:leave this world|let go of (?:your|this) life|say goodbye to (?:life|this world))',
  ].join('|'),
  'i',
);

/** What a reading, finished or still being written, holds of text. */
interface Written {
  title?: string;
  summary?: string;
  answers?: ReadonlyArray<{ text?: string; visualDescription?: string } | undefined>;
}

/** Everything the model wrote, as one text. */
function textOf(output: Written): string {
  return [output.title, output.summary, ...(output.answers ?? []).flatMap((answer) => [answer?.text, answer?.visualDescription])]
    .filter((part): part is string => typeof part === 'string')
    .join(' \n ');
}

/** True once a reading being written has flagged itself or named what it must not; the page gets no more of it. */
export function partialIsUnsafe(partial: PartialOracleOutput): boolean {
  return SAFETY_CONCERNS.some((concern) => concern === partial.safety) || UNSAFE_WORDS.test(textOf(partial));
}

/** What replaces a finished reading, or null when it may be shown as written. */
export function screenOutput(request: OracleRequest, output: OracleOutput): Screening | null {
  if (output.safety !== undefined) return output.safety;
  return UNSAFE_WORDS.test(textOf(output)) ? { concern: 'self', language: guessLanguage(request.question) } : null;
}
