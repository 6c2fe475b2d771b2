import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_BASE_PATH } from '#common/api/auth-paths.ts';
import { matchedPath } from '#server/http/matched-path.ts';

/** better-auth's confirmation link, which the confirmation email points at. */
const VERIFY_EMAIL_PATH = `${AUTH_BASE_PATH}/verify-email`;

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * A confirmation link opened from another site's page (a webmail tab): the session cookies are SameSite=Strict and
 * did not come along, so the server could not tell whether another account is signed in in this browser.
 */
export function isConfirmationFromAnotherSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  return request.method === 'GET' && (site === 'cross-site' || site === 'same-site') && matchedPath(request) === VERIFY_EMAIL_PATH;
}

/**
 * Answers such a link with a page of ours that opens the same link again at once: that second request is started by
 * our own page, so it carries this browser's cookies, and the link confirms without switching accounts when another
 * is signed in (docs/decisions/0018-a-confirmation-link-never-switches-accounts.md). No script: a meta refresh, and a
 * link for a browser that does not follow one.
 */
export function sendConfirmationBounce(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const target = escapeAttribute(request.url);
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><meta http-equiv="refresh" content="0;url=${target}">
<title>Confirming your email · Arcana</title><link rel="stylesheet" href="/nothing-changed.css"></head>
<body><main><h1>Confirming your email</h1>
<p>One moment while Arcana confirms your address.</p>
<p><a href="${target}">Continue</a></p></main></body></html>`;
  return reply.code(200).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
}
