import { renderAsync } from '@resvg/resvg-js';
import type { Reading } from '#common/api/readings.ts';
import { ServiceBusyError } from '#server/http/errors.ts';
import { WorkLimiter } from '#server/security/work-limiter.ts';
import { FONT_OPTIONS } from './fonts.ts';
import { readingImageSvg, type ReadingImageOptions } from './reading-image-svg.tsx';

/**
 * Images drawn at once in this process. resvg draws on libuv's pool (4 threads by default), so two leave
 * the others to Argon2id, scrypt and file I/O (docs/decisions/0010).
 */
export const IMAGE_CONCURRENCY = 2;
/** Images that may wait; one drawing takes a few tens of milliseconds, so a full line clears in well under a second. */
export const IMAGE_QUEUE_LIMIT = 16;
const IMAGE_RETRY_AFTER_SECONDS = 2;
const IMAGE_BUSY_MESSAGE = 'Arcana is drawing many images right now. Try again in a moment.';

const imageLimiter = new WorkLimiter({
  concurrency: IMAGE_CONCURRENCY,
  queueLimit: IMAGE_QUEUE_LIMIT,
  busy: () => new ServiceBusyError(IMAGE_BUSY_MESSAGE, IMAGE_RETRY_AFTER_SECONDS),
});

/**
 * The reading's image as PNG (docs/product.md#reading-image), drawn off the event loop behind a process-wide limit that
 * every caller (the image page now, share previews later) passes.
 * @throws ServiceBusyError (503) when too many images are waiting to be drawn.
 */
export function renderReadingImage(reading: Reading, options: ReadingImageOptions = {}): Promise<Buffer> {
  return imageLimiter.run(async () => (await renderAsync(readingImageSvg(reading, options), { font: FONT_OPTIONS, logLevel: 'off' })).asPng());
}
