import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as shares from '#common/api/shares.ts';
import type { Db } from '#server/db/database.ts';
import { readingShare } from '#server/db/schema/shares.ts';
import type { AppOriginOf } from '#server/http/app-origin.ts';
import { notFound } from '#server/http/errors.ts';
import { registerRoute } from '#server/http/route.ts';
import { renderReadingImage } from '#server/reading-image/render-reading-image.ts';
import { admit, type WindowLimit } from '#server/security/rate-limit.ts';
import { unexpired } from '#server/shares/active-shares.ts';
import { openSharedReading } from '#server/shares/open-share.ts';
import { SHARE_PAGE_HEADERS, sharePageRoutes } from './share-page.ts';

/** Shared readings one address may open a minute: a person clicking through links never comes near it. */
export const SHARED_READS_PER_ADDRESS: WindowLimit = { name: 'shared-reads', limit: 60, windowMs: 60_000 };
/** Preview images one address may have drawn a minute: each costs a drawing, and a chat app fetches one per link. */
export const SHARE_IMAGES_PER_ADDRESS: WindowLimit = { name: 'share-images', limit: 20, windowMs: 60_000 };
/** Views one address may count for one share an hour, so a script cannot pump a share's count. */
export const HITS_PER_ADDRESS_AND_SHARE: WindowLimit = { name: 'share-views', limit: 5, windowMs: 60 * 60_000 };

/** The one answer for every dead link, whatever made it dead (docs/architecture.md#shares). */
export const SHARE_NOT_AVAILABLE = 'This shared reading is not available.';

export interface PublicShareRouteOptions {
  db: Db;
  /** The app's address for a request, which a shared page's preview tags link under. */
  appOrigin: AppOriginOf;
  /** The built app's index.html, which shared links answer with their preview; null before a build. */
  indexHtml: () => string | null;
}

/**
 * What link holders reach without an account (docs/product.md#sharing): the shared reading, its view
 * count and its image, and the shared link's page with its preview.
 */
export function publicShareRoutes(app: FastifyInstance, { db, appOrigin, indexHtml }: PublicShareRouteOptions): void {
  registerRoute(app, shares.getSharedReading, async (request, reply) => {
    await admit(db, [[SHARED_READS_PER_ADDRESS, request.clientKey]]);
    reply.headers(SHARE_PAGE_HEADERS);
    const opened = await openSharedReading(db, request.params.readingId, request.params.uuid);
    if (!opened) throw notFound(SHARE_NOT_AVAILABLE);
    const { row, reading } = opened;
    return { id: row.id, vissibleTitle: reading.title, summary: reading.summary, createdAt: row.createdAt.getTime(), expires: row.expiresAt?.getTime() ?? null, reading };
  });

  registerRoute(app, shares.hitShare, async (request) => {
    const live = and(eq(readingShare.id, request.params.id), unexpired(new Date()));
    // Only a real share is counted against the limit: a key per made-up id would be a row per made-up id.
    const [found] = await db.select({ id: readingShare.id }).from(readingShare).where(live);
    if (!found) throw notFound(SHARE_NOT_AVAILABLE);
    await admit(db, [[HITS_PER_ADDRESS_AND_SHARE, `${request.clientKey} ${found.id}`]]);
    const [counted] = await db
      .update(readingShare)
      .set({ hitCount: sql`${readingShare.hitCount} + 1` })
      .where(live)
      .returning({ hitCount: readingShare.hitCount });
    // Deleted or expired while it was being counted.
    if (!counted) throw notFound(SHARE_NOT_AVAILABLE);
    return counted;
  });

  registerRoute(app, shares.getSharedReadingImage, async (request, reply) => {
    await admit(db, [[SHARE_IMAGES_PER_ADDRESS, request.clientKey]]);
    const opened = await openSharedReading(db, request.params.readingId, request.params.uuid);
    if (!opened) throw notFound(SHARE_NOT_AVAILABLE);
    const png = await renderReadingImage(opened.reading);
    // A preview may be kept a while: the image shows no question, summary or answer, and only link holders know its URL.
    return reply.type(shares.getSharedReadingImage.contentType).headers({ 'referrer-policy': 'no-referrer', 'cache-control': 'public, max-age=3600' }).send(png);
  });

  sharePageRoutes(app, { db, appOrigin, indexHtml, reads: SHARED_READS_PER_ADDRESS });
}
