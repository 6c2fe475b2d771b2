import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this many bytes an encoded answer saves less than its headers and CPU cost. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Compresses the answers of routes registered after this call (brotli or gzip, by Accept-Encoding)
 * once they reach {@link COMPRESS_MIN_BYTES}. Server-Sent Events are left alone: their content type is
 * not compressible here, and the stream is written to the hijacked socket, past every hook. Request
 * bodies are not decompressed: the API only receives small JSON.
 */
export async function compressResponses(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    globalDecompression: false,
  });
}
