import type { SessionUser } from '#server/auth/session.ts';

/**
 * Admins are the users whose email is in ADMIN_EMAILS (compared case-insensitively) and who have
 * confirmed it: anyone can sign up with an admin's address, only its owner can confirm it.
 */
export function isAdmin(user: Pick<SessionUser, 'email' | 'emailVerified'>, adminEmails: readonly string[]): boolean {
  return user.emailVerified && adminEmails.includes(user.email.toLowerCase());
}
