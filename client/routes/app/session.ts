import { redirect } from 'react-router';
import { profileQuery } from '#client/features/profile/api.ts';
import { setCacheNamespace } from '#client/lib/cache.ts';
import { HttpError } from '#client/lib/http.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { publicPaths } from '#client/paths.ts';

/**
 * Ensures a signed-in user (`getProfile`) before an app route loads, or redirects to
 * /login with the requested path as `next`. Concurrent callers share one request.
 */
export async function requireSession(request: Request): Promise<void> {
  try {
    const profile = await queryClient.fetchQuery(profileQuery);
    setCacheNamespace(profile.md5String);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) {
      const url = new URL(request.url);
      throw redirect(publicPaths.login({ next: `${url.pathname}${url.search}` }));
    }
    throw error;
  }
}
