import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuditEntry } from '#common/api/admin.ts';
import { auditLogQuery } from '../api.ts';
import { ListFailed, ListSkeleton } from '../list/list-states.tsx';
import { Pager, rangeText } from '../list/pager.tsx';
import { actionLabel, detailLabel, targetLabel } from './audit-labels.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the admin lists' styles, loaded with the admin page's chunk
import '../list/admin-list.scss';

const momentFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The audit log (docs/product.md#admins): every admin's changes, newest first, 20 a page. */
export function AuditSection() {
  const [page, setPage] = useState(1);
  const log = useQuery(auditLogQuery(page));
  const data = log.data;
  if (data === undefined) return log.isError ? <ListFailed what="The audit log" onRetry={() => void log.refetch()} retrying={log.isFetching} /> : <ListSkeleton />;
  if (data.total === 0) return <p className="admin-empty">No admin has changed anything yet.</p>;
  return (
    <>
      <div className="admin-table-frame" aria-busy={log.isFetching}>
        <table className="table admin-table admin-audit-table align-middle mb-0">
          <caption className="visually-hidden">Audit log, {rangeText(data, 'entries')}</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Admin</th>
              <th scope="col">Action</th>
              <th scope="col">Target</th>
            </tr>
          </thead>
          <tbody>
            {data.entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={data.page} pageSize={data.pageSize} total={data.total} noun="entries" busy={log.isPlaceholderData} onPage={setPage} />
    </>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const detail = detailLabel(entry);
  return (
    <tr>
      <td data-label="When">
        <time dateTime={new Date(entry.createdAt).toISOString()}>{momentFormat.format(entry.createdAt)}</time>
      </td>
      <td data-label="Admin" className="text-break">
        {entry.adminEmail ?? <span className="text-body-secondary">A deleted account</span>}
      </td>
      <th scope="row" data-label="Action">
        {/* One box for the action and its detail: on phones the cell lays its label and its value side by side. */}
        <span>
          {actionLabel(entry.action)}
          {detail !== null && <span className="admin-audit-detail">{detail}</span>}
        </span>
      </th>
      <td data-label="Target" className="text-break">
        {targetLabel(entry)}
      </td>
    </tr>
  );
}
