/**
 * The header the app's own fetch layer sends with every API call. A page on another site cannot send
 * a custom header to us without a CORS preflight we never grant, and a top-level navigation or form
 * post carries none, so its presence proves a request comes from Arcana itself
 * (docs/decisions/0007-requests-prove-their-origin.md).
 */
export const APP_REQUEST_HEADER = 'x-arcana-app';

/** The header's value; any value would do, one fixed value keeps logs and tests readable. */
export const APP_REQUEST_VALUE = '1';
