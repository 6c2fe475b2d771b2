import * as z from 'zod/mini';
import { defineFile } from './endpoint.ts';

/** The longest IANA time zone name is about 30 characters; anything far longer is not one. */
const TIME_ZONE_MAX_LENGTH = 64;

/** Whether `name` is a time zone this runtime knows, e.g. `Europe/Paris` or `UTC`. */
export function isTimeZone(name: string): boolean {
  try {
    // Intl refuses a zone it does not know with a RangeError.
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone !== '';
  } catch {
    return false;
  }
}

export const ReadingImageQuery = z.object({
  /** `1` answers the image as an attachment, so the browser saves it instead of showing it. */
  download: z.optional(z.literal('1')),
  /** The reading's version the page shows: a new version (a clarifier added) is a new URL, so no stale copy is shown. */
  v: z.optional(z.coerce.number().check(z.int(), z.nonnegative())),
  /** The time zone the reading's date is written in; UTC when left out. */
  tz: z.optional(z.string().check(z.maxLength(TIME_ZONE_MAX_LENGTH), z.refine(isTimeZone, 'tz must be an IANA time zone name such as Europe/Paris'))),
});
export type ReadingImageQuery = z.infer<typeof ReadingImageQuery>;

/**
 * A PNG picture of the active reading's spread (docs/product.md#reading-image): its title, date and cards, laid out as on the
 * result page. It holds reading content, so it needs an unlocked session and is never cached.
 */
export const getReadingImage = defineFile({ path: '/v1/reading/image/active', query: ReadingImageQuery, contentType: 'image/png' });
