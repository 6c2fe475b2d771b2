import { createHash } from 'node:crypto';
import type { Sha256 } from '#common/domain/shuffle.ts';

/** Node's synchronous SHA-256 for the shared shuffle code: the same digest as WebCrypto's, without its thread-pool hop. */
export const nodeSha256: Sha256 = (bytes) => createHash('sha256').update(bytes).digest();
