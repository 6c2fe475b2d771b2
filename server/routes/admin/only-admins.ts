import type { FastifyRequest } from 'fastify';
import type { Db } from '#server/db/database.ts';
import { HttpError } from '#server/http/errors.ts';
import { isAdmin } from '#server/policies/is-admin.ts';

/** What the admin check reads: the database (granted admins) and ADMIN_EMAILS. */
export interface AdminCheck {
  db: Db;
  adminEmails: readonly string[];
}

/**
 * The `preValidation` hook of every admin call (docs/product.md#admins), inside the signed-in scope (which has
 * already answered 401 to a stranger): a signed-in user who is not an admin gets 403. It runs before the body and
 * query are validated, so a non-admin learns nothing about what the call accepts. The role is read on every
 * request, so a revoked admin loses it at once.
 */
export function onlyAdmins({ db, adminEmails }: AdminCheck): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    if (!(await isAdmin(db, request.user, adminEmails))) throw new HttpError(403, 'forbidden', 'Only admins can do this.');
  };
}
