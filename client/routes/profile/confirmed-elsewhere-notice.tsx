import Alert from 'react-bootstrap/Alert';
import { useSearchParams } from 'react-router';
import { CONFIRMED_ELSEWHERE_PARAM, CONFIRMED_ELSEWHERE_VALUE } from '#common/api/auth-paths.ts';

/**
 * What the profile says when an email confirmation link was opened while this account was signed in: the link
 * confirmed its address but kept this session (docs/decisions/0018). The query names no address; the person has
 * it in the email they just opened.
 */
export function ConfirmedElsewhereNotice({ signedInAs }: { signedInAs: string }) {
  const [params] = useSearchParams();
  if (params.get(CONFIRMED_ELSEWHERE_PARAM) !== CONFIRMED_ELSEWHERE_VALUE) return null;
  return (
    <Alert variant="success" role="status" className="mb-3">
      The address in your confirmation link is confirmed. You are still signed in as <strong>{signedInAs}</strong>. To use the
      account with the confirmed address, sign out, then sign in with that address.
    </Alert>
  );
}
