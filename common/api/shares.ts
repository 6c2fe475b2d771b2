import * as z from 'zod/mini';
import { defineEndpoint, defineFile } from './endpoint.ts';
import { ReadingIdParams, ReadingSchema, SuccessSchema } from './readings.ts';
import { dbText } from './text.ts';

/*
 * Sharing a reading (docs/product.md#sharing). A share link is /shared_reading/{readingId}/{uuid}: the uuid
 * segment carries the key of the shared copy (docs/architecture.md#shares), so only link holders can read it.
 */

/** How long a new share lives, as its owner chooses: days, or `never` to keep it until deleted. */
export const SHARE_LIFETIMES = ['1', '7', '30', 'never'] as const;
export const ShareLifetime = z.enum(SHARE_LIFETIMES);
export type ShareLifetime = z.infer<typeof ShareLifetime>;
export const DEFAULT_SHARE_LIFETIME: ShareLifetime = '30';

/** The link's key segment: base64url of 32 random bytes (256 bits; the product calls it `uuid`). */
export const SHARE_KEY_LENGTH = 43;
const ShareKey = dbText('The share link').check(z.minLength(1), z.maxLength(128));
const ShareId = dbText('The share id').check(z.minLength(1), z.maxLength(64));

export const CreateShareQuery = z.object({ expires: z.optional(ShareLifetime) });

/** The share result (docs/product.md#shared-reading-info-and-share-result): what a new share's link says. */
export const ShareResultSchema = z.object({
  url: z.string(),
  title: z.string(),
  description: z.string(),
  /** The share's id, for Shared Readings. */
  id: z.string(),
  /** When the link stops working, epoch ms; null for never. */
  expires: z.nullable(z.number()),
});
export type ShareResult = z.infer<typeof ShareResultSchema>;

/** Shared reading info (docs/product.md#shared-reading-info-and-share-result), for the owner's Shared Readings page. */
export const SharedReadingInfoSchema = z.object({
  id: z.string(),
  readingId: z.string(),
  vissibleTitle: z.string(),
  summary: z.string(),
  /** Epoch ms; null for never. */
  expires: z.nullable(z.number()),
  createdAt: z.number(),
  uuid: z.string(),
  hitCount: z.number().check(z.int(), z.nonnegative()),
});
export type SharedReadingInfo = z.infer<typeof SharedReadingInfoSchema>;

/** A shared reading as a link holder sees it: the reading's spread, cards and answers, and nothing of its owner. */
export const SharedReadingSchema = z.object({
  /** The share's id, for {@link hitShare}. */
  id: z.string(),
  vissibleTitle: z.string(),
  summary: z.string(),
  createdAt: z.number(),
  expires: z.nullable(z.number()),
  reading: ReadingSchema,
});
export type SharedReading = z.infer<typeof SharedReadingSchema>;

export const SharedReadingParams = z.object({ readingId: ReadingIdParams.shape.id, uuid: ShareKey });
export const ShareIdParams = z.object({ id: ShareId });
export const ShareReadingParams = z.object({ readingId: ReadingIdParams.shape.id });

/** Shares a reading of the unlocked user: a new link, its copy encrypted under the link's key. */
export const createShare = defineEndpoint({
  method: 'GET',
  path: '/v1/share/:readingId',
  params: ShareReadingParams,
  query: CreateShareQuery,
  response: ShareResultSchema,
});

/** A shared reading, for anyone holding its link; not found when the link is wrong, expired or deleted. */
export const getSharedReading = defineEndpoint({ method: 'GET', path: '/v1/share/get/:readingId/:uuid', params: SharedReadingParams, response: SharedReadingSchema });

/** Counts one view of a share (once per page view, not per asset). */
export const hitShare = defineEndpoint({
  method: 'GET',
  path: '/v1/share/hit/:id',
  params: ShareIdParams,
  response: z.object({ hitCount: z.number().check(z.int(), z.nonnegative()) }),
});

/** The user's shares as [id, hitCount] pairs, newest first. */
export const getSharedReadingIds = defineEndpoint({
  method: 'GET',
  path: '/v1/share/get_shared_reading_ids',
  response: z.array(z.tuple([z.string(), z.number().check(z.int(), z.nonnegative())])),
});

/** One of the user's shares, for Shared Readings (cached by the client). */
export const getSharedReadingInfo = defineEndpoint({
  method: 'GET',
  path: '/v1/share/get_shared_reading_info/:id',
  params: ShareIdParams,
  response: SharedReadingInfoSchema,
});

/** Deletes one of the user's shares: its link is dead at once. */
export const deleteShare = defineEndpoint({ method: 'DELETE', path: '/v1/share/manage/:id', params: ShareIdParams, response: SuccessSchema });

/** The shared reading's picture (the reading image), for link previews (og:image); public to link holders. */
export const getSharedReadingImage = defineFile({ path: '/v1/share/image/:readingId/:uuid', params: SharedReadingParams, contentType: 'image/png' });
