import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { SignInProvider } from '#common/api/profile.ts';
import { profileQuery } from '../api.ts';
import { PROVIDER_LABELS } from '../providers.ts';
import { UnlinkDialog } from './unlink-dialog.tsx';

/**
 * The ways to sign in linked to the account, each with Unlink; the last one has none and says why instead (the server
 * refuses it too, with 409). Unlinking asks first, and for the account password when the server wants it.
 */
export function SignInMethods({ providers }: { providers: readonly SignInProvider[] }) {
  const queryClient = useQueryClient();
  // The method last asked about stays named while the dialog fades out after closing.
  const [target, setTarget] = useState<SignInProvider>('credential');
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const only = providers.length === 1;

  const ask = (provider: SignInProvider) => {
    setTarget(provider);
    setError(null);
    setAsking(true);
  };

  const settled = async (refusal: string | null) => {
    setError(refusal);
    // Either way the server's list is the truth now (a 404 means it was already gone).
    await queryClient.invalidateQueries({ queryKey: profileQuery.queryKey, exact: true });
  };

  return (
    <div className="profile-methods">
      <h3 className="h6 mb-2">Ways to sign in</h3>
      <ul className="profile-method-list">
        {providers.map((provider) => (
          <li key={provider} className="profile-method">
            <span className="profile-method-name">{PROVIDER_LABELS[provider]}</span>
            {only ? (
              <span className="profile-method-note small text-body-secondary">This is your only way to sign in, so it cannot be removed.</span>
            ) : (
              <Button
                variant="outline-secondary"
                size="sm"
                onClick={() => ask(provider)}
                aria-label={`Unlink ${PROVIDER_LABELS[provider]}`}
              >
                Unlink
              </Button>
            )}
          </li>
        ))}
      </ul>
      {error !== null && (
        <Alert variant="danger" role="alert" className="py-2 mt-2 mb-0 small" onClose={() => setError(null)} dismissible>
          {error}
        </Alert>
      )}
      <UnlinkDialog provider={target} show={asking} onHide={() => setAsking(false)} onSettled={settled} />
    </div>
  );
}
