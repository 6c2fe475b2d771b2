import type { LightMyRequestResponse } from 'fastify';
import { clientAddress, TEST_PASSWORD, type TestServer } from './test-server.ts';

/** better-auth's own calls as the sign-in page makes them, and the links the server logs in place of mail. */

export const signUpRequest = (target: TestServer, email: string, headers: Record<string, string> = {}) =>
  target.request({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { 'x-forwarded-for': clientAddress(), ...headers },
    payload: { email, name: 'Seeker', password: TEST_PASSWORD, callbackURL: '/app/main' },
  });

export const signInRequest = (target: TestServer, email: string, password: string) =>
  target.request({ method: 'POST', url: '/api/auth/sign-in/email', headers: { 'x-forwarded-for': clientAddress() }, payload: { email, password } });

/** The confirmation links the server logged for `email` (no mail server in tests), oldest first. */
export function loggedLinks(target: TestServer, email: string): URL[] {
  return target.logs
    .map((line) => JSON.parse(line) as { to?: string; verificationUrl?: string })
    .filter((entry) => entry.to === email && entry.verificationUrl !== undefined)
    .map((entry) => new URL(entry.verificationUrl!));
}

/** The password reset links the server logged for `email` (no mail server in tests), oldest first. */
export function loggedResetLinks(target: TestServer, email: string): URL[] {
  return target.logs
    .map((line) => JSON.parse(line) as { to?: string; resetUrl?: string })
    .filter((entry) => entry.to === email && entry.resetUrl !== undefined)
    .map((entry) => new URL(entry.resetUrl!));
}

export const requestReset = (target: TestServer, email: string) =>
  target.request({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: { 'x-forwarded-for': clientAddress() },
    payload: { email },
  });

/** Opens a confirmation link the way a browser does: a navigation to the host the link names. */
export const openLink = (target: TestServer, link: URL) => target.request({ method: 'GET', url: `${link.pathname}${link.search}`, headers: { host: link.host } });

export const cookieHeader = (response: LightMyRequestResponse) => response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

/** Every Set-Cookie header of a response. */
export function setCookies(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}
