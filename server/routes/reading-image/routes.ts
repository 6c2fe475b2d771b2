import type { FastifyInstance } from 'fastify';
import { getReadingImage } from '#common/api/reading-image.ts';
import type { Db } from '#server/db/database.ts';
import { readKeyCookie } from '#server/encryption/key-cookie.ts';
import { openSessionPrivateKey } from '#server/encryption/session-private-key.ts';
import { notFound } from '#server/http/errors.ts';
import { registerRoute } from '#server/http/route.ts';
import { readingImageFileName } from '#server/reading-image/file-name.ts';
import { renderReadingImage } from '#server/reading-image/render-reading-image.ts';
import { activeReading, requireUnlocked, toReadingView } from '#server/readings/reading-view.ts';
import { admit, type WindowLimit } from '#server/security/rate-limit.ts';

/** Images one user may have drawn a minute: far more than a person viewing and saving their reading asks for. */
export const IMAGES_PER_USER: WindowLimit = { name: 'reading-images', limit: 30, windowMs: 60_000 };

export interface ReadingImageRouteOptions {
  db: Db;
}

/** The active reading's image (docs/product.md#reading-image). */
export function readingImageRoutes(app: FastifyInstance, { db }: ReadingImageRouteOptions): void {
  registerRoute(app, getReadingImage, async (request, reply) => {
    const row = await activeReading(db, request.user.id);
    if (!row) throw notFound('There is no active reading to picture.');
    const privateKey = requireUnlocked(await openSessionPrivateKey(db, request.user, readKeyCookie(request)));
    await admit(db, [[IMAGES_PER_USER, request.user.id]]);
    const reading = await toReadingView(db, row, privateKey);
    const { download, tz: timeZone } = request.query;
    const png = await renderReadingImage(reading, { timeZone });
    // The picture shows the reading: like every opened reading, no cache may keep it.
    reply.type(getReadingImage.contentType).header('cache-control', 'private, no-store');
    if (download) reply.header('content-disposition', `attachment; filename="${readingImageFileName(reading.createdAt, timeZone)}"`);
    return reply.send(png);
  });
}
