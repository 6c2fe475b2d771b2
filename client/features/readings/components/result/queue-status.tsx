import { FlowerOfLife } from '#client/components/flower-of-life.tsx';
import { useOnline } from '#client/lib/network.ts';

/**
 * What a reading still being written says while the device is offline (docs/product.md#installing-offline-and-updates):
 * the server goes on writing it, and the page picks it up again by itself once the connection returns. Here rather than
 * beside the progress rules, which the app's first load carries.
 */
const OFFLINE_PROGRESS_NOTE = 'You’re offline. Arcana goes on writing your reading, and it appears here by itself once you’re back online.';

/** Props of {@link QueueStatus}. */
export interface QueueStatusProps {
  /** 1 when next; undefined when the server has not said. */
  position: number | undefined;
}

/** What a queued reading shows: its place in the queue, over a slowly turning flower of life. */
export function QueueStatus({ position }: QueueStatusProps) {
  const online = useOnline();
  return (
    <section className="queue-status" role="status" aria-live="polite">
      <FlowerOfLife size={96} className="queue-flower" />
      <div>
        <p className="queue-status-position mb-1">
          {position === undefined ? 'Your reading is in the queue' : `You are number ${position} in the queue`}
        </p>
        <p className="small text-body-secondary mb-0">
          {online
            ? 'Your cards are drawn and waiting. The reading will be written here as soon as it is your turn; you can leave this page and come back.'
            : OFFLINE_PROGRESS_NOTE}
        </p>
      </div>
    </section>
  );
}

/** What a reading being written shows above its cards. */
export function WritingStatus() {
  const online = useOnline();
  return (
    <p className="writing-status" role="status">
      <span className="writing-status-dot" aria-hidden="true" />
      {online ? 'Your reading is being written…' : OFFLINE_PROGRESS_NOTE}
    </p>
  );
}
