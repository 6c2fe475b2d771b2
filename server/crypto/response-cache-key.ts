import { hkdfSync } from 'node:crypto';

const CACHE_KEY_INFO = 'arcana/response-cache/v1';

/**
 * The key the browser seals its response cache with (docs/decisions/0014), derived from the unlocked
 * session's cookie key: the same for as long as this unlock lasts, gone once the session locks or
 * ends, and a one-way derivation, so handing it to page scripts reveals nothing about the HttpOnly
 * cookie. The session id salts it so two sessions never share a key.
 */
export function responseCacheKey(cookieKey: string, sessionId: string): string {
  return Buffer.from(hkdfSync('sha256', Buffer.from(cookieKey, 'base64url'), sessionId, CACHE_KEY_INFO, 32)).toString('base64url');
}
