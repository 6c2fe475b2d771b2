import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { AlertIcon } from '#client/components/icons.tsx';
import { PageSection } from '#client/components/page-section.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

/** The danger zone: deleting the account, behind a dialog that says what goes. */
export function DeleteAccountCard({ needsPassword, onDeleted }: { needsPassword: boolean; onDeleted: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <PageSection title="Delete account" icon={<AlertIcon size={20} />} className="page-section-wide profile-danger">
      <div className="profile-danger-row">
        <p className="mb-0">
          Deletes your account and everything in it at once: readings, share links, gems and coins, decks, messages and
          settings. It cannot be undone.
        </p>
        <Button variant="outline-danger" className="flex-shrink-0" onClick={() => setAsking(true)}>
          Delete my account…
        </Button>
      </div>
      <DeleteAccountDialog show={asking} onHide={() => setAsking(false)} needsPassword={needsPassword} onDeleted={onDeleted} />
    </PageSection>
  );
}
