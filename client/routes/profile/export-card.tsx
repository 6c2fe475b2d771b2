import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { BookIcon } from '#client/components/icons.tsx';
import { PageSection } from '#client/components/page-section.tsx';
import { useReadingIds } from '#client/features/readings/api.ts';
import { EXPORT_MESSAGES, useExportReadings, type ExportState } from './use-export-readings.ts';

/** What the button says while it works. */
function preparing(state: Extract<ExportState, { phase: 'preparing' }>): string {
  return state.total === 0 ? 'Preparing…' : `Preparing ${state.done} of ${state.total}…`;
}

/**
 * "Download my readings" (docs/product.md#profile): every saved reading as a Markdown file to read and a JSON file to
 * keep, built in this tab from the readings the unlocked session can open, and never stored anywhere on the way.
 */
export function ExportCard() {
  const { data: ids } = useReadingIds();
  const { state, start } = useExportReadings();
  const none = ids !== undefined && ids.length === 0;
  const working = state.phase === 'preparing';
  return (
    <PageSection
      title="Export your readings"
      icon={<BookIcon size={20} />}
      description="Download every saved reading, with its cards, summary, clarifiers and what you wrote in your journal, as a Markdown file to read and a JSON file to keep. They are opened here in your browser; keep the files somewhere private."
    >
      <Button variant="outline-primary" onClick={start} disabled={working || ids === undefined || none} aria-describedby="profile-export-status">
        {working ? preparing(state) : 'Download my readings'}
      </Button>
      <div id="profile-export-status" className="mt-2" aria-live="polite">
        {none && <p className="small text-body-secondary mb-0">{EXPORT_MESSAGES.NONE}</p>}
        {working && state.total > 0 && (
          <div className="profile-export-bar" aria-hidden="true">
            <span style={{ width: `${(100 * state.done) / state.total}%` }} />
          </div>
        )}
        {state.phase === 'done' && (
          <p className="profile-saved mb-0">
            Downloaded {state.count} {state.count === 1 ? 'reading' : 'readings'} as Markdown and JSON.
          </p>
        )}
        {state.phase === 'failed' && (
          <Alert variant="warning" className="py-2 small mb-0">
            {state.message}
          </Alert>
        )}
      </div>
    </PageSection>
  );
}
