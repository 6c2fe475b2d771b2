import { useEffect } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { HUMAN_CHECK_MS } from '#common/limits.ts';
import { ShieldIcon } from '#client/components/icons.tsx';

/** The product’s texts (docs/product.md#rules), word for word. */
export const VERIFYING_TEXT = 'Verifying you are human...';
export const VERIFIED_TEXT = 'Verified you are human';

/** Props of {@link HumanCheck}. */
export interface HumanCheckProps {
  verified: boolean;
  /** Called once the check has run for {@link HUMAN_CHECK_MS}. */
  onVerified: () => void;
}

/**
 * The human check (docs/product.md#create-password): "Verifying you are human..." for 1.5 seconds, then "Verified you are
 * human". A status region, so screen readers hear it finish.
 */
export function HumanCheck({ verified, onVerified }: HumanCheckProps) {
  useEffect(() => {
    if (verified) return;
    const timer = setTimeout(onVerified, HUMAN_CHECK_MS);
    return () => clearTimeout(timer);
  }, [verified, onVerified]);

  return (
    <div role="status" className={verified ? 'human-check is-verified' : 'human-check'}>
      <span className="human-check-mark" aria-hidden="true">
        {verified ? <ShieldIcon size={22} /> : <Spinner animation="border" size="sm" />}
      </span>
      <span>{verified ? VERIFIED_TEXT : VERIFYING_TEXT}</span>
    </div>
  );
}
