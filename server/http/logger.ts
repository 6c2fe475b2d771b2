import pino, { type Logger } from 'pino';
import type { Env } from '#server/config/env.ts';

/** Share links carry key material in their last segment (DESIGN §3): never let it reach a log. */
export function redactUrl(url: string): string {
  return url.replace(/(\/shared?_reading\/[^/?#]+\/|\/v1\/share\/get\/[^/?#]+\/)[^/?#]+/g, '$1[redacted]').replace(/\?.*$/, '?[query]');
}

/** JSON logs with request method, path and status — never bodies, cookies or authorization headers. */
export function createLogger(level: Env['logLevel']): Logger {
  return pino({
    level,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
