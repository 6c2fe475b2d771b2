import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import type { AdminUser, GrantRequest } from '#common/api/admin.ts';
import type { BroadcastRequest } from '#common/api/messages.ts';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { adminUsersQuery, grantPoints, messageUser } from '../api.ts';
import { CONFIRMED_CHANGES, type ConfirmedChange } from './confirmed-changes.ts';
import { countOf } from './format.ts';
import { GrantDialog } from './grant-dialog.tsx';
import { MessageDialog } from './message-dialog.tsx';
import { adminRefusalOf } from '../refusal.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import { useUserChange } from './use-user-change.ts';
import { UserTable, type UserAction } from './user-table.tsx';
import { ListFailed, ListSkeleton } from '../list/list-states.tsx';
import { Pager, rangeText } from '../list/pager.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the admin lists' styles, loaded with the admin page's chunk
import '../list/admin-list.scss';

/** How long the search waits after the last key before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

type Feedback = { variant: 'success' | 'danger'; text: string } | null;

/**
 * The users list (docs/product.md#admins): search by email or name, 20 a page, and per user a grant, a message, a ban
 * and the admin role. After each change the list and the audit log are asked again; what happened shows above the
 * list, or in the open form when the server refused.
 */
export function UsersSection() {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // A page belongs to the search it was turned to: a new search starts from its first page once it is sent.
  const [paging, setPaging] = useState({ query, page: 1 });
  const page = paging.query === query ? paging.page : 1;
  const users = useQuery(adminUsersQuery(query, page));
  const [target, setTarget] = useState<{ action: UserAction; user: AdminUser } | null>(null);
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const change = useUserChange();
  const searchId = useId();

  const start = (action: UserAction, user: AdminUser) => {
    setTarget({ action, user });
    setRefusal(null);
    setFeedback(null);
    setOpen(true);
  };

  const close = () => {
    if (!change.isPending) setOpen(false);
  };

  const succeed = (text: string) => {
    setFeedback({ variant: 'success', text });
    setOpen(false);
  };

  const grant = (user: AdminUser, request: GrantRequest) =>
    change.mutate(() => grantPoints(user.id, request), {
      onSuccess: () => succeed(request.amount > 0 ? `Gave ${user.email} ${countOf(request.amount, request.currency)}.` : `Took ${countOf(-request.amount, request.currency)} from ${user.email}.`),
      onError: (error) => setRefusal(adminRefusalOf(error).message),
    });

  const message = (user: AdminUser, sent: BroadcastRequest) =>
    change.mutate(() => messageUser(user.id, sent), {
      onSuccess: () => succeed(`Message sent to ${user.email}.`),
      onError: (error) => setRefusal(adminRefusalOf(error).message),
    });

  // The confirmation closes itself once this settles; a refusal then shows above the list, naming the user.
  const confirm = (kind: ConfirmedChange, user: AdminUser) =>
    change
      .mutateAsync(() => CONFIRMED_CHANGES[kind].run(user))
      .then(
        () => setFeedback({ variant: 'success', text: CONFIRMED_CHANGES[kind].done(user) }),
        (error: unknown) => setFeedback({ variant: 'danger', text: `${user.email}: ${adminRefusalOf(error).message}` }),
      );

  const data = users.data;
  const confirmed = target !== null && target.action in CONFIRMED_CHANGES ? CONFIRMED_CHANGES[target.action as ConfirmedChange] : null;

  return (
    <div className="admin-users">
      <Form role="search" className="admin-users-search" onSubmit={(event) => event.preventDefault()}>
        <Form.Label htmlFor={searchId}>Search users</Form.Label>
        <Form.Control id={searchId} type="search" placeholder="Email or name" autoComplete="off" value={search} onChange={(event) => setSearch(event.target.value)} />
      </Form>
      <div role="status" className="admin-users-feedback">
        {feedback !== null && (
          <Alert variant={feedback.variant} className="mb-0" dismissible onClose={() => setFeedback(null)}>
            {feedback.text}
          </Alert>
        )}
      </div>
      {data === undefined ? (
        users.isError ? (
          <ListFailed what="The users" onRetry={() => void users.refetch()} retrying={users.isFetching} />
        ) : (
          <ListSkeleton />
        )
      ) : data.total === 0 ? (
        <p className="admin-empty">{query === '' ? 'No users yet.' : `No user’s email or name contains “${query}”.`}</p>
      ) : (
        <>
          <div className="admin-table-frame" aria-busy={users.isFetching}>
            <UserTable users={data.users} caption={`Users, ${rangeText(data, 'users')}`} busy={change.isPending} onAction={start} />
          </div>
          <Pager page={data.page} pageSize={data.pageSize} total={data.total} noun="users" busy={users.isPlaceholderData} onPage={(next) => setPaging({ query, page: next })} />
        </>
      )}
      <GrantDialog
        show={open && target?.action === 'grant'}
        user={target?.user ?? null}
        busy={change.isPending}
        refusal={refusal}
        onCancel={close}
        onSubmit={(request) => target !== null && grant(target.user, request)}
      />
      <MessageDialog
        show={open && target?.action === 'message'}
        user={target?.user ?? null}
        busy={change.isPending}
        refusal={refusal}
        onCancel={close}
        onSubmit={(sent) => target !== null && message(target.user, sent)}
      />
      <ConfirmDialog
        show={open && confirmed !== null}
        title={confirmed !== null && target !== null ? confirmed.title(target.user) : ''}
        body={confirmed?.body ?? ''}
        confirmLabel={change.isPending ? (confirmed?.busy ?? '') : (confirmed?.confirm ?? '')}
        busy={change.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() => (target !== null && confirmed !== null ? confirm(target.action as ConfirmedChange, target.user) : Promise.resolve())}
      />
    </div>
  );
}
