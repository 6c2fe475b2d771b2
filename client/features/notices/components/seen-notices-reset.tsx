import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useNoticeQueue } from '../notice-context.ts';
import { browserSeenNotices } from '../seen-notices.ts';

/**
 * Under the notice settings: Got it puts a notice away on this browser (docs/product.md#notices), which its switch
 * alone cannot undo, so this brings the notices put away back. Shown only when some were.
 */
export function SeenNoticesReset() {
  const queue = useNoticeQueue();
  const [state, setState] = useState<'seen' | 'none' | 'reset'>(() => ((queue?.anySeen() ?? browserSeenNotices().any()) ? 'seen' : 'none'));
  if (state === 'none') return null;

  const showAgain = () => {
    // The browser's record, also before the notice host has loaded; then what the queue keeps for this page load.
    browserSeenNotices().clear();
    queue?.forgetSeen();
    setState('reset');
  };

  return (
    <div className="settings-row d-flex flex-wrap align-items-center justify-content-between gap-2" aria-live="polite">
      {state === 'seen' ? (
        <>
          <p className="form-text mb-0">Notices you closed with Got it stay closed on this device until they have something new to say.</p>
          <Button variant="outline-secondary" size="sm" className="flex-shrink-0" onClick={showAgain}>
            Show them again
          </Button>
        </>
      ) : (
        <p className="form-text mb-0">Each notice that is switched on will show again at its moment.</p>
      )}
    </div>
  );
}
