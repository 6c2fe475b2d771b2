import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The cookie holding the random key that opens this session's copy of the private key (DESIGN §3).
 * HttpOnly so page scripts never see it; it lives as long as the session it belongs to.
 */
export const KEY_COOKIE = 'arcana.key';

export function setKeyCookie(reply: FastifyReply, cookieKey: string, options: { secure: boolean; expires: Date }): void {
  reply.setCookie(KEY_COOKIE, cookieKey, { httpOnly: true, sameSite: 'lax', path: '/', secure: options.secure, expires: options.expires });
}

export function clearKeyCookie(reply: FastifyReply): void {
  reply.clearCookie(KEY_COOKIE, { path: '/' });
}

export function readKeyCookie(request: FastifyRequest): string | undefined {
  return request.cookies[KEY_COOKIE];
}
