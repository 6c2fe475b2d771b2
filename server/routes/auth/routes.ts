import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { type Auth, CLIENT_IP_HEADER } from '#server/auth/auth.ts';
import { clearKeyCookie } from '#server/encryption/key-cookie.ts';

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
  headers.set(CLIENT_IP_HEADER, request.ip);
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : null,
  });
}

/** better-auth under /api/auth/*, and SPEC's logout navigation. */
export function authRoutes(app: FastifyInstance, { auth, publicUrl }: { auth: Auth; publicUrl: string }): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    handler: async (request, reply) => sendWebResponse(reply, await auth.handler(toWebRequest(request, publicUrl))),
  });

  // A navigation, not an XHR: sign out if signed in, then land on the public landing page either way.
  app.get('/v1/authentication/logout', async (request, reply) => {
    const headers = fromNodeHeaders(request.headers);
    const session = await auth.api.getSession({ headers });
    if (session) {
      const result = await auth.api.signOut({ headers, returnHeaders: true });
      const cookies = result.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
    }
    // Signing out locks: the session's unlocked key row went with the session; drop its cookie half too.
    clearKeyCookie(reply);
    return reply.header('cache-control', 'no-store').redirect('/demo');
  });
}
