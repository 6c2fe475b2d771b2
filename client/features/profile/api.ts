import { queryOptions, useQuery } from '@tanstack/react-query';
import * as profile from '#common/api/profile.ts';
import { call, orFallback } from '#client/lib/http.ts';

/** The signed-in user's profile. Throws HttpError (401 when signed out): the session check relies on it. */
export const getProfile = (): Promise<profile.Profile> => call(profile.getProfile);

/** Whether the user is an admin; not one when it fails. */
export const getIsAdmin = (): Promise<profile.IsAdmin> => orFallback(call(profile.getIsAdmin), { isAdmin: false });

/** The signed-in user's profile; the session loader primes it. */
export const profileQuery = queryOptions({ queryKey: ['profile'], queryFn: getProfile, staleTime: Infinity });

/** Whether the user is an admin (docs/product.md#admins). */
export const isAdminQuery = queryOptions({
  queryKey: ['profile', 'is-admin'],
  queryFn: async () => (await getIsAdmin()).isAdmin,
  staleTime: Infinity,
});

/** The signed-in user's profile. */
export const useProfile = () => useQuery(profileQuery);

/** Whether the user is an admin. */
export const useIsAdmin = () => useQuery(isAdminQuery);
