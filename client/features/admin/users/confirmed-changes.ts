import type { AdminUser } from '#common/api/admin.ts';
import { banUser, setAdminRole, unbanUser } from '../api.ts';

/** The changes to a user that ask before they run. */
export type ConfirmedChange = 'ban' | 'unban' | 'makeAdmin' | 'revokeAdmin';

/** What the confirmation says, what its button reads while idle and busy, what it calls, and what it says once done. */
export interface ConfirmedChangeCopy {
  title: (user: AdminUser) => string;
  body: string;
  confirm: string;
  busy: string;
  run: (user: AdminUser) => Promise<AdminUser>;
  done: (user: AdminUser) => string;
}

/** Each confirmed change (docs/product.md#admins). */
export const CONFIRMED_CHANGES: Record<ConfirmedChange, ConfirmedChangeCopy> = {
  ban: {
    title: (user) => `Ban ${user.email}?`,
    body: 'Every session of theirs ends at once and they can no longer sign in. An admin role given in the app is taken back too.',
    confirm: 'Ban',
    busy: 'Banning…',
    run: (user) => banUser(user.id),
    done: (user) => `${user.email} is banned.`,
  },
  unban: {
    title: (user) => `Lift the ban on ${user.email}?`,
    body: 'They can sign in again as before.',
    confirm: 'Lift ban',
    busy: 'Lifting…',
    run: (user) => unbanUser(user.id),
    done: (user) => `${user.email} can sign in again.`,
  },
  makeAdmin: {
    title: (user) => `Make ${user.email} an admin?`,
    body: 'They will see the admin pages and can change users, costs and bonus readings, as you can.',
    confirm: 'Make admin',
    busy: 'Saving…',
    run: (user) => setAdminRole(user.id, true),
    done: (user) => `${user.email} is now an admin.`,
  },
  revokeAdmin: {
    title: (user) => `Take back ${user.email}’s admin role?`,
    body: 'They lose the admin pages at once.',
    confirm: 'Revoke admin',
    busy: 'Saving…',
    run: (user) => setAdminRole(user.id, false),
    done: (user) => `${user.email} is no longer an admin.`,
  },
};
