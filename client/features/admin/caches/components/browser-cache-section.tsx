import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { BusyLabel } from '#client/components/busy-label.tsx';
import { formatAge } from '../../queue/format.ts';
import { useBrowserCache, useClearBrowserCache } from '../api.ts';
import type { BrowserCacheSummary } from '../browser-cache.ts';
import { formatBytes } from '../format-bytes.ts';

/**
 * "This browser": the response cache this browser keeps in Cache Storage (docs/decisions/0014), counted without
 * opening a single entry, and a Clear that empties it and this tab's memory of it.
 */
export function BrowserCacheSection() {
  const summary = useBrowserCache();
  const clear = useClearBrowserCache();
  const [cleared, setCleared] = useState(false);

  if (summary.isPending) {
    return (
      <p className="placeholder-glow mb-0" aria-hidden="true">
        <span className="placeholder col-8" />
      </p>
    );
  }
  if (summary.isError) return <p className="text-danger mb-0">This browser’s cache could not be read: {String(summary.error)}</p>;
  if (summary.data === null) {
    return <p className="text-body-secondary mb-0">Not available in this browser: it has no Cache Storage here (an insecure origin or a private window), so this tab keeps answers in its memory only.</p>;
  }
  const run = () => {
    setCleared(false);
    clear.mutate(undefined, { onSuccess: () => setCleared(true) });
  };
  return (
    <>
      <BrowserFigures summary={summary.data} now={summary.dataUpdatedAt} />
      <div className="admin-actions mt-3">
        <Button variant="outline-danger" size="sm" onClick={run} disabled={clear.isPending || summary.isFetching}>
          <BusyLabel busy={clear.isPending} busyText="Clearing…">
            Clear this browser’s cache
          </BusyLabel>
        </Button>
      </div>
      <div role="status">
        {cleared && (
          <Alert variant="success" className="mt-3 mb-0" dismissible onClose={() => setCleared(false)}>
            Cleared: this browser and tab keep no cached answers now.
          </Alert>
        )}
      </div>
    </>
  );
}

function BrowserFigures({ summary, now }: { summary: BrowserCacheSummary; now: number }) {
  const figures: [string, string][] = [
    ['Entries', summary.entries.toLocaleString()],
    ['Sealed', summary.sealed.toLocaleString()],
    ['Plain', summary.plain.toLocaleString()],
    ['Oldest entry', summary.oldestSavedAt === null ? 'none' : `${formatAge((now - summary.oldestSavedAt) / 1000)} old`],
    ['Total size', formatBytes(summary.totalBytes)],
  ];
  return (
    <>
      <dl className="browser-cache-figures">
        {figures.map(([label, value]) => (
          <div key={label} data-testid={`browser-${label}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="small text-body-secondary mb-0">
        {summary.cacheNames.length === 0 ? 'No response cache is stored yet.' : `Stored in ${summary.cacheNames.join(', ')}.`} Sealed entries are readings’
        content, encrypted under this unlock’s key; plain ones hold settings only.
      </p>
    </>
  );
}
