import type { Profile } from '#common/api/profile.ts';

/** A signed-in user's profile as `GET /v1/profile/get` answers it; `md5String` namespaces the client cache. */
export const testProfile = (md5String = 'c'.repeat(32)): Profile => ({
  md5String,
  name: 'Ada',
  email: 'ada@example.com',
  memberSince: Date.UTC(2026, 0, 5),
  providers: ['credential'],
});
