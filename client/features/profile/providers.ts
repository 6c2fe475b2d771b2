import type { SignInProvider } from '#common/api/profile.ts';

/** What the profile calls each way to sign in (docs/product.md#sign-in). */
export const PROVIDER_LABELS: Readonly<Record<SignInProvider, string>> = {
  credential: 'Email and password',
  google: 'Google',
  github: 'GitHub',
};
