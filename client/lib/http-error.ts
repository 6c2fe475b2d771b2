import type { ApiError } from '#common/api/errors.ts';

/*
 * Apart from http.ts so that telling a failed page apart (route-failure.ts, on every first load) does
 * not load the schema library that http.ts parses answers with.
 */

/** A non-OK response. The message is the product’s (docs/product.md#messages-and-errors), word for word. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  /**
   * @param status the response status; @param details the API's JSON error body, when it sent one;
   * @param retryAfterSeconds how long the server asked the client to wait (a 429's Retry-After), when it said.
   */
  constructor(
    readonly status: number,
    readonly details: ApiError | null = null,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`HTTP error! status: ${status}`);
  }
}

/**
 * A call that got no answer at all: the device is offline or the server cannot be reached. It is no fault of the page,
 * so it never raises the Error dialog (docs/product.md#installing-offline-and-updates); a TypeError, as the browser's own
 * fetch failure is, with the browser's words kept, so every reader of a failed fetch reads it the same way.
 */
export class NetworkError extends TypeError {
  override readonly name = 'NetworkError';

  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'Failed to fetch', { cause });
  }
}
