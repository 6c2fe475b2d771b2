import type { FastifyReply } from 'fastify';
import type { Auth } from '#server/auth/auth.ts';

/**
 * Expires better-auth's session cookies on `reply`, with the names and attributes better-auth set them with. For when
 * the session is already gone (its account was deleted), so better-auth's sign-out has nothing to sign out.
 */
export async function clearSessionCookies(auth: Auth, reply: FastifyReply): Promise<void> {
  const { authCookies } = await auth.$context;
  for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken]) {
    const { path = '/', secure, sameSite, httpOnly, domain } = cookie.attributes;
    reply.clearCookie(cookie.name, { path, secure, httpOnly, domain, sameSite: typeof sameSite === 'string' ? (sameSite.toLowerCase() as 'lax' | 'strict' | 'none') : undefined });
  }
}
