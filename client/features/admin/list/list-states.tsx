import Button from 'react-bootstrap/Button';

/** Gray rows while a list's first page loads. */
export function ListSkeleton() {
  return (
    <div className="placeholder-glow" aria-hidden="true">
      {[0, 1, 2].map((row) => (
        <span key={row} className="placeholder col-12 mb-2 admin-placeholder-row" />
      ))}
    </div>
  );
}

/** A list that could not be loaded (the Error dialog has said why), with a way to ask again. */
export function ListFailed({ what, onRetry, retrying }: { what: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div className="admin-empty">
      <p className="mb-2">{what} could not be loaded.</p>
      <Button size="sm" variant="outline-primary" onClick={onRetry} disabled={retrying}>
        Try again
      </Button>
    </div>
  );
}
