import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { AUTH_BASE_PATH, getAuthConfig, logout } from '#common/api/auth.ts';
import { accountFieldProblem } from '#server/auth/account-fields.ts';
import { type Auth, CLIENT_IP_HEADER } from '#server/auth/auth.ts';
import { type SignInBackOffOptions, signInWithBackOff } from '#server/auth/sign-in-back-off.ts';
import type { Env } from '#server/config/env.ts';
import { clearKeyCookie } from '#server/encryption/key-cookie.ts';
import { registerRoute } from '#server/http/route.ts';
import { isConfirmationFromAnotherSite, sendConfirmationBounce } from './confirmation-bounce.ts';

/** Copies a Web Response from better-auth onto Fastify's reply, keeping every Set-Cookie. */
async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}

function toWebRequest(request: FastifyRequest, publicUrl: string): Request {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, request.clientKey);
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : null,
  });
}

/**
 * Sign-out wipes what the browser kept for this origin: cached responses and local storage (the
 * client's cache, preferences). Not "cookies": browsers clear those for the whole registrable domain,
 * other apps on sibling subdomains included; ours are expired one by one instead.
 */
const CLEAR_SITE_DATA = '"cache", "storage"';

/** better-auth's email and password sign-in. */
const SIGN_IN_PATH = `${AUTH_BASE_PATH}/sign-in/email`;

/** better-auth under AUTH_BASE_PATH, what the sign-in page needs to know, and the product’s (docs/product.md) logout navigation. */
export function authRoutes(
  app: FastifyInstance,
  { auth, env, backOff }: { auth: Auth; env: Pick<Env, 'publicUrl' | 'mail'>; backOff: Omit<SignInBackOffOptions, 'secure'> },
): void {
  const signInBackOff = { ...backOff, secure: env.publicUrl.startsWith('https://') };
  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    handler: async (request, reply) => {
      if (isConfirmationFromAnotherSite(request)) return sendConfirmationBounce(request, reply);
      const problem = request.method === 'POST' ? accountFieldProblem(request.body) : null;
      if (problem) return reply.code(400).send(problem);
      const answer = () => auth.handler(toWebRequest(request, env.publicUrl));
      // Failed sign-ins slow the account down (docs/decisions/0017-failed-sign-ins-slow-the-account.md). The path is
      // read as better-auth will route it, dot segments such as /api/auth/./sign-in/email resolved.
      const signIn = request.method === 'POST' && new URL(request.url, env.publicUrl).pathname === SIGN_IN_PATH;
      return sendWebResponse(reply, await (signIn ? signInWithBackOff(signInBackOff, request, reply, answer) : answer()));
    },
  });

  registerRoute(app, getAuthConfig, async () => ({ mail: env.mail !== undefined }));

  // A navigation, not an XHR: sign out if signed in, then land on the public landing page either way.
  registerRoute(app, logout, async (request, reply) => {
    const headers = fromNodeHeaders(request.headers);
    const session = await auth.api.getSession({ headers });
    if (session) {
      const result = await auth.api.signOut({ headers, returnHeaders: true });
      const cookies = result.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
    }
    // Signing out locks: the session's unlocked key row went with the session; drop its cookie half too.
    clearKeyCookie(reply);
    return reply.header('cache-control', 'no-store').header('clear-site-data', CLEAR_SITE_DATA).redirect('/demo');
  });
}
