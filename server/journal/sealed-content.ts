import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import { type JournalContent, JournalContentSchema } from '#common/api/journal.ts';
import { openJson, sealJson } from '#server/crypto/seal.ts';

/** What an entry holds before anything is written. */
export const EMPTY_CONTENT: JournalContent = { reflection: '', moodBefore: null, moodAfter: null, tags: [], outcome: null };

// openJson takes a classic zod schema; the contract's fields are checked as they are.
const SealedContentSchema = z.object(JournalContentSchema.shape);

/*
 * Each version of an entry is sealed once, bound to its reading and its version number (docs/architecture.md#the-journal):
 * a blob cannot be moved to another reading, nor passed off as a newer version of its own, yet it moves from the entry to
 * the history unchanged when a newer version is saved.
 */
const context = (readingId: string, version: number) => `journal-entry:${readingId}:${version}`;

/** Seals version `version` of a reading's entry to the user's public key. */
export const sealContent = (publicKey: Buffer, readingId: string, version: number, content: JournalContent) =>
  sealJson(publicKey, content, context(readingId, version));

/** Opens version `version` of a reading's entry, wherever it is kept. */
export const openContent = (privateKey: KeyObject, readingId: string, version: number, sealed: Buffer) =>
  openJson(privateKey, sealed, SealedContentSchema, context(readingId, version));
