import type { FastifyHttpOptions } from 'fastify';
import type { Server } from 'node:http';
import { EMAIL_MAX_LENGTH } from '#common/limits.ts';

/** Largest request body any route accepts; larger ones get 413. The API's JSON bodies are a few KiB at most. */
export const BODY_LIMIT_BYTES = 256 * 1024;
/**
 * Time to receive a whole request, headers and body. It covers only receiving: once a request is
 * in, its response may take as long as it needs, so the reading stream (SSE) is not cut by it.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
/**
 * A socket with no traffic either way for this long is closed. Above the keep-alive timeout, and
 * far above the reading stream's heartbeat (a comment line every 15 s), so neither is cut.
 */
export const CONNECTION_TIMEOUT_MS = 120_000;
/** How long an idle keep-alive connection stays open: above the 60 s of common proxies and load balancers, so they close first. */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;
/** Longest header section; larger ones get 431. Node's own default, stated so a change of default cannot raise it. */
export const MAX_HEADER_BYTES = 16 * 1024;
/**
 * Longest URL parameter routed, as sent (percent-encoded): room for the longest email address the subscription's path
 * takes with every character encoded, so it and the 64-character ids still answer 400 naming the field.
 */
export const MAX_PARAM_LENGTH = 3 * EMAIL_MAX_LENGTH;

/**
 * Fastify's server options that keep slow or oversized requests from holding the server: a
 * client that trickles its request (slowloris) is cut after REQUEST_TIMEOUT_MS.
 */
export const HTTP_LIMITS = {
  bodyLimit: BODY_LIMIT_BYTES,
  requestTimeout: REQUEST_TIMEOUT_MS,
  connectionTimeout: CONNECTION_TIMEOUT_MS,
  keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  // Node times the headers separately (60 s by default); no longer than the whole request.
  http: { maxHeaderSize: MAX_HEADER_BYTES, headersTimeout: REQUEST_TIMEOUT_MS },
} satisfies FastifyHttpOptions<Server>;
