import Alert from 'react-bootstrap/Alert';
import { redirect, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { PRIVACY_CLAIMS } from '#common/privacy/claims.ts';
import { encryptionStatusQuery } from '#client/features/encryption/api.ts';
import { CreatePasswordForm } from '#client/features/encryption/components/create-password-form.tsx';
import { queryClient } from '#client/lib/query-client.ts';
import { appPaths, publicPaths } from '#client/paths.ts';
import { requireSession } from '../app/session.ts';
import { EncryptionFrame } from './encryption-frame.tsx';
import { readStartedOver, startedOverMessage } from './started-over.ts';

/** Needs a session; a user who already has a key goes to the app (or to unlock it). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireSession(request);
  const status = await queryClient.fetchQuery(encryptionStatusQuery);
  if (status.hasKey) throw redirect(status.unlocked ? appPaths.root : publicPaths.unlock);
  return null;
}

/** /app/encryption/create: the Create Password screen (docs/product.md#create-password). */
export function Component() {
  const navigate = useNavigate();
  const startedOver = readStartedOver(useLocation().state);
  return (
    <EncryptionFrame title="Create your encryption password" lead={PRIVACY_CLAIMS.sealedWithThis}>
      {startedOver !== null && (
        <Alert variant="success" role="status" className="py-2">
          {startedOverMessage(startedOver)}
        </Alert>
      )}
      <Alert variant="warning" className="encryption-warning">
        <strong className="d-block mb-1">A forgotten password cannot be recovered.</strong>
        {PRIVACY_CLAIMS.passwordNeverStored} Write it down and keep it somewhere safe.
      </Alert>
      <CreatePasswordForm onCreated={() => navigate(appPaths.root, { replace: true })} />
    </EncryptionFrame>
  );
}
