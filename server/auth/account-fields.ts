import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '#common/limits.ts';

/** A refusal of a sign-up field, in better-auth's error shape (code, message) and naming the field. */
export interface AccountFieldProblem {
  code: 'NAME_TOO_LONG' | 'EMAIL_TOO_LONG';
  message: string;
  field: 'name' | 'email';
}

/**
 * What better-auth does not bound itself: the length of the name and the email address an account
 * call carries. The form enforces the same limits (common/limits.ts); this holds them for any client.
 */
export function accountFieldProblem(body: unknown): AccountFieldProblem | null {
  if (typeof body !== 'object' || body === null) return null;
  const { name, email } = body as { name?: unknown; email?: unknown };
  if (typeof name === 'string' && name.length > NAME_MAX_LENGTH) {
    return { code: 'NAME_TOO_LONG', message: `Your name can be at most ${NAME_MAX_LENGTH} characters.`, field: 'name' };
  }
  if (typeof email === 'string' && email.length > EMAIL_MAX_LENGTH) {
    return { code: 'EMAIL_TOO_LONG', message: `An email address can be at most ${EMAIL_MAX_LENGTH} characters.`, field: 'email' };
  }
  return null;
}
