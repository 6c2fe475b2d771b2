import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { ShareResult } from '#common/api/shares.ts';
import { ShareIcon } from '#client/components/icons.tsx';
import { ShareDialog } from './share-dialog.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the sharing styles, loaded with the pages that share (see the stylesheet)
import '../shares.scss';

/** Props of {@link ShareReading}. */
export interface ShareReadingProps {
  readingId: string;
  /** Called when the dialog closes after a link was created: the page queues the sharing notice (docs/product.md#notices). */
  onShared?: () => void;
}

/** "Share this reading" on a written reading's page, opening the share dialog. */
export function ShareReading({ readingId, onShared }: ShareReadingProps) {
  const [show, setShow] = useState(false);
  const [created, setCreated] = useState<ShareResult | null>(null);
  return (
    <>
      <p className="text-center mt-1 mb-0">
        <Button variant="link" className="d-inline-flex align-items-center gap-2" onClick={() => setShow(true)}>
          <ShareIcon size={18} />
          Share this reading
        </Button>
      </p>
      <ShareDialog
        readingId={readingId}
        show={show}
        onHide={() => {
          setShow(false);
          if (created !== null) onShared?.();
        }}
        created={created}
        onCreated={setCreated}
      />
    </>
  );
}
