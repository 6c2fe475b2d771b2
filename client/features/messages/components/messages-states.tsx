import Button from 'react-bootstrap/Button';
import { CloudOffIcon, EnvelopeIcon } from '#client/components/icons.tsx';

/** An inbox with nothing in it. */
export function NoMessages() {
  return (
    <div className="messages-state">
      <div className="coming-soon-icon mx-auto mb-3">
        <EnvelopeIcon size={36} />
      </div>
      <h2 className="h5 mb-2">No messages yet</h2>
      <p className="text-body-secondary mb-0">News from Arcana, and word when a reading finishes while you are away, will arrive here.</p>
    </div>
  );
}

/** The inbox could not be loaded. */
export function MessagesError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="messages-state" role="alert">
      <div className="coming-soon-icon mx-auto mb-3">
        <CloudOffIcon size={36} />
      </div>
      <h2 className="h5 mb-2">Your messages could not be loaded</h2>
      <p className="text-body-secondary mb-4">Check your connection and try again.</p>
      <Button variant="primary" onClick={onRetry} disabled={retrying}>
        Try again
      </Button>
    </div>
  );
}

/** Gray rows where the messages will be, while they load. */
export function MessagesSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">Loading your messages…</span>
      <ul className="message-list placeholder-glow" aria-hidden="true">
        {[1, 2, 3].map((key) => (
          <li key={key} className="message-item message-item-placeholder">
            <span className="placeholder col-7 placeholder-lg d-block mb-2" />
            <span className="placeholder col-3 d-block" />
          </li>
        ))}
      </ul>
    </div>
  );
}
