import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FormTokenRequestSchema, FormTokenSchema, HoneypotFieldsSchema, HoneypotRequestSchema } from '#common/api/encryption.ts';
import type { Db } from '#server/db/database.ts';
import { issueFormToken } from '#server/security/form-tokens.ts';
import { honeypotFields } from '#server/security/honeypots.ts';

/** `POST /api/security/honeypot-fields` (SPEC §7): the hidden field names for one form session. */
export function honeypotRoutes(app: FastifyInstance, { secret }: { secret: string }): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/api/security/honeypot-fields', { schema: { body: HoneypotRequestSchema, response: { 200: HoneypotFieldsSchema } } }, async (request) =>
      honeypotFields(secret, request.body.sessionId),
    );
}

/** `POST /api/security/form-token` (our addition): a single-use token and its addition challenge. */
export function formTokenRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/api/security/form-token', { schema: { body: FormTokenRequestSchema, response: { 200: FormTokenSchema } } }, (request) =>
      issueFormToken(db, request.user.id, request.body.sessionId),
    );
}
