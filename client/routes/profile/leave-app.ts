import { LOGOUT_HREF } from '#client/features/auth/logout.ts';
import { forgetEverything } from '#client/lib/forget-content.ts';

/**
 * Leaves the app once the account is deleted, exactly as Logout does: the tab forgets every cached response and query,
 * then the logout navigation clears what the browser kept for the site and lands on /demo. A full navigation, so no
 * query of the gone account is asked again on the way out (it would answer 401 and send the user to sign in).
 */
export function leaveDeletedAccount(): void {
  forgetEverything();
  window.location.assign(LOGOUT_HREF);
}
