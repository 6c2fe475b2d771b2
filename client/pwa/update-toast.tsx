import { dismissUpdate, useWaitingUpdate } from './update-state.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the toast's styles, loaded with the service worker's chunk, not the first page
import './update-toast.scss';

/**
 * The update toast (docs/product.md#installing-offline-and-updates): a new version is ready; Reload
 * switches to it, Later puts it off.
 */
export function UpdateToast() {
  const apply = useWaitingUpdate();
  if (!apply) return null;
  return (
    <div className="update-toast" role="status">
      <p className="update-toast-text">A new version of Arcana is ready.</p>
      <div className="update-toast-actions">
        <button type="button" className="btn btn-primary btn-sm" onClick={() => void apply()}>
          Reload
        </button>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={dismissUpdate}>
          Later
        </button>
      </div>
    </div>
  );
}
