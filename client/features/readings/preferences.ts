import * as z from 'zod/mini';
import { MAX_READING_CARDS } from '#common/limits.ts';

/**
 * The reading preferences kept in the browser (docs/product.md#local-reading-preferences), so the reading form opens the way the
 * user left it. Each field falls back to its default on its own: one bad value never resets the rest.
 */
const PreferencesSchema = z.object({
  cards: z.catch(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_READING_CARDS)), 1),
  crossing: z.catch(z.boolean(), false),
  /** -1 means "the free deck". */
  deckId: z.catch(z.number().check(z.int()), -1),
  spreadId: z.catch(z.string().check(z.minLength(1)), 'GENERAL'),
  allowReversed: z.catch(z.boolean(), true),
  favorites: z.catch(z.boolean(), false),
  notify: z.catch(z.boolean(), false),
  visualDescriptions: z.catch(z.boolean(), false),
});

/** The local reading preferences (docs/product.md#local-reading-preferences). */
export type ReadingPreferences = z.infer<typeof PreferencesSchema>;

/** The product’s defaults (docs/product.md#local-reading-preferences); one card, no crossing card. */
export const DEFAULT_PREFERENCES: Readonly<ReadingPreferences> = PreferencesSchema.parse({});

/** The localStorage key holding the preferences as one JSON object. */
export const PREFERENCES_KEY = 'readingPreferences';

/** The stored preferences, each missing or malformed field replaced by its default. */
export function readPreferences(): ReadingPreferences {
  try {
    const raw = localStorage.getItem(PREFERENCES_KEY);
    const stored: unknown = raw === null ? {} : JSON.parse(raw);
    return PreferencesSchema.parse(typeof stored === 'object' && stored !== null ? stored : {});
  } catch {
    // Unreadable JSON, or storage blocked (private mode): start from the defaults.
    return { ...DEFAULT_PREFERENCES };
  }
}

/** Stores `changes` over the current preferences and returns the result. */
export function writePreferences(changes: Partial<ReadingPreferences>): ReadingPreferences {
  const next = PreferencesSchema.parse({ ...readPreferences(), ...changes });
  try {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify(next));
  } catch {
    // Full or blocked storage: the choice still applies to this visit.
  }
  return next;
}
