import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isAdminQuery } from '#client/features/profile/api.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { appPaths } from '#client/paths.ts';
import { requireUnlocked } from './encryption-gate.ts';

/** The admin pages' guard: non-admins go back to /app/main (docs/product.md#admins; the server enforces it too). */
export async function loader({ request }: LoaderFunctionArgs) {
  // The layout's gate runs beside this loader, not before it: wait for it, or a locked user's call fails.
  await requireUnlocked(request);
  if (!(await queryClient.fetchQuery(isAdminQuery))) throw redirect(appPaths.root);
  return null;
}
