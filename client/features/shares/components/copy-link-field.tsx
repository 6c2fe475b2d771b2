import { useEffect, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { copyText } from '../copy-text.ts';

/** Props of {@link CopyLinkField}. */
export interface CopyLinkFieldProps {
  /** The absolute link. */
  url: string;
  /** Selects the link as soon as it shows (the clipboard was refused before, elsewhere). */
  selectOnShow?: boolean;
}

type Copied = 'idle' | 'copied' | 'select';

/**
 * A share link in a read-only field with Copy link. When the clipboard is refused the link is
 * selected instead, and the field says how to copy it by hand.
 */
export function CopyLinkField({ url, selectOnShow = false }: CopyLinkFieldProps) {
  const field = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [copied, setCopied] = useState<Copied>(selectOnShow ? 'select' : 'idle');
  const selectLink = () => field.current?.select();
  useEffect(() => {
    if (selectOnShow) field.current?.select();
  }, [selectOnShow]);

  const copy = async () => {
    if (await copyText(url)) {
      setCopied('copied');
      return;
    }
    setCopied('select');
    selectLink();
  };

  return (
    <div className="share-link">
      <div className="share-link-row">
        <Form.Control
          ref={field}
          readOnly
          value={url}
          aria-label="Share link"
          aria-describedby={hintId}
          onFocus={selectLink}
          className="share-link-input"
        />
        <Button variant="primary" onClick={() => void copy()}>
          {copied === 'copied' ? 'Copied' : 'Copy link'}
        </Button>
      </div>
      <p id={hintId} className="small text-body-secondary mt-1 mb-0" aria-live="polite">
        {copied === 'copied' && 'The link is on your clipboard.'}
        {copied === 'select' && 'The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.'}
      </p>
    </div>
  );
}
