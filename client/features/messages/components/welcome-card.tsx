import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { PRIVACY_CLAIMS } from '#common/privacy/claims.ts';
import { SparkleIcon } from '#client/components/icons.tsx';

/** Props of {@link WelcomeCard}. */
export interface WelcomeCardProps {
  /** Called when the user dismisses the card; it should not come back. */
  onDismiss: () => void;
}

/** First-run guidance on the reading page (docs/product.md#user-status-and-messages): how a reading works, once. */
export function WelcomeCard({ onDismiss }: WelcomeCardProps) {
  return (
    <Alert variant="primary" className="d-flex gap-3 align-items-start mb-3" aria-labelledby="welcome-card-title" role="region">
      <SparkleIcon size={28} className="flex-shrink-0 mt-1" />
      <div className="flex-grow-1">
        <h2 id="welcome-card-title" className="h6 mb-1">
          Welcome! Here is how a reading works
        </h2>
        <p className="small mb-2">
          Ask a question or keep it general, choose a spread and a deck, then pick your cards face down. The price in gems shows before you draw; gems come back on their own
          over time. {PRIVACY_CLAIMS.sealed}
        </p>
        <Button variant="primary" size="sm" onClick={onDismiss}>
          Let’s begin
        </Button>
      </div>
    </Alert>
  );
}
