import { useId } from 'react';
import Badge from 'react-bootstrap/Badge';
import type { AdminUser } from '#common/api/admin.ts';
import { ActionsMenu } from './actions-menu.tsx';
import type { ConfirmedChange } from './confirmed-changes.ts';
import { formatDay, formatMoment } from './format.ts';

/** What a row's buttons ask for. */
export type UserAction = ConfirmedChange | 'grant' | 'message';

/** Props of {@link UserTable}. */
export interface UserTableProps {
  users: readonly AdminUser[];
  /** Says what the table shows, e.g. "Users 21–40 of 57". */
  caption: string;
  /** While a change runs, every row's buttons wait. */
  busy: boolean;
  onAction: (action: UserAction, user: AdminUser) => void;
}

/**
 * The users of one page: balances, dates, badges and, in each row's Actions menu, the changes an admin can make. A
 * table on wide screens, cards below them.
 */
export function UserTable({ users, caption, busy, onAction }: UserTableProps) {
  return (
    <table className="table admin-table admin-users-table align-middle mb-0">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">User</th>
          <th scope="col" className="text-end">
            Gems
          </th>
          <th scope="col" className="text-end">
            Extra gems
          </th>
          <th scope="col" className="text-end">
            Coins
          </th>
          <th scope="col" className="text-end">
            Readings
          </th>
          <th scope="col">Joined</th>
          <th scope="col">Last seen</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <UserRow key={user.id} user={user} busy={busy} onAction={onAction} />
        ))}
      </tbody>
    </table>
  );
}

function UserRow({ user, busy, onAction }: { user: AdminUser; busy: boolean; onAction: UserTableProps['onAction'] }) {
  const listedNoteId = useId();
  // Admins named in ADMIN_EMAILS change only in the server's configuration; the server refuses too (409).
  const locked = user.listedAdmin;
  return (
    <tr data-testid={`user-${user.id}`}>
      <th scope="row" className="admin-user-cell">
        <span className="admin-user-email">{user.email}</span>
        {user.name !== '' && <span className="admin-user-name">{user.name}</span>}
        <UserBadges user={user} />
      </th>
      <td data-label="Gems" className="text-end">
        {user.gems.toLocaleString()}
      </td>
      <td data-label="Extra gems" className="text-end">
        {user.extraPoints.toLocaleString()}
      </td>
      <td data-label="Coins" className="text-end">
        {user.coins.toLocaleString()}
      </td>
      <td data-label="Readings" className="text-end">
        {user.readings.toLocaleString()}
      </td>
      <td data-label="Joined">
        <time dateTime={new Date(user.createdAt).toISOString()}>{formatDay(user.createdAt)}</time>
      </td>
      <td data-label="Last seen">
        {user.lastSeen === null ? (
          <span className="text-body-secondary">Never</span>
        ) : (
          <time dateTime={new Date(user.lastSeen).toISOString()} title={formatMoment(user.lastSeen)}>
            {formatDay(user.lastSeen)}
          </time>
        )}
      </td>
      <td className="admin-user-actions">
        <ActionsMenu
          label={`Actions for ${user.email}`}
          disabled={busy}
          actions={[
            { label: 'Change balance', onSelect: () => onAction('grant', user) },
            { label: 'Message', onSelect: () => onAction('message', user) },
            {
              label: user.banned ? 'Unban' : 'Ban',
              onSelect: () => onAction(user.banned ? 'unban' : 'ban', user),
              danger: !user.banned,
              disabled: locked,
              describedBy: locked ? listedNoteId : undefined,
              dividerBefore: true,
            },
            {
              label: user.admin ? 'Revoke admin' : 'Make admin',
              onSelect: () => onAction(user.admin ? 'revokeAdmin' : 'makeAdmin', user),
              disabled: locked,
              describedBy: locked ? listedNoteId : undefined,
            },
          ]}
          note={
            locked ? (
              <span id={listedNoteId} className="admin-user-note">
                Listed in ADMIN_EMAILS: its role and ban change only in the server’s configuration.
              </span>
            ) : undefined
          }
        />
      </td>
    </tr>
  );
}

function UserBadges({ user }: { user: AdminUser }) {
  if (!user.banned && !user.admin) return null;
  return (
    <span className="admin-user-badges">
      {user.banned && <Badge bg="danger">Banned</Badge>}
      {user.listedAdmin ? <Badge bg="primary">Listed admin</Badge> : user.admin && <Badge bg="primary">Admin</Badge>}
    </span>
  );
}
