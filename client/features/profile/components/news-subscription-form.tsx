import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { EMAIL_MAX_LENGTH } from '#common/limits.ts';
import { BusyLabel } from '#client/components/busy-label.tsx';
import { EnvelopeIcon } from '#client/components/icons.tsx';
import { PageSection } from '#client/components/page-section.tsx';
import { subscribeEmail } from '../account-api.ts';
import { emailProblem } from '../validate.ts';

/**
 * Arcana's occasional news by email (docs/product.md#profile), to the account's address or another. The form checks
 * the address's shape first; the server's word on it wins and shows beside the field.
 */
export function NewsSubscriptionForm({ accountEmail }: { accountEmail: string }) {
  const [email, setEmail] = useState(accountEmail);
  const [error, setError] = useState<string | null>(null);
  const [subscribed, setSubscribed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    const problem = emailProblem(address);
    setError(problem);
    setSubscribed(null);
    if (problem !== null) return;
    setBusy(true);
    const result = await subscribeEmail(address);
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setSubscribed(address);
  };

  return (
    <PageSection
      title="News by email"
      icon={<EnvelopeIcon size={20} />}
      description="Now and then: new decks, bonus readings and what changed. Never your readings."
    >
      <Form noValidate onSubmit={submit}>
        <Form.Group controlId="profile-news-email">
          <Form.Label>Email address</Form.Label>
          <div className="profile-inline-form">
            <Form.Control
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={EMAIL_MAX_LENGTH}
              value={email}
              isInvalid={error !== null}
              aria-invalid={error !== null}
              aria-describedby="profile-news-email-feedback"
              onChange={(event) => {
                setEmail(event.target.value);
                setError(null);
                setSubscribed(null);
              }}
            />
            <Button type="submit" variant="primary" disabled={busy}>
              <BusyLabel busy={busy} busyText="Subscribing…">
                Subscribe
              </BusyLabel>
            </Button>
          </div>
          <div id="profile-news-email-feedback" aria-live="polite">
            {error !== null && <p className="invalid-feedback d-block mb-0">{error}</p>}
            {subscribed !== null && <p className="profile-saved mb-0">Subscribed: news will go to {subscribed}.</p>}
          </div>
        </Form.Group>
      </Form>
    </PageSection>
  );
}
