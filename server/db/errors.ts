/** SQLSTATE codes the server reacts to (PostgreSQL appendix A). */
export const SQLSTATE = {
  uniqueViolation: '23505',
  /** invalid_byte_sequence_for_encoding: e.g. a NUL character in text. */
  invalidByteSequence: '22021',
  /** untranslatable_character: text the database encoding cannot hold. */
  untranslatableCharacter: '22P05',
} as const;

/** Causes followed at most: enough for Drizzle's wrapper around a driver error, safe against a cycle. */
const MAX_CHAIN = 8;

/** The errors in `error`'s chain, outermost first: Drizzle wraps the driver's error as its `cause`. */
function* errorChain(error: unknown): Generator<{ code?: unknown; constraint?: unknown; message?: unknown }> {
  let current = error;
  for (let depth = 0; depth < MAX_CHAIN && typeof current === 'object' && current !== null; depth += 1) {
    yield current as { code?: unknown; constraint?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** The SQLSTATE of a database error (possibly wrapped by Drizzle), if it is one. */
export function sqlState(error: unknown): string | undefined {
  for (const link of errorChain(error)) {
    if (typeof link.code === 'string' && /^[0-9A-Z]{5}$/.test(link.code)) return link.code;
  }
  return undefined;
}

/** True when a database error (possibly wrapped by Drizzle) is a unique violation of `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (const link of errorChain(error)) {
    if (link.code === SQLSTATE.uniqueViolation && link.constraint === constraint) return true;
  }
  return false;
}

/** True when the database refused text it cannot store (a NUL character, an unencodable byte): bad input, not a fault. */
export function isUnstorableText(error: unknown): boolean {
  const code = sqlState(error);
  return code === SQLSTATE.invalidByteSequence || code === SQLSTATE.untranslatableCharacter;
}

/**
 * How node-postgres reports a connection that failed or broke, when there is no SQLSTATE: the server
 * went away mid-session, a client whose connection broke was used again, the pool's connect timed out.
 */
const LOST_CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
];
/** Socket errors of a database that cannot be reached. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * SQLSTATEs of a database that is not serving now but will again (PostgreSQL appendix A): class 08
 * (connection exception), admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting
 * down) and too_many_connections.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * True when `error` (possibly wrapped by Drizzle) says the database cannot be reached right now rather
 * than that the request was wrong: the request may succeed once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of errorChain(error)) {
    const { code, message } = link;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (typeof message === 'string' && LOST_CONNECTION_MESSAGES.some((known) => message.startsWith(known))) return true;
  }
  return false;
}

/** disk_full: the database could not extend or write a file (on PGlite, the ENOSPC of its data directory). */
const DISK_FULL = '53100';

/** True when a write failed because the disk holding the database is full; reads still work. */
export function isDiskFull(error: unknown): boolean {
  return sqlState(error) === DISK_FULL;
}

/**
 * `error`'s message, safe to store (e.g. as a failed job's output): for a database error, the driver's
 * own words ("could not extend file …: No space left on device") rather than Drizzle's wrapper, which
 * quotes the query's parameters, ciphertext among them; never a NUL character, which jsonb refuses.
 */
export function storableErrorMessage(error: unknown): string {
  let message = error instanceof Error ? error.message : String(error);
  for (const link of errorChain(error)) {
    if (typeof link.code === 'string' && /^[0-9A-Z]{5}$/.test(link.code) && typeof link.message === 'string') {
      message = link.message;
      break;
    }
  }
  return message.replaceAll('\0', '');
}
