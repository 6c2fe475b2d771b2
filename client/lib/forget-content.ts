import { clearCache, clearContentCache, setCacheKey, setCacheNamespace } from './cache.ts';
import { queryClient } from './query-client.ts';

/** The root of the query keys whose data holds decrypted reading content (the readings slice's queries). */
const CONTENT_QUERY_ROOT = 'readings';

/**
 * Forgets every decrypted reading this tab holds: the in-memory response cache and the queries
 * that hold readings. Called when the key is locked and after Start Over, so nothing opened while
 * the key was unlocked outlives it.
 */
export function forgetDecryptedContent(): void {
  void clearContentCache();
  queryClient.removeQueries({ queryKey: [CONTENT_QUERY_ROOT] });
}

/**
 * Forgets everything cached for the user before signing out: every response cache entry and every
 * query, and turns the cache off so an answer still in flight is not stored. A page restored from
 * the back-forward cache then holds nothing decrypted.
 */
export function forgetEverything(): void {
  setCacheNamespace(null);
  setCacheKey(null);
  void clearCache();
  queryClient.clear();
}
