import { logout } from '#common/api/auth.ts';
import { endpointUrl } from '#common/api/endpoint.ts';

/**
 * Logout is a full page navigation: the server signs out and redirects to /demo. Kept out of paths.ts,
 * which every page loads, because the declaration comes with the auth schemas.
 */
export const LOGOUT_HREF = endpointUrl(logout);
