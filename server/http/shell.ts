import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The page shell held in memory, in each encoding the server sends, with the ETag browsers revalidate it by. */
export interface Shell {
  etag: string;
  bodies: { br: Buffer; gzip: Buffer; identity: Buffer };
}

/** Compresses a shell once, as the build compresses its files (vite.config.ts). */
function prepareShell(html: string): Shell {
  const identity = Buffer.from(html);
  return {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    bodies: { br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }), gzip: gzipSync(identity, { level: 9 }), identity },
  };
}

/**
 * The shell made from the built index.html at `path`, made again only when the file changes: a build made while
 * the server runs replaces the assets the old page names.
 */
export function shellFromFile(path: string, extend: (html: string) => string): () => Shell {
  let made: { modified: number; shell: Shell } | null = null;
  return () => {
    // A build empties the folder first: until it writes the new page, the last one still answers.
    const modified = statSync(path, { throwIfNoEntry: false })?.mtimeMs;
    if (made && (modified === undefined || modified === made.modified)) return made.shell;
    made = { modified: modified ?? 0, shell: prepareShell(extend(readFileSync(path, 'utf8'))) };
    return made.shell;
  };
}

/** The best encoding a request accepts: brotli, else gzip, else none. */
function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  const weights = new Map(
    (header ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => param.startsWith('q='));
      return [name.toLowerCase(), q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  for (const encoding of ['br', 'gzip'] as const) if ((weights.get(encoding) ?? 0) > 0) return encoding;
  return 'identity';
}

/** Sends a shell the way the static files go out: revalidated on each use, 304 when the browser's copy is current. */
export function sendShell(request: FastifyRequest, reply: FastifyReply, shell: Shell, cacheControl: string): FastifyReply {
  reply.header('cache-control', cacheControl).header('vary', 'accept-encoding').header('etag', shell.etag);
  if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === shell.etag)) {
    return reply.code(304).send();
  }
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type('text/html; charset=utf-8').send(shell.bodies[encoding]);
}
