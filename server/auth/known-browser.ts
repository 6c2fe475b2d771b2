import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The cookie a browser gets when it signs in to an account: it lets that browser past the account's sign-in back-off
 * (docs/decisions/0017-failed-sign-ins-slow-the-account.md), so someone sending wrong passwords for the account at
 * the end of every back-off cannot keep its owner out. HttpOnly and SameSite=Strict, like the session's.
 */
export const KNOWN_BROWSER_COOKIE = 'arcana.known';
/** Its name over HTTPS, for the same reasons as the session key's (server/encryption/key-cookie.ts). */
export const SECURE_KNOWN_BROWSER_COOKIE = `__Host-${KNOWN_BROWSER_COOKIE}`;

/** A year: it stands for "this browser has signed in to this account", which sign-out does not undo. */
const LIFETIME_S = 365 * 24 * 60 * 60;

/** The cookie's value for one account: a MAC of the address, so it needs no storage and fits no other account. */
function proof(secret: string, email: string): Buffer {
  return createHmac('sha256', secret).update(`known-browser\0${email.trim().toLowerCase()}`).digest();
}

/** Whether this browser has signed in to the account of `email` before. */
export function isKnownBrowser(request: FastifyRequest, secret: string, email: string): boolean {
  const sent = request.cookies[SECURE_KNOWN_BROWSER_COOKIE] ?? request.cookies[KNOWN_BROWSER_COOKIE];
  if (sent === undefined) return false;
  const expected = proof(secret, email);
  const given = Buffer.from(sent, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Marks this browser as one that signed in to the account of `email`; `secure` when the app is served over HTTPS. */
export function setKnownBrowser(reply: FastifyReply, secret: string, email: string, secure: boolean): void {
  reply.setCookie(secure ? SECURE_KNOWN_BROWSER_COOKIE : KNOWN_BROWSER_COOKIE, proof(secret, email).toString('base64url'), {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure,
    maxAge: LIFETIME_S,
  });
}
