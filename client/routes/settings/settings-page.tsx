import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { SlidersIcon } from '#client/components/icons.tsx';
import { SeenNoticesReset } from '#client/features/notices/components/seen-notices-reset.tsx';
import { useUserSettings } from '#client/features/settings/api.ts';
import { SettingsForm } from '#client/features/settings/components/settings-form.tsx';

/** The settings page (docs/product.md#settings-page): appearance and notices, each change applied at once and saved. */
export function Component() {
  const { data: settings, refetch, isFetching } = useUserSettings();
  return (
    <Card className="page-card mx-auto shadow-sm">
      <Card.Body className="p-4 p-md-5">
        <div className="d-flex align-items-center gap-3 mb-2">
          <div className="coming-soon-icon flex-shrink-0">
            <SlidersIcon size={32} />
          </div>
          <h1 className="h3 mb-0">Settings</h1>
        </div>
        <p className="text-body-secondary mb-4">Changes apply at once and follow you to every device you sign in on.</p>
        {settings === undefined && (
          <Placeholder as="div" animation="glow" aria-hidden="true">
            <Placeholder xs={12} className="mb-2" style={{ height: '3rem' }} />
            <Placeholder xs={12} style={{ height: '3rem' }} />
          </Placeholder>
        )}
        {settings === null && (
          <Alert variant="warning" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
            Your settings could not be loaded.
            <Button variant="outline-secondary" size="sm" disabled={isFetching} onClick={() => void refetch()}>
              Try again
            </Button>
          </Alert>
        )}
        {settings && <SettingsForm settings={settings} after={{ Notifications: <SeenNoticesReset /> }} />}
      </Card.Body>
    </Card>
  );
}
