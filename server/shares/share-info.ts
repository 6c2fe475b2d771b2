import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import { openJson, sealJson } from '#server/crypto/seal.ts';

/** What only the owner reads of a share (docs/architecture.md#shares): sealed to their key like their readings. */
export const ShareInfoSchema = z.object({
  vissibleTitle: z.string(),
  summary: z.string(),
  /** The link's key segment, so Shared Readings can give the link again. */
  uuid: z.string(),
});
export type ShareInfo = z.infer<typeof ShareInfoSchema>;

// The share id is bound into the seal, so an info cannot be swapped into another share's row.
const context = (shareId: string) => `share-info:${shareId}`;

export const sealShareInfo = (publicKey: Buffer, shareId: string, info: ShareInfo) => sealJson(publicKey, info, context(shareId));
export const openShareInfo = (privateKey: KeyObject, shareId: string, sealed: Buffer) => openJson(privateKey, sealed, ShareInfoSchema, context(shareId));
