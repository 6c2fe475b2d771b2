import { useState } from 'react';
import { redirect, useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { encryptionStatusQuery } from '#client/features/encryption/api.ts';
import { StartOverModal } from '#client/features/encryption/components/start-over-modal.tsx';
import { UnlockForm } from '#client/features/encryption/components/unlock-form.tsx';
import { profileQuery } from '#client/features/profile/api.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { appPaths, isMainAppPath, publicPaths } from '#client/paths.ts';
import { requireSession } from '../app/session.ts';
import { EncryptionFrame } from './encryption-frame.tsx';
import { startedOverState } from './started-over.ts';

/** Where to go once unlocked: `next` when it is a page of the app, else the app (no open redirects). */
const destination = (next: string | null): string => (isMainAppPath(next) ? next : appPaths.root);

/** Needs a session; no key yet → Create Password; already unlocked → straight on. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireSession(request);
  const status = await queryClient.fetchQuery(encryptionStatusQuery);
  if (!status.hasKey) throw redirect(publicPaths.createPassword);
  if (status.unlocked) throw redirect(destination(new URL(request.url).searchParams.get('next')));
  // requireSession has just fetched the profile: this reads it from the query cache.
  const profile = await queryClient.fetchQuery(profileQuery);
  return { hint: status.hint, needsPassword: profile.providers.includes('credential') };
}

/** /app/encryption/unlock (docs/architecture.md#unlocked-sessions): the password opens the readings for this session. */
export function Component() {
  const { hint, needsPassword } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [startingOver, setStartingOver] = useState(false);

  return (
    <EncryptionFrame title="Unlock your readings" lead="Enter your encryption password to open your readings for this session.">
      {hint !== null && hint !== '' && (
        <p className="unlock-hint">
          <span className="fw-semibold">Your hint:</span> <span className="text-break">{hint}</span>
        </p>
      )}
      <UnlockForm onUnlocked={() => navigate(destination(params.get('next')), { replace: true })} />
      <p className="text-center mt-4 mb-0">
        <button type="button" className="btn btn-link" onClick={() => setStartingOver(true)}>
          Forgot your password?
        </button>
      </p>
      <StartOverModal
        show={startingOver}
        onHide={() => setStartingOver(false)}
        needsPassword={needsPassword}
        onDone={({ deletedReadings }) =>
          navigate(publicPaths.createPassword, { replace: true, state: startedOverState(deletedReadings) })
        }
      />
    </EncryptionFrame>
  );
}
