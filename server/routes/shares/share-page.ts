import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpointUrl } from '#common/api/endpoint.ts';
import { getSharedReadingImage } from '#common/api/shares.ts';
import type { Db } from '#server/db/database.ts';
import type { AppOriginOf } from '#server/http/app-origin.ts';
import { NOT_BUILT_MESSAGE } from '#server/http/spa.ts';
import { consumeLimits, type WindowLimit } from '#server/security/rate-limit.ts';
import { genericPreview, type LinkPreview, withLinkPreview } from '#server/shares/link-preview.ts';
import { openSharedReading } from '#server/shares/open-share.ts';
import { shareDescription, shareUrl } from '#server/shares/share-text.ts';

/** The public page of a share and its in-app twin; both answer the app with the share's link preview. */
export const SHARE_PAGE_PATHS = ['/shared_reading/:readingId/:uuid', '/app/main/shared_reading/:readingId/:uuid'];

export interface SharePageOptions {
  db: Db;
  /** The app's address for a request: og:url and og:image lead back to where the link was opened. */
  appOrigin: AppOriginOf;
  /** The built app's index.html (server/http/index-html-cache.ts); null before `npm run build`. */
  indexHtml: () => string | null;
  /** Counts these pages with the shared reading calls: each opens a share. */
  reads: WindowLimit;
}

/**
 * Headers of every answer carrying a shared reading: the link holds its key, so no page it leads to may
 * learn the link from a Referer, and no cache may keep the reading.
 */
export const SHARE_PAGE_HEADERS = { 'referrer-policy': 'no-referrer', 'cache-control': 'no-store' } as const;

type SharePageRequest = FastifyRequest<{ Params: { readingId: string; uuid: string } }>;

/**
 * Answers a shared link with the app and Open Graph / Twitter tags for it (docs/product.md#sharing), so
 * chat apps that never run JavaScript show the reading's title, summary and image. A dead link, or a
 * flood from one address, gets the same generic tags. Never cached: the tags die with the share.
 */
export function sharePageRoutes(app: FastifyInstance, { db, appOrigin, indexHtml, reads }: SharePageOptions): void {
  const previewOf = async (request: SharePageRequest): Promise<LinkPreview> => {
    const { readingId, uuid } = request.params;
    const origin = appOrigin(request);
    if ((await consumeLimits(db, [[reads, request.clientKey]])) > 0) return genericPreview(origin);
    const opened = await openSharedReading(db, readingId, uuid);
    if (!opened) return genericPreview(origin);
    return {
      title: opened.reading.title,
      description: shareDescription(opened.reading.summary),
      url: shareUrl(origin, readingId, uuid),
      image: `${origin}${endpointUrl(getSharedReadingImage, { readingId, uuid })}`,
    };
  };

  for (const url of SHARE_PAGE_PATHS) {
    app.get(url, async (request: SharePageRequest, reply) => {
      reply.headers(SHARE_PAGE_HEADERS);
      const page = indexHtml();
      if (!page) return reply.code(503).type('text/plain').send(NOT_BUILT_MESSAGE);
      return reply.type('text/html; charset=utf-8').send(withLinkPreview(page, await previewOf(request)));
    });
  }
}
