import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import type { AdminSpecialReading, SpecialReadingInput } from '#common/api/admin.ts';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { adminSpecialReadingsQuery, AUDIT_LOG_KEY, createSpecialReading, retireSpecialReading, updateSpecialReading } from '../api.ts';
import { formatWindow, STATUS_LABELS, templateStatus } from '../bonus-readings/status.ts';
import { TemplateForm } from '../bonus-readings/template-form.tsx';
import { adminRefusalOf } from '../refusal.ts';
import { SectionQuery } from './section-query.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the admin lists' styles: a table from md, cards below it
import '../list/admin-list.scss';
// oxlint-disable-next-line import/no-unassigned-import -- the sections' styles, loaded with the admin page's chunk
import './sections.scss';

/** Which template the form is open for: a new one, one to edit, or none. */
type Editing = { template: AdminSpecialReading | null } | null;

/** What the section last said: a change done, or the server's refusal of a retire. */
type Feedback = { variant: 'success' | 'danger'; text: string } | null;

/**
 * The bonus reading templates (docs/product.md#bonus-readings): every one with its state, to write, edit and retire.
 * The admin page gives it its heading.
 */
export function BonusReadingsSection() {
  const queryClient = useQueryClient();
  const templates = useQuery(adminSpecialReadingsQuery);
  const [editing, setEditing] = useState<Editing>(null);
  // Kept after the dialog closes, so its title does not go blank while it fades out.
  const [retiring, setRetiring] = useState<AdminSpecialReading | null>(null);
  const [askRetire, setAskRetire] = useState(false);
  const [retireBusy, setRetireBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: adminSpecialReadingsQuery.queryKey }), queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY })]);

  const save = async (input: SpecialReadingInput) => {
    const template = editing?.template ?? null;
    const saved = template === null ? await createSpecialReading(input) : await updateSpecialReading(template.id, input);
    setEditing(null);
    setFeedback({ variant: 'success', text: template === null ? `“${saved.title}” created.` : `“${saved.title}” saved.` });
    await refresh();
  };

  const retire = async () => {
    if (retiring === null) return;
    setRetireBusy(true);
    try {
      const retired = await retireSpecialReading(retiring.id);
      setFeedback({ variant: 'success', text: `“${retired.title}” retired: it is no longer offered.` });
    } catch (error) {
      setFeedback({ variant: 'danger', text: adminRefusalOf(error).message });
    } finally {
      setRetireBusy(false);
    }
    await refresh();
  };

  // The status is judged when the list was fetched, the moment the server's `open` was true of.
  const fetchedAt = templates.dataUpdatedAt;
  return (
    <div>
      <div className="admin-section-toolbar">
        <Button
          size="sm"
          onClick={() => {
            setFeedback(null);
            setEditing({ template: null });
          }}
        >
          New bonus reading
        </Button>
      </div>
      {feedback !== null && (
        <Alert variant={feedback.variant} className="py-2" role={feedback.variant === 'success' ? 'status' : 'alert'} dismissible onClose={() => setFeedback(null)}>
          {feedback.text}
        </Alert>
      )}
      <SectionQuery query={templates} what="the bonus readings" placeholders={['6rem']}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-body-secondary mb-0">No bonus readings yet.</p>
          ) : (
            <div className="admin-table-frame">
              <table className="table admin-table admin-templates align-middle mb-0">
                <caption className="visually-hidden">Bonus reading templates</caption>
                <thead>
                  <tr>
                    <th scope="col">Title</th>
                    <th scope="col">Price</th>
                    <th scope="col">Window</th>
                    <th scope="col">Status</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((template) => {
                    const status = STATUS_LABELS[templateStatus(template, fetchedAt)];
                    return (
                      <tr key={template.id}>
                        <th scope="row" className="admin-template-title">
                          {template.title}
                          <span className="admin-template-title-cards small">
                            {template.positions.length} {template.positions.length === 1 ? 'card' : 'cards'}
                          </span>
                        </th>
                        <td data-label="Price">
                          {template.flatCost} {template.flatCost === 1 ? 'gem' : 'gems'}
                        </td>
                        <td data-label="Window">{formatWindow(template)}</td>
                        <td data-label="Status">
                          <Badge bg={status.variant}>{status.label}</Badge>
                        </td>
                        <td className="admin-template-actions">
                          <div className="d-inline-flex gap-1">
                            <Button
                              size="sm"
                              variant="outline-primary"
                              onClick={() => {
                                setFeedback(null);
                                setEditing({ template });
                              }}
                            >
                              Edit<span className="visually-hidden"> {template.title}</span>
                            </Button>
                            {template.enabled && (
                              <Button
                                size="sm"
                                variant="outline-danger"
                                onClick={() => {
                                  setRetiring(template);
                                  setAskRetire(true);
                                }}
                              >
                                Retire<span className="visually-hidden"> {template.title}</span>
                              </Button>
                            )}
                          </div>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )
        }
      </SectionQuery>
      {editing !== null && <TemplateForm key={editing.template?.id ?? 'new'} template={editing.template} onHide={() => setEditing(null)} onSave={save} />}
      <ConfirmDialog
        show={askRetire}
        title={`Retire “${retiring?.title ?? ''}”?`}
        body="It will no longer be offered or started. Readings already started keep it as it was. You can switch it on again by editing it."
        confirmLabel="Retire"
        busy={retireBusy}
        onCancel={() => setAskRetire(false)}
        onConfirm={retire}
      />
    </div>
  );
}
