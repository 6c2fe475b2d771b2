import Card from 'react-bootstrap/Card';
import { useBrowserCache, useServerCaches } from '#client/features/admin/caches/api.ts';
import { BrowserCacheSection } from '#client/features/admin/caches/components/browser-cache-section.tsx';
import { ServerCaches } from '#client/features/admin/caches/components/server-caches.tsx';
import { DashboardHeader } from '#client/features/admin/queue/components/dashboard-header.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the page's styles, loaded with this route (see the stylesheet)
import '../../features/admin/caches/caches.scss';

/**
 * /app/main/cache/dashboard (docs/product.md#admins): the server process's caches with their purges, and the response
 * cache this browser keeps (docs/decisions/0014) with a Clear.
 */
export function Component() {
  const server = useServerCaches();
  const browser = useBrowserCache();
  const refresh = () => {
    void server.refetch();
    void browser.refetch();
  };
  return (
    <div className="admin-dashboard">
      <DashboardHeader
        title="Cache Dashboard"
        intro="What the server keeps in memory, and what this browser keeps of your answers."
        refresh={{ updatedAt: server.dataUpdatedAt, fetching: server.isFetching || browser.isFetching, onRefresh: refresh }}
      />
      <Card as="section" className="admin-panel" aria-labelledby="server-caches">
        <Card.Body>
          <h2 id="server-caches" className="h5">
            Server caches
          </h2>
          <p className="small text-body-secondary">
            The caches of the server process that answered. With several server processes, each keeps its own and a purge reaches this one only.
          </p>
          {server.data === undefined ? (
            server.isError ? (
              <p className="text-body-secondary mb-0" role="alert">
                The server’s caches could not be loaded. Refresh to try again.
              </p>
            ) : (
              <p className="placeholder-glow mb-0" aria-hidden="true">
                <span className="placeholder col-12" style={{ height: '6rem' }} />
              </p>
            )
          ) : (
            <ServerCaches caches={server.data.caches} />
          )}
        </Card.Body>
      </Card>
      <Card as="section" className="admin-panel" aria-labelledby="browser-cache">
        <Card.Body>
          <h2 id="browser-cache" className="h5">
            This browser
          </h2>
          <p className="small text-body-secondary">The answers this browser keeps for 30 days so pages open at once, in Cache Storage.</p>
          <BrowserCacheSection />
        </Card.Body>
      </Card>
    </div>
  );
}
