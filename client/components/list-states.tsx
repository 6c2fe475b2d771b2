import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { useOnline } from '#client/lib/network.ts';
import { CloudOffIcon } from './icons.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the empty and failed states' layout, loaded with the first list page
import './list-states.scss';

/** The page's own words for a list with nothing in it. */
export interface EmptyListCopy {
  /** A large icon above the heading. */
  icon: ReactNode;
  title: string;
  text: ReactNode;
  /** What to do instead, e.g. a Start Reading link; without it the text closes the block. */
  actions?: ReactNode;
}

/** The page's own words and retry for a list that could not be loaded. */
export interface ListFailure {
  title: string;
  onRetry: () => void;
  /** Disables Try again while the list is being fetched again. */
  retrying?: boolean;
  /** Announces the state as an alert; leave off when the Error dialog has already said so. */
  alert?: boolean;
}

/** Props of {@link ListStates}. */
export interface ListStatesProps<Item> {
  /** The list; null or undefined until loaded, or when it could not be. */
  items: readonly Item[] | null | undefined;
  /** While true, `skeleton` is shown. */
  pending: boolean;
  /** What screen readers hear while the list loads, e.g. "Loading your messages…". */
  loadingLabel: string;
  /** Gray shapes where the list will be; hide them from screen readers (aria-hidden). */
  skeleton: ReactNode;
  /** Whether the list could not be loaded. Without `failure` such a list shows as empty. */
  failed?: boolean;
  failure?: ListFailure;
  empty: EmptyListCopy;
  /** What the offline state says of this list coming back, e.g. "Your messages load by themselves once you’re back online." */
  offlineText?: string;
  /** The list itself, given its items once there is at least one. */
  children: (items: readonly Item[]) => ReactNode;
}

/** What every list says offline of what still works (docs/product.md#installing-offline-and-updates). */
const OFFLINE_STILL_WORKS = 'Pages you’ve already opened still show what they last loaded.';

/**
 * A list page's body: the skeleton while the list loads, then what went wrong, or that there is nothing yet, or the
 * list. The loading, failed and empty states look and read the same on every list page. Offline, a list never loaded
 * says it needs the connection (the query fetches it again once it returns), and one loaded before is marked as such.
 */
export function ListStates<Item>({ items, pending, loadingLabel, skeleton, failed = false, failure, empty, offlineText, children }: ListStatesProps<Item>) {
  const online = useOnline();
  if (!online) {
    if (!items) {
      return (
        <StateBlock icon={<CloudOffIcon size={36} />} title="You’re offline" text={`${offlineText ?? 'This list loads by itself once you’re back online.'} ${OFFLINE_STILL_WORKS}`} role="status" />
      );
    }
    return (
      <>
        <p className="list-offline-note small text-body-secondary">
          <CloudOffIcon size={16} />
          <span>Offline: shown as last loaded. It refreshes by itself once you’re back online.</span>
        </p>
        {items.length === 0 ? <EmptyState empty={empty} /> : children(items)}
      </>
    );
  }
  if (pending) {
    return (
      <div role="status">
        <span className="visually-hidden">{loadingLabel}</span>
        {skeleton}
      </div>
    );
  }
  if (failed && failure) {
    return (
      <StateBlock icon={<CloudOffIcon size={36} />} title={failure.title} text="Check your connection and try again." role={failure.alert ? 'alert' : undefined}>
        <Button variant="primary" onClick={failure.onRetry} disabled={failure.retrying}>
          Try again
        </Button>
      </StateBlock>
    );
  }
  if (!items || items.length === 0) return <EmptyState empty={empty} />;
  return children(items);
}

function EmptyState({ empty }: { empty: EmptyListCopy }) {
  return (
    <StateBlock icon={empty.icon} title={empty.title} text={empty.text}>
      {empty.actions}
    </StateBlock>
  );
}

function StateBlock({ icon, title, text, role, children }: { icon: ReactNode; title: string; text: ReactNode; role?: 'alert' | 'status'; children?: ReactNode }) {
  return (
    <div className="list-state" role={role}>
      <div className="coming-soon-icon mx-auto mb-3">{icon}</div>
      <h2 className="h5 mb-2">{title}</h2>
      <p className={`text-body-secondary ${children ? 'mb-4' : 'mb-0'}`}>{text}</p>
      {children}
    </div>
  );
}
