import { useMutation } from '@tanstack/react-query';
import * as tryReadings from '#common/api/try-reading.ts';
import { call } from '#client/lib/http.ts';

/**
 * Asks for a try reading (docs/product.md#try-a-reading): the reading, or the safe answer when the server's crisis
 * screen stopped the question (docs/product.md#safety). Quiet when the server explains a refusal (the
 * 429 past the limit, a 400): the page says what happened itself, instead of the Error dialog.
 * @throws HttpError — its `retryAfterSeconds` says how long a 429 asks to wait.
 */
export const drawTryReading = (body: tryReadings.TryReadingRequest): Promise<tryReadings.TryReadingResult> =>
  call(tryReadings.tryReading, { body }, { quietExplained: true });

/** Draws a try reading; nothing is cached, as nothing is stored. */
export const useTryReading = () => useMutation({ mutationFn: drawTryReading });
