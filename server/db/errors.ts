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
function* errorChain(error: unknown): Generator<{ code?: unknown; constraint?: unknown }> {
  let current = error;
  for (let depth = 0; depth < MAX_CHAIN && typeof current === 'object' && current !== null; depth += 1) {
    yield current as { code?: unknown; constraint?: unknown };
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
