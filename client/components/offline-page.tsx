import Button from 'react-bootstrap/Button';
import { CloudOffIcon } from './icons.tsx';
import { NoticeCard } from './notice-card.tsx';

/** What a page that cannot open without the connection says (docs/product.md#installing-offline-and-updates). */
export const OFFLINE_PAGE_COPY = {
  title: 'You’re offline',
  body: 'This page needs a connection to open. It opens by itself once you’re back online, or try again now.',
} as const;

/** Props of {@link OfflinePage}. */
export interface OfflinePageProps {
  onRetry: () => void;
  /** Disables Try again while the page is being fetched again. */
  retrying: boolean;
}

/**
 * A page whose content the app does not hold and could not fetch for want of a connection, inside the header and menu.
 * Its query is fetched again once the connection returns (client/lib/reconnect.ts), so the page opens by itself.
 */
export function OfflinePage({ onRetry, retrying }: OfflinePageProps) {
  return (
    <NoticeCard
      icon={CloudOffIcon}
      title={OFFLINE_PAGE_COPY.title}
      actions={
        <Button variant="primary" onClick={onRetry} disabled={retrying}>
          Try again
        </Button>
      }
    >
      <p className="text-body-secondary mb-4" role="alert">
        {OFFLINE_PAGE_COPY.body}
      </p>
    </NoticeCard>
  );
}
