import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { HttpError } from '#server/http/errors.ts';
import type { Auth } from './auth.ts';

/** The signed-in user, as routes see it. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** Whether the owner proved the address is theirs (the emailed link, or an OAuth provider's word). */
  emailVerified: boolean;
  /** better-auth's session row id: an unlocked key belongs to one session. */
  sessionId: string;
  /** When the session ends; the unlocked key's cookie ends with it. */
  sessionExpiresAt: Date;
}

/** Reads the signed-in user of a request; null when signed out or expired. */
export type SessionReader = (request: FastifyRequest) => Promise<SessionUser | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Marks routes behind requireSession, so tests can prove every one of them refuses strangers. */
    requiresSession?: boolean;
  }
  interface FastifyRequest {
    /** Set by requireSession on every route registered inside it. */
    user: SessionUser;
  }
}

/** Reads the session cookie through better-auth's API (the slow path: see session-reader.ts); null when signed out or expired. */
export async function readSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) return null;
  const { id, email, name, emailVerified } = session.user;
  return { id, email, name, emailVerified, sessionId: session.session.id, sessionExpiresAt: new Date(session.session.expiresAt) };
}

/**
 * Every route registered in `app` after this needs a session: without one it answers 401 before
 * the handler (or any read of an id from the request) runs.
 */
export function requireSession(app: FastifyInstance, readSession: SessionReader): void {
  app.decorateRequest('user', null as unknown as SessionUser);
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, requiresSession: true };
  });
  app.addHook('onRequest', async (request) => {
    const user = await readSession(request);
    if (!user) throw new HttpError(401, 'unauthorized', 'Sign in to continue.');
    request.user = user;
  });
}
