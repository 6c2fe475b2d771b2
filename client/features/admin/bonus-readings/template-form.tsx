import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import {
  SPECIAL_DESCRIPTION_MAX_LENGTH,
  SPECIAL_FLAT_COST_MAX,
  SPECIAL_POSITION_MEANING_MAX_LENGTH,
  SPECIAL_POSITION_NAME_MAX_LENGTH,
  SPECIAL_PROMPT_MAX_LENGTH,
  SPECIAL_TITLE_MAX_LENGTH,
  type AdminSpecialReading,
  type SpecialReadingInput,
} from '#common/api/admin.ts';
import { MAX_READING_CARDS } from '#common/limits.ts';
import { BusyLabel } from '#client/components/busy-label.tsx';
import { clearError, FORM_ERROR, refusalErrors, type FieldErrors } from '../forms/field-errors.ts';
import { localZoneName } from './datetime-local.ts';
import { canAddPosition, checkDraft, draftOf, emptyDraft, isShownField, movePosition, newPosition, type TemplateDraft } from './draft.ts';

/** Props of {@link TemplateForm}. */
export interface TemplateFormProps {
  /** The template to edit; null writes a new one. */
  template: AdminSpecialReading | null;
  onHide: () => void;
  /** Sends the checked template; rejects with the server's refusal. */
  onSave: (input: SpecialReadingInput) => Promise<unknown>;
}

/** Position errors follow their index: once positions move or go, they would sit beside the wrong one. */
const withoutPositionErrors = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => !key.startsWith('positions') && key !== FORM_ERROR));

/**
 * Writes or edits a bonus reading template (docs/product.md#admins) in a dialog: its words, price, 1 to 10 named
 * positions in the order they are laid, and when it is offered, in the admin's own time zone. Mount it afresh for
 * each template (a `key`): it starts from the one it is given.
 */
export function TemplateForm({ template, onHide, onSave }: TemplateFormProps) {
  const [draft, setDraft] = useState<TemplateDraft>(() => (template === null ? emptyDraft() : draftOf(template)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof TemplateDraft>(key: K, value: TemplateDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => clearError(current, key));
  };

  const setPositions = (change: (positions: TemplateDraft['positions']) => TemplateDraft['positions']) => {
    setDraft((current) => ({ ...current, positions: change(current.positions) }));
    setErrors(withoutPositionErrors);
  };

  const editPosition = (index: number, part: 'name' | 'meaning', value: string) => {
    setDraft((current) => ({ ...current, positions: current.positions.map((position, at) => (at === index ? { ...position, [part]: value } : position)) }));
    setErrors((current) => clearError(current, `positions.${index}.${part}`));
  };

  const close = () => {
    if (!busy) onHide();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSave(checked.value);
    } catch (error) {
      setErrors(refusalErrors(error, isShownField));
      setBusy(false);
    }
  };

  const title = template === null ? 'New bonus reading' : `Edit “${template.title}”`;
  return (
    <Modal show onHide={close} size="lg" fullscreen="sm-down" aria-labelledby="admin-template-title">
      <Form noValidate onSubmit={submit} className="admin-template-form">
        <Modal.Header closeButton>
          <Modal.Title id="admin-template-title" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <TextField id="title" label="Title" help="What users see on the offer." max={SPECIAL_TITLE_MAX_LENGTH} value={draft.title} error={errors.title} onChange={(value) => set('title', value)} />
          <TextField
            id="description"
            label="Description"
            help="One or two sentences under the title, for users."
            max={SPECIAL_DESCRIPTION_MAX_LENGTH}
            rows={2}
            value={draft.description}
            error={errors.description}
            onChange={(value) => set('description', value)}
          />
          <TextField
            id="prompt"
            label="Guidance for the reading"
            help="Told to the model that writes the reading; users never see it."
            max={SPECIAL_PROMPT_MAX_LENGTH}
            rows={4}
            value={draft.prompt}
            error={errors.prompt}
            onChange={(value) => set('prompt', value)}
          />
          <Form.Group controlId="admin-template-flatCost" className="mb-3">
            <Form.Label>Price in gems</Form.Label>
            <Form.Control
              type="number"
              inputMode="numeric"
              min={1}
              max={SPECIAL_FLAT_COST_MAX}
              step={1}
              className="admin-template-price"
              value={draft.flatCost}
              isInvalid={errors.flatCost !== undefined}
              aria-invalid={errors.flatCost !== undefined}
              aria-describedby="admin-template-flatCost-help"
              onChange={(event) => set('flatCost', event.target.value)}
            />
            <Form.Text id="admin-template-flatCost-help" className="d-block">
              The whole reading costs this, whatever the costs record says. From 1 to {SPECIAL_FLAT_COST_MAX}.
            </Form.Text>
            <Form.Control.Feedback type="invalid">{errors.flatCost}</Form.Control.Feedback>
          </Form.Group>

          <fieldset className="mb-3">
            <legend className="fs-6 fw-semibold mb-1">Positions</legend>
            <p className="small text-body-secondary mb-2">
              One card is laid for each, in this order: 1 to {MAX_READING_CARDS}.
            </p>
            {draft.positions.map((position, index) => (
              <div key={position.key} className="admin-position">
                <div className="admin-position-head">
                  <span className="fw-semibold">Position {index + 1}</span>
                  <div className="d-flex gap-1">
                    <Button size="sm" variant="outline-secondary" disabled={index === 0} onClick={() => setPositions((list) => movePosition(list, index, -1))}>
                      Up<span className="visually-hidden"> (position {index + 1})</span>
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      disabled={index === draft.positions.length - 1}
                      onClick={() => setPositions((list) => movePosition(list, index, 1))}
                    >
                      Down<span className="visually-hidden"> (position {index + 1})</span>
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      disabled={draft.positions.length === 1}
                      onClick={() => setPositions((list) => list.filter((_, at) => at !== index))}
                    >
                      Remove<span className="visually-hidden"> position {index + 1}</span>
                    </Button>
                  </div>
                </div>
                <TextField
                  id={`positions-${position.key}-name`}
                  label={`Position ${index + 1} name`}
                  max={SPECIAL_POSITION_NAME_MAX_LENGTH}
                  value={position.name}
                  error={errors[`positions.${index}.name`]}
                  onChange={(value) => editPosition(index, 'name', value)}
                />
                <TextField
                  id={`positions-${position.key}-meaning`}
                  label={`Position ${index + 1} meaning`}
                  max={SPECIAL_POSITION_MEANING_MAX_LENGTH}
                  value={position.meaning}
                  error={errors[`positions.${index}.meaning`]}
                  onChange={(value) => editPosition(index, 'meaning', value)}
                  last
                />
              </div>
            ))}
            {errors.positions !== undefined && (
              <p className="text-danger small" role="alert">
                {errors.positions}
              </p>
            )}
            <Button variant="outline-primary" size="sm" disabled={!canAddPosition(draft)} onClick={() => setPositions((list) => [...list, newPosition()])}>
              Add a position
            </Button>
          </fieldset>

          <fieldset className="mb-3">
            <legend className="fs-6 fw-semibold mb-1">When it is offered</legend>
            <p className="small text-body-secondary mb-2">Your time zone ({localZoneName()}). Leave a box empty for no bound.</p>
            <div className="row g-3">
              <DateField id="availableFrom" label="From" value={draft.availableFrom} error={errors.availableFrom} onChange={(value) => set('availableFrom', value)} />
              <DateField id="availableUntil" label="Until" value={draft.availableUntil} error={errors.availableUntil} onChange={(value) => set('availableUntil', value)} />
            </div>
          </fieldset>

          <Form.Check
            type="switch"
            id="admin-template-enabled"
            label="Offered to users (switched off, it is retired)"
            checked={draft.enabled}
            onChange={(event) => set('enabled', event.target.checked)}
          />

          {errors[FORM_ERROR] !== undefined && (
            <Alert variant="danger" className="py-2 mt-3 mb-0">
              {errors[FORM_ERROR]}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            <BusyLabel busy={busy} busyText="Saving…">
              {template === null ? 'Create bonus reading' : 'Save changes'}
            </BusyLabel>
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

/** A text box (or, with `rows`, a text area) with its help and its problem under it. */
function TextField({
  id,
  label,
  help,
  max,
  rows,
  value,
  error,
  onChange,
  last = false,
}: {
  id: string;
  label: string;
  help?: ReactNode;
  max: number;
  rows?: number;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  last?: boolean;
}) {
  const controlId = `admin-template-${id}`;
  return (
    <Form.Group controlId={controlId} className={last ? undefined : 'mb-3'}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...(rows === undefined ? {} : { as: 'textarea' as const, rows })}
        maxLength={max}
        value={value}
        isInvalid={error !== undefined}
        aria-invalid={error !== undefined}
        aria-describedby={help ? `${controlId}-help` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {help && (
        <Form.Text id={`${controlId}-help`} className="d-block">
          {help} At most {max} characters.
        </Form.Text>
      )}
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}

function DateField({ id, label, value, error, onChange }: { id: 'availableFrom' | 'availableUntil'; label: string; value: string; error: string | undefined; onChange: (value: string) => void }) {
  return (
    <Form.Group controlId={`admin-template-${id}`} className="col-12 col-sm-6">
      <Form.Label>{label}</Form.Label>
      <Form.Control type="datetime-local" value={value} isInvalid={error !== undefined} aria-invalid={error !== undefined} onChange={(event) => onChange(event.target.value)} />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}
