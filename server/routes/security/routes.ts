import type { FastifyInstance } from 'fastify';
import { getFormToken, getHoneypotFields } from '#common/api/encryption.ts';
import type { Db } from '#server/db/database.ts';
import { registerRoute } from '#server/http/route.ts';
import { issueFormToken } from '#server/security/form-tokens.ts';
import { honeypotFields } from '#server/security/honeypots.ts';

/** The hidden field names for one form session (docs/product.md#call-list); needs no session. */
export function honeypotRoutes(app: FastifyInstance, { secret }: { secret: string }): void {
  registerRoute(app, getHoneypotFields, async (request) => honeypotFields(secret, request.body.sessionId));
}

/** A single-use form token and its addition challenge (our addition). */
export function formTokenRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  registerRoute(app, getFormToken, (request) => issueFormToken(db, request.user.id, request.body.sessionId));
}
