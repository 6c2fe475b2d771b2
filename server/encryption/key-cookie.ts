import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The cookie holding the random key that opens this session's copy of the private key (docs/architecture.md#unlocked-sessions).
 * HttpOnly so page scripts never see it, SameSite=Strict like the session's (docs/decisions/0007-requests-prove-their-origin.md);
 * it lives as long as the session it belongs to.
 */
export const KEY_COOKIE = 'arcana.key';

/**
 * Its name over HTTPS: `__Host-` makes browsers refuse it unless it is Secure, Path=/ and without a
 * Domain, so a site on a sibling domain can neither set nor shadow it. Plain HTTP (localhost) keeps
 * the plain name, which browsers would otherwise drop.
 */
export const SECURE_KEY_COOKIE = `__Host-${KEY_COOKIE}`;

const keyCookieName = (secure: boolean) => (secure ? SECURE_KEY_COOKIE : KEY_COOKIE);

/** Sets the unlocked key's cookie; `secure` when the app is served over HTTPS. */
export function setKeyCookie(reply: FastifyReply, cookieKey: string, options: { secure: boolean; expires: Date }): void {
  reply.setCookie(keyCookieName(options.secure), cookieKey, { httpOnly: true, sameSite: 'strict', path: '/', secure: options.secure, expires: options.expires });
}

/** Drops the unlocked key's cookie, under whichever of the two names the browser sent it. */
export function clearKeyCookie(reply: FastifyReply): void {
  for (const secure of [true, false]) {
    const name = keyCookieName(secure);
    if (reply.request.cookies[name] !== undefined) reply.clearCookie(name, { path: '/', secure });
  }
}

/**
 * The unlocked key's cookie. An install serves one scheme, so a browser holds at most one of the two
 * names; a stray plain one can only hold a wrong key, which opens nothing.
 */
export function readKeyCookie(request: FastifyRequest): string | undefined {
  return request.cookies[SECURE_KEY_COOKIE] ?? request.cookies[KEY_COOKIE];
}
