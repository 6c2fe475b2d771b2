import type { SessionUser } from '#server/auth/session.ts';

/** Admins are the users whose email is in ADMIN_EMAILS (compared case-insensitively). */
export function isAdmin(user: Pick<SessionUser, 'email'>, adminEmails: readonly string[]): boolean {
  return adminEmails.includes(user.email.toLowerCase());
}
