import { redirect } from 'react-router';
import { encryptionStatusQuery } from '#client/features/encryption/api.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { publicPaths } from '#client/paths.ts';
import { requireSession } from './session.ts';

/**
 * The gate of every /app/main page (docs/product.md#signed-in-and-unlocked): a signed-in user (else /login), with an encryption
 * key (else Create Password), unlocked in this session (else the unlock page, which returns here).
 * Runs in loaders, so nothing of the app but its static frame (app-frame.tsx) shows before it passes;
 * concurrent callers share one request.
 */
export async function requireUnlocked(request: Request): Promise<void> {
  // Asked beside the profile, not after it: one round trip fewer before any /app/main page paints.
  // A signed-out user's status call fails too, but the session check below redirects to /login first.
  const pendingStatus = queryClient.fetchQuery(encryptionStatusQuery);
  pendingStatus.catch(() => undefined);
  await requireSession(request);
  const status = await pendingStatus;
  if (!status.hasKey) throw redirect(publicPaths.createPassword);
  if (!status.unlocked) {
    const url = new URL(request.url);
    throw redirect(publicPaths.unlockThenGo(`${url.pathname}${url.search}`));
  }
}
