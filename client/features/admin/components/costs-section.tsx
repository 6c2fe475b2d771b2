import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { CostsUpdateSchema } from '#common/api/admin.ts';
import type { Costs } from '#common/api/settings.ts';
import { BusyLabel } from '#client/components/busy-label.tsx';
import { refreshCosts } from '#client/lib/costs-cache.ts';
import { adminCostsQuery, AUDIT_LOG_KEY, updateCosts } from '../api.ts';
import { priceExamples } from '../costs/examples.ts';
import { COST_FIELDS, costsOf, draftOf, isCostField, type CostsDraft } from '../costs/fields.ts';
import { checkInput, clearError, FORM_ERROR, refusalErrors, type FieldErrors } from '../forms/field-errors.ts';
import { SectionQuery } from './section-query.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the sections' styles, loaded with the admin page's chunk
import './sections.scss';

/**
 * The costs record readings are priced with (docs/product.md#reading-cost): every field, checked as the server does.
 * The admin page gives it its heading.
 */
export function CostsSection() {
  const costs = useQuery(adminCostsQuery);
  return (
    <div>
      <SectionQuery query={costs} what="the costs" placeholders={['12rem']}>
        {(saved) => <CostsForm saved={saved} />}
      </SectionQuery>
    </div>
  );
}

function CostsForm({ saved }: { saved: Costs }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<CostsDraft>(() => draftOf(saved));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);
  const save = useMutation({
    mutationFn: updateCosts,
    onSuccess: async (inForce) => {
      queryClient.setQueryData(adminCostsQuery.queryKey, inForce);
      setDraft(draftOf(inForce));
      setDone(true);
      // The reading forms price with the app's costs query: refetched now, they show the new price at once.
      await Promise.all([refreshCosts(queryClient), queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY })]);
    },
    onError: (error) => setErrors(refusalErrors(error, isCostField)),
  });

  const checked = checkInput(CostsUpdateSchema, costsOf(draft));

  const change = (key: keyof Costs, value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => clearError(current, key));
    setDone(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setDone(false);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.value);
  };

  return (
    <Form noValidate onSubmit={submit}>
      <div className="admin-costs-grid">
        {COST_FIELDS.map(({ key, label, help, max }) => {
          const controlId = `admin-cost-${key}`;
          const error = errors[key];
          return (
            <Form.Group key={key} controlId={controlId} className="mb-3">
              <Form.Label>{label}</Form.Label>
              <Form.Control
                type="number"
                inputMode="decimal"
                min={0}
                max={max}
                step="any"
                value={draft[key]}
                isInvalid={error !== undefined}
                aria-invalid={error !== undefined}
                aria-describedby={`${controlId}-help`}
                onChange={(event) => change(key, event.target.value)}
              />
              <Form.Text id={`${controlId}-help`} className="d-block">
                {help} From 0 to {max}.
              </Form.Text>
              <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
            </Form.Group>
          );
        })}
      </div>
      {checked.ok && (
        <div className="mb-3">
          <p className="mb-1 fw-semibold">With these costs</p>
          <ul className="admin-costs-examples small">
            {priceExamples(checked.value).map(({ what, gems }) => (
              <li key={what}>
                {what}: {gems} {gems === 1 ? 'gem' : 'gems'}
              </li>
            ))}
          </ul>
        </div>
      )}
      {errors[FORM_ERROR] !== undefined && (
        <Alert variant="danger" className="py-2">
          {errors[FORM_ERROR]}
        </Alert>
      )}
      {done && (
        <Alert variant="success" className="py-2" role="status">
          Costs saved. Prices use them from now on.
        </Alert>
      )}
      <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
        <BusyLabel busy={save.isPending} busyText="Saving the costs…">
          Save costs
        </BusyLabel>
      </Button>
    </Form>
  );
}
