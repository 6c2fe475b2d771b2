import { DISPLAY_NAME_MESSAGES, displayNameFault } from '#common/display-name.ts';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '#common/limits.ts';

/** A refusal of an account field, in better-auth's error shape (code, message) and naming the field. */
export interface AccountFieldProblem {
  code: 'NAME_TOO_LONG' | 'NAME_HAS_CONTROL_CHARACTERS' | 'NAME_NOT_VISIBLE' | 'EMAIL_TOO_LONG' | 'IMAGE_NOT_ACCEPTED';
  message: string;
  field: 'name' | 'email' | 'image';
}

const NAME_FAULT_CODES = { CONTROL_CHARACTERS: 'NAME_HAS_CONTROL_CHARACTERS', NOTHING_VISIBLE: 'NAME_NOT_VISIBLE' } as const;

/**
 * What better-auth does not check itself in the name, email address and picture an account call (sign-up,
 * update-user) carries. The forms hold the same rules (common/limits.ts, common/display-name.ts); this holds
 * them for any client. Checked before better-auth runs, so a sign-up with a taken address is refused exactly
 * like one with a new address.
 */
export function accountFieldProblem(body: unknown): AccountFieldProblem | null {
  if (typeof body !== 'object' || body === null) return null;
  const { name, email, image } = body as { name?: unknown; email?: unknown; image?: unknown };
  if (typeof name === 'string' && name.length > NAME_MAX_LENGTH) {
    return { code: 'NAME_TOO_LONG', message: `Your name can be at most ${NAME_MAX_LENGTH} characters.`, field: 'name' };
  }
  const nameFault = typeof name === 'string' ? displayNameFault(name) : null;
  if (nameFault !== null) return { code: NAME_FAULT_CODES[nameFault], message: DISPLAY_NAME_MESSAGES[nameFault], field: 'name' };
  if (typeof email === 'string' && email.length > EMAIL_MAX_LENGTH) {
    return { code: 'EMAIL_TOO_LONG', message: `An email address can be at most ${EMAIL_MAX_LENGTH} characters.`, field: 'email' };
  }
  // Arcana shows no profile pictures and never sets one, so a client has no picture to send (only an OAuth
  // provider's, which better-auth stores at sign-up without passing here).
  if (image !== undefined && image !== null) {
    return { code: 'IMAGE_NOT_ACCEPTED', message: 'Arcana keeps no profile picture, so an account cannot be given one.', field: 'image' };
  }
  return null;
}
