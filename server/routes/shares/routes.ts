import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as shares from '#common/api/shares.ts';
import type { Db } from '#server/db/database.ts';
import { readingShare } from '#server/db/schema/shares.ts';
import { readKeyCookie } from '#server/encryption/key-cookie.ts';
import { openSessionPrivateKey } from '#server/encryption/session-private-key.ts';
import type { AppOriginOf } from '#server/http/app-origin.ts';
import { notFound } from '#server/http/errors.ts';
import { registerRoute } from '#server/http/route.ts';
import { requireUnlocked } from '#server/readings/reading-view.ts';
import { unexpired } from '#server/shares/active-shares.ts';
import { createShare } from '#server/shares/create-share.ts';
import { openShareInfo } from '#server/shares/share-info.ts';

export interface ShareRouteOptions {
  db: Db;
  /** Where share links point: the app's address for the request that creates one. */
  appOrigin: AppOriginOf;
}

const NO_SUCH_SHARE = 'No such shared reading';

/** The owner's share calls of docs/product.md#sharing: create, list, show and delete their own shares. */
export function shareRoutes(app: FastifyInstance, { db, appOrigin }: ShareRouteOptions): void {
  registerRoute(app, shares.createShare, async (request) => {
    const privateKey = requireUnlocked(await openSessionPrivateKey(db, request.user, readKeyCookie(request)));
    const lifetime = request.query.expires ?? shares.DEFAULT_SHARE_LIFETIME;
    return createShare(db, { userId: request.user.id, readingId: request.params.readingId, lifetime, privateKey, origin: appOrigin(request) });
  });

  registerRoute(app, shares.getSharedReadingIds, async (request) => {
    const rows = await db
      .select({ id: readingShare.id, hitCount: readingShare.hitCount })
      .from(readingShare)
      .where(and(eq(readingShare.userId, request.user.id), unexpired(new Date())))
      .orderBy(desc(readingShare.createdAt), desc(readingShare.id));
    return rows.map((row): [string, number] => [row.id, row.hitCount]);
  });

  registerRoute(app, shares.getSharedReadingInfo, async (request) => {
    const [row] = await db
      .select()
      .from(readingShare)
      .where(and(eq(readingShare.id, request.params.id), eq(readingShare.userId, request.user.id)));
    // Another user's share answers like a missing one, so ids reveal nothing.
    if (!row) throw notFound(NO_SUCH_SHARE);
    const info = openShareInfo(requireUnlocked(await openSessionPrivateKey(db, request.user, readKeyCookie(request))), row.id, row.sealedInfo);
    return {
      id: row.id,
      readingId: row.readingId,
      ...info,
      expires: row.expiresAt?.getTime() ?? null,
      createdAt: row.createdAt.getTime(),
      hitCount: row.hitCount,
    };
  });

  registerRoute(app, shares.deleteShare, async (request) => {
    const deleted = await db
      .delete(readingShare)
      .where(and(eq(readingShare.id, request.params.id), eq(readingShare.userId, request.user.id)))
      .returning({ id: readingShare.id });
    if (deleted.length === 0) throw notFound(NO_SUCH_SHARE);
    return { success: true };
  });
}
