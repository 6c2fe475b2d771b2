import { redirect, type LoaderFunctionArgs } from 'react-router';
import { hasActiveReadingQuery } from '#client/features/readings/api.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { appPaths } from '#client/paths.ts';
import { requireUnlocked } from './encryption-gate.ts';

/** /app/main itself and unknown paths under it: the active reading's result if there is one, else Start Reading. */
export async function loader({ request }: LoaderFunctionArgs) {
  // The layout's gate runs beside this loader, not before it: wait for it, or a locked user's call fails.
  await requireUnlocked(request);
  const hasActive = await queryClient.fetchQuery({ ...hasActiveReadingQuery, staleTime: 0 });
  return redirect(hasActive ? appPaths.activeResult : appPaths.reading);
}
