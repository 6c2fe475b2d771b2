import { queryOptions, useQuery } from '@tanstack/react-query';
import { getIsAdmin, getProfile } from '#client/lib/api-client.ts';

/** The signed-in user's profile; the session loader primes it. */
export const profileQuery = queryOptions({ queryKey: ['profile'], queryFn: getProfile, staleTime: Infinity });

/** Whether the user is an admin (SPEC §6). */
export const isAdminQuery = queryOptions({
  queryKey: ['profile', 'is-admin'],
  queryFn: async () => (await getIsAdmin()).isAdmin,
  staleTime: Infinity,
});

/** The signed-in user's profile. */
export const useProfile = () => useQuery(profileQuery);

/** Whether the user is an admin. */
export const useIsAdmin = () => useQuery(isAdminQuery);
