/** The longest description a share result and a link preview carry: what chat apps show in full. */
export const SHARE_DESCRIPTION_MAX = 200;

/**
 * A reading's summary as a link's description: whitespace collapsed, and cut at a word near
 * {@link SHARE_DESCRIPTION_MAX} characters with an ellipsis when it is longer.
 */
export function shareDescription(summary: string): string {
  const text = summary.replace(/\s+/g, ' ').trim();
  if (text.length <= SHARE_DESCRIPTION_MAX) return text;
  const cut = text.slice(0, SHARE_DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > SHARE_DESCRIPTION_MAX / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/**
 * The absolute link of a share: `/shared_reading/{readingId}/{uuid}` under `origin`, the app's address for the
 * request that asks (server/http/app-origin.ts).
 */
export function shareUrl(origin: string, readingId: string, uuid: string): string {
  return `${origin}/shared_reading/${encodeURIComponent(readingId)}/${uuid}`;
}
