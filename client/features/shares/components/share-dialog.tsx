import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router';
import { DEFAULT_SHARE_LIFETIME, type ShareLifetime, type ShareResult } from '#common/api/shares.ts';
import { ShareIcon } from '#client/components/icons.tsx';
import { refusalOf } from '#client/lib/refusal.ts';
import { appPaths } from '#client/paths.ts';
import { useCreateShare } from '../api.ts';
import { canShareNatively } from '../copy-text.ts';
import { absoluteLink, LIFETIME_CHOICES } from '../lifetimes.ts';
import { useExpiryText } from '../use-expiry.ts';
import { CopyLinkField } from './copy-link-field.tsx';

/** Props of {@link ShareDialog}. */
export interface ShareDialogProps {
  readingId: string;
  show: boolean;
  onHide: () => void;
  /** The share this dialog created, kept by the caller so reopening shows the same link. */
  created: ShareResult | null;
  onCreated: (result: ShareResult) => void;
}

/**
 * Shares a reading: says what a link holder sees, lets the owner choose how long the link works,
 * creates it, then offers it to copy or to hand to the device's share sheet.
 */
export function ShareDialog({ readingId, show, onHide, created, onCreated }: ShareDialogProps) {
  const titleId = useId();
  const create = useCreateShare(readingId);
  const [lifetime, setLifetime] = useState<ShareLifetime>(DEFAULT_SHARE_LIFETIME);

  const submit = () => create.mutate(lifetime, { onSuccess: onCreated });

  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} className="h5">
          Share this reading
        </Modal.Title>
      </Modal.Header>
      {created === null ? (
        <>
          <Modal.Body>
            <p>
              Anyone with the link can see this reading’s question, cards and answers. They will not see who you are, and they
              cannot change anything.
            </p>
            <fieldset>
              <legend className="form-label fs-6 fw-semibold">How long should the link work?</legend>
              <div className="share-lifetimes">
                {LIFETIME_CHOICES.map((choice) => (
                  <div key={choice.value}>
                    <input
                      type="radio"
                      className="btn-check"
                      name={`${titleId}-lifetime`}
                      id={`${titleId}-${choice.value}`}
                      value={choice.value}
                      checked={lifetime === choice.value}
                      onChange={() => setLifetime(choice.value)}
                    />
                    <label className="btn btn-outline-primary w-100" htmlFor={`${titleId}-${choice.value}`}>
                      {choice.label}
                    </label>
                  </div>
                ))}
              </div>
            </fieldset>
            {create.isError && (
              <Alert variant="warning" className="mt-3 mb-0">
                {refusalOf(create.error).message}
              </Alert>
            )}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onHide}>
              Cancel
            </Button>
            <Button variant="primary" onClick={submit} disabled={create.isPending}>
              {create.isPending ? 'Creating link…' : 'Create link'}
            </Button>
          </Modal.Footer>
        </>
      ) : (
        <CreatedLink result={created} onHide={onHide} />
      )}
    </Modal>
  );
}

/** The new link: copy it, hand it to the share sheet, or manage it on Shared Readings. */
function CreatedLink({ result, onHide }: { result: ShareResult; onHide: () => void }) {
  const url = absoluteLink(result.url);
  const expiry = useExpiryText(result.expires);
  const shareNatively = () => {
    // A dismissed share sheet rejects; there is nothing to tell the user then.
    navigator.share({ title: result.title, text: result.description, url }).catch(() => undefined);
  };
  return (
    <>
      <Modal.Body>
        <p className="mb-2">Your link is ready. {expiry}.</p>
        <CopyLinkField url={url} />
        {canShareNatively(url) && (
          <Button variant="outline-primary" className="mt-3 d-inline-flex align-items-center gap-2" onClick={shareNatively}>
            <ShareIcon size={18} />
            Share…
          </Button>
        )}
      </Modal.Body>
      <Modal.Footer className="justify-content-between">
        <Link to={appPaths.sharedReadings} onClick={onHide}>
          Manage your shared readings
        </Link>
        <Button variant="primary" onClick={onHide}>
          Done
        </Button>
      </Modal.Footer>
    </>
  );
}
