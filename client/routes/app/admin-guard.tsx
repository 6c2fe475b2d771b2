import { Outlet, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { isAdminQuery } from '#client/features/profile/api.ts';
import { queryClient } from '#client/lib/query-client.ts';
import type { PageHandle } from '../page-copy.ts';
import { requireUnlocked } from './encryption-gate.ts';
import { NotAllowed } from './not-allowed.tsx';

/** The guard's answer for a non-admin: it shows this page in place of the admin page, at the same address. */
const NOT_ALLOWED = { page: 'notAllowed' } as const satisfies PageHandle;

/**
 * The admin pages' guard (docs/product.md#admin-pages; the server enforces the rule on every call too): admins get
 * the page, anyone else the not-allowed page. Its loader data names that page, so the header's title says so too.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<typeof NOT_ALLOWED | null> {
  // The layout's gate runs beside this loader, not before it: wait for it, or a locked user's call fails.
  await requireUnlocked(request);
  return (await queryClient.fetchQuery(isAdminQuery)) ? null : NOT_ALLOWED;
}

export function Component() {
  return useLoaderData<typeof loader>() === null ? <Outlet /> : <NotAllowed />;
}
