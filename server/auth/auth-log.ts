import type { Logger } from 'pino';
import { serializeError } from '#server/http/logger.ts';

/** Anything shaped like an email address, for redacting better-auth's own log lines. */
const EMAIL_PATTERN = /[^\s@<>"']+@[^\s@<>"']+/g;

type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * better-auth's `logger` option: its lines go to the app's log. Its arguments are left out but for an error,
 * kept as serializeError keeps it (a failed query's parameters hold ids and the values sent); anything else
 * it passes may hold values too.
 */
export function authLogger(log: Logger) {
  return {
    log(level: AuthLogLevel, message: string, ...args: unknown[]) {
      const error = args.find((arg) => arg instanceof Error);
      // better-auth names addresses in some lines ("Sign-up attempt for existing email: …"): the log
      // must not become a list of who has an account here.
      const line = message.replace(EMAIL_PATTERN, '[email]');
      log[level](error === undefined ? { component: 'auth' } : { component: 'auth', error: serializeError(error) }, line);
    },
  };
}
