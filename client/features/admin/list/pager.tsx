import Button from 'react-bootstrap/Button';

/** Props of {@link Pager}. */
export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** What the rows are, plural: "users", "entries". */
  noun: string;
  /** While the next page loads, both buttons wait. */
  busy: boolean;
  onPage: (page: number) => void;
}

/** "21–40 of 57 users" with Previous and Next; nothing to page through, it says only the count. */
export function Pager({ page, pageSize, total, noun, busy, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="admin-pager" aria-label={`Pages of ${noun}`}>
      <p className="admin-pager-range mb-0">{rangeText({ page, pageSize, total }, noun)}</p>
      {pages > 1 && (
        <div className="admin-pager-buttons">
          <Button size="sm" variant="outline-secondary" disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <span className="admin-pager-page">
            Page {page} of {pages}
          </span>
          <Button size="sm" variant="outline-secondary" disabled={busy || page >= pages} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </div>
      )}
    </nav>
  );
}

/** "21–40 of 57 users": which rows a page shows. */
export function rangeText({ page, pageSize, total }: { page: number; pageSize: number; total: number }, noun: string): string {
  const first = Math.min(total, (page - 1) * pageSize + 1);
  return `${first}–${Math.min(total, page * pageSize)} of ${total.toLocaleString()} ${noun}`;
}
