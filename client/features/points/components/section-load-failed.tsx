import Button from 'react-bootstrap/Button';

interface SectionLoadFailedProps {
  /** What could not be loaded, said plainly: "The offer walls could not be loaded." */
  message: string;
  /** True while a retry is under way, so Try again cannot be pressed twice. */
  retrying: boolean;
  onRetry: () => void;
}

/** A part of the Gems page that failed to load, with a way to try again (docs/product.md#get-more-gems). */
export function SectionLoadFailed({ message, retrying, onRetry }: SectionLoadFailedProps) {
  return (
    <div className="gems-section-failed" role="alert">
      <span>{message}</span>
      <Button variant="outline-secondary" size="sm" disabled={retrying} onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
