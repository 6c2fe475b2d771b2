import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { NAME_MAX_LENGTH } from '#common/limits.ts';
import { BusyLabel } from '#client/components/busy-label.tsx';
import { UserIcon } from '#client/components/icons.tsx';
import { PageSection } from '#client/components/page-section.tsx';
import { refusalOf } from '#client/lib/refusal.ts';
import { updateDisplayName } from '../account-calls.ts';
import { profileQuery } from '../api.ts';
import { displayNameProblem } from '../validate.ts';

/** Changes the name Arcana greets the user by; on success the profile is asked for again, so every place shows it. */
export function DisplayNameForm({ current }: { current: string }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problem = displayNameProblem(name, current);
    setError(problem);
    setSaved(false);
    if (problem !== null) return;
    setBusy(true);
    const refusal = await updateDisplayName(name.trim()).then(() => null, refusalOf);
    if (refusal === null) await queryClient.invalidateQueries({ queryKey: profileQuery.queryKey, exact: true });
    setBusy(false);
    if (refusal !== null) {
      setError(refusal.message);
      return;
    }
    setName(name.trim());
    setSaved(true);
  };

  return (
    <PageSection title="Display name" icon={<UserIcon size={20} />} description="The name your account goes by.">
      <Form noValidate onSubmit={submit}>
        <Form.Group controlId="profile-display-name">
          <Form.Label>Display name</Form.Label>
          <div className="profile-inline-form">
            <Form.Control
              type="text"
              autoComplete="name"
              maxLength={NAME_MAX_LENGTH}
              value={name}
              isInvalid={error !== null}
              aria-invalid={error !== null}
              aria-describedby="profile-display-name-feedback"
              onChange={(event) => {
                setName(event.target.value);
                setSaved(false);
              }}
            />
            <Button type="submit" variant="primary" disabled={busy}>
              <BusyLabel busy={busy} busyText="Saving…">
                Save
              </BusyLabel>
            </Button>
          </div>
          <div id="profile-display-name-feedback" aria-live="polite">
            {error !== null && <p className="invalid-feedback d-block mb-0">{error}</p>}
            {saved && <p className="profile-saved mb-0">Saved.</p>}
          </div>
        </Form.Group>
      </Form>
    </PageSection>
  );
}
