import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { CacheStats, PurgeResult } from '#common/api/admin-ops.ts';
import { BusyLabel } from '#client/components/busy-label.tsx';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { adminRefusalOf } from '../../refusal.ts';
import { count } from '../../queue/format.ts';
import { usePurgeCaches } from '../api.ts';
import { formatBytes } from '../format-bytes.ts';

/** What a purge is about: one cache by name, or every cache (null). */
type Target = { name: string | null };

const hitRateText = (rate: number | null) => (rate === null ? 'no lookups yet' : `${Math.round(rate * 1000) / 10} %`);

const purgedText = ({ purged }: PurgeResult) =>
  purged.length === 0 ? 'There was no cache to purge.' : `Purged ${purged.map((cache) => `${cache.name} (${count(cache.entries, 'entry', 'entries')})`).join(', ')}.`;

/**
 * The server process's caches: entries, hit rate and size, with Purge per cache and Purge all, each confirmed. The
 * server's refusal shows beside the row (or the Purge all button) that asked.
 */
export function ServerCaches({ caches }: { caches: readonly CacheStats[] }) {
  const purge = usePurgeCaches();
  const [asking, setAsking] = useState<Target | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<{ name: string | null; message: string } | null>(null);
  const [purged, setPurged] = useState<string | null>(null);
  const busyName = purge.isPending ? purge.variables : undefined;

  const ask = (name: string | null) => {
    setAsking({ name });
    setConfirming(true);
  };

  const confirm = async () => {
    if (asking === null) return;
    setRefusal(null);
    setPurged(null);
    try {
      setPurged(purgedText(await purge.mutateAsync(asking.name)));
    } catch (error) {
      setRefusal({ name: asking.name, message: adminRefusalOf(error).message });
    }
  };

  const refusalOf = (name: string | null) => (refusal !== null && refusal.name === name ? refusal.message : null);
  const allRefusal = refusalOf(null);

  return (
    <>
      {caches.length === 0 ? (
        <p className="text-body-secondary">This server process keeps no caches.</p>
      ) : (
        <div className="admin-table-scroll" tabIndex={0} role="region" aria-label="Server caches table">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Cache</th>
                <th scope="col" className="text-end">
                  Entries
                </th>
                <th scope="col" className="text-end">
                  Hit rate
                </th>
                <th scope="col" className="text-end">
                  Size
                </th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {caches.map((cache) => {
                const message = refusalOf(cache.name);
                return (
                  <tr key={cache.name} data-testid={`cache-${cache.name}`}>
                    <th scope="row">
                      <code>{cache.name}</code>
                      {message !== null && (
                        <p role="alert" className="small text-danger fw-normal mb-0 mt-1">
                          {message}
                        </p>
                      )}
                    </th>
                    <td className="text-end">{cache.entries.toLocaleString()}</td>
                    <td className="text-end" title={`${cache.hits} hits, ${cache.misses} misses`}>
                      {hitRateText(cache.hitRate)}
                    </td>
                    <td className="text-end">{formatBytes(cache.approxBytes)}</td>
                    <td className="text-end">
                      <Button variant="outline-danger" size="sm" onClick={() => ask(cache.name)} disabled={purge.isPending} aria-label={`Purge ${cache.name}`}>
                        <BusyLabel busy={busyName === cache.name} busyText="Purging…">
                          Purge
                        </BusyLabel>
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <div className="admin-actions mt-3">
        <Button variant="danger" size="sm" onClick={() => ask(null)} disabled={purge.isPending || caches.length === 0}>
          <BusyLabel busy={busyName === null} busyText="Purging all…">
            Purge all
          </BusyLabel>
        </Button>
        {allRefusal !== null && (
          <p role="alert" className="small text-danger mb-0">
            {allRefusal}
          </p>
        )}
      </div>
      <div role="status">
        {purged !== null && (
          <Alert variant="success" className="mt-3 mb-0" dismissible onClose={() => setPurged(null)}>
            {purged}
          </Alert>
        )}
      </div>
      <ConfirmDialog
        show={confirming}
        title={asking?.name ? `Purge ${asking.name}?` : 'Purge every cache?'}
        body={`${asking?.name ? 'Its entries are' : 'Every entry of every cache is'} dropped from this server process’s memory. Nothing is lost: the next requests build them again, a little slower.`}
        confirmLabel={asking?.name ? 'Purge' : 'Purge all'}
        busy={purge.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </>
  );
}
