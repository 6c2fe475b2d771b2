import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { appPaths, publicPaths } from '#client/paths.ts';
import { SHARED_INFO_ERROR, useSharedReadingInfo } from '../api.ts';
import { copyText } from '../copy-text.ts';
import { absoluteLink, describeHits } from '../lifetimes.ts';
import { useExpiryText } from '../use-expiry.ts';
import { CopyLinkField } from './copy-link-field.tsx';

/** Props of {@link SharedReadingItem}. */
export interface SharedReadingItemProps {
  id: string;
  /** Views so far, from the fresh list (the cached info may hold an older count). */
  hitCount: number;
  /** Whether a delete is under way (the buttons wait). */
  busy: boolean;
  onDelete: (id: string, title: string) => void;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/**
 * One of the user's shares: its title and summary (docs/product.md#messages-and-errors' words when they
 * cannot be loaded), when it was shared and stops working, its views, and Copy link, Open and Delete.
 */
export function SharedReadingItem({ id, hitCount, busy, onDelete }: SharedReadingItemProps) {
  const { data, isPending } = useSharedReadingInfo(id);
  const [copyFailed, setCopyFailed] = useState(false);
  const [copied, setCopied] = useState(false);
  const expiry = useExpiryText(data?.ok ? data.info.expires : null);

  if (isPending || data === undefined) return <SharedReadingItemPlaceholder />;
  if (!data.ok) {
    return (
      <article className="share-item" aria-label={SHARED_INFO_ERROR.title}>
        <div>
          <h2 className="share-item-title h5">{SHARED_INFO_ERROR.title}</h2>
          <p className="share-item-summary mb-0">{SHARED_INFO_ERROR.summary}</p>
        </div>
        <div className="share-item-actions">
          <Button variant="outline-danger" size="sm" disabled={busy} onClick={() => onDelete(id, SHARED_INFO_ERROR.title)}>
            Delete
          </Button>
        </div>
      </article>
    );
  }

  const { info } = data;
  const title = info.vissibleTitle || 'Untitled reading';
  const link = absoluteLink(publicPaths.sharedReading(info.readingId, info.uuid));
  const copy = async () => {
    const done = await copyText(link);
    setCopied(done);
    setCopyFailed(!done);
  };
  return (
    <article className="share-item" aria-label={title}>
      <div>
        <h2 className="share-item-title h5">{title}</h2>
        {info.summary && <p className="share-item-summary">{info.summary}</p>}
        <ul className="share-item-facts">
          <li className="share-item-hits">{describeHits(hitCount)}</li>
          <li>
            Shared <time dateTime={new Date(info.createdAt).toISOString()}>{dateFormat.format(info.createdAt)}</time>
          </li>
          <li>{expiry}</li>
        </ul>
      </div>
      <div className="share-item-actions">
        <Button variant="primary" size="sm" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy link'}
          <span className="visually-hidden"> of {title}</span>
        </Button>
        <Link className="btn btn-outline-primary btn-sm" to={appPaths.sharedReading(info.readingId, info.uuid)}>
          Open<span className="visually-hidden"> {title}</span>
        </Link>
        <Button variant="outline-danger" size="sm" disabled={busy} onClick={() => onDelete(id, title)}>
          Delete<span className="visually-hidden"> {title}</span>
        </Button>
      </div>
      {copyFailed && (
        <div className="share-item-link">
          <CopyLinkField url={link} selectOnShow />
        </div>
      )}
    </article>
  );
}

/** Gray lines where a share's info will be. */
export function SharedReadingItemPlaceholder() {
  return (
    <div className="share-item placeholder-glow" aria-hidden="true">
      <span>
        <span className="placeholder col-6 placeholder-lg mb-2 d-block" />
        <span className="placeholder col-10 mb-2 d-block" />
        <span className="placeholder col-4 d-block" />
      </span>
    </div>
  );
}
