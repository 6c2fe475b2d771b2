import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateCosts } from '#common/api/admin.ts';
import { getCosts } from '#common/api/settings.ts';
import { DEFAULT_COSTS } from '#common/domain/reading-cost.ts';
import { COSTS_QUERY_KEY } from '#client/lib/costs-cache.ts';
import { errorFlag } from '#client/lib/error-flag.ts';
import { mockApi, refusal } from '#client/test/mock-api.ts';
import { renderSection } from '../test/render-section.tsx';
import { CostsSection } from './costs-section.tsx';

afterEach(() => {
  errorFlag.set(false);
  vi.unstubAllGlobals();
});

const open = async () => {
  const rendered = renderSection(<CostsSection />);
  const field = await screen.findByLabelText('Each card');
  return { ...rendered, field };
};

const retype = async (label: string, value: string) => {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  if (value !== '') await userEvent.type(field, value);
};

describe('CostsSection', () => {
  it('starts from the costs in force and shows what common readings would cost', async () => {
    mockApi([[getCosts, { ...DEFAULT_COSTS, costPerCard: 2 }]]);
    const { field } = await open();
    expect(field).toHaveValue(2);
    expect(screen.getByLabelText('Crossing card multiplier')).toHaveValue(0.5);
    expect(screen.getByText('A general three-card reading: 7 gems')).toBeInTheDocument();
  });

  it('refuses what the server would, beside each field, and sends nothing', async () => {
    const api = mockApi([[getCosts, DEFAULT_COSTS]]);
    await open();
    await retype('Each card', '150');
    await retype('Crossing card multiplier', '11');
    await retype('Clarifier', '');
    await userEvent.click(screen.getByRole('button', { name: 'Save costs' }));

    expect(screen.getByLabelText('Each card')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('A cost cannot be above 100')).toBeInTheDocument();
    expect(screen.getByText('A cost cannot be above 10')).toBeInTheDocument();
    expect(screen.getByText('Each cost must be a number')).toBeInTheDocument();
    expect(api.requests(updateCosts)).toEqual([]);
  });

  it('saves the whole record, confirms, and has the app price with it at once', async () => {
    const saved = { ...DEFAULT_COSTS, costPerCard: 1.5 };
    const api = mockApi([
      [getCosts, DEFAULT_COSTS],
      [updateCosts, saved],
    ]);
    const { queryClient } = await open();
    queryClient.setQueryData(COSTS_QUERY_KEY, DEFAULT_COSTS);

    await retype('Each card', '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save costs' }));

    expect(await screen.findByText('Costs saved. Prices use them from now on.')).toBeInTheDocument();
    expect(api.requests(updateCosts).map((request) => request.body)).toEqual([saved]);
    expect(queryClient.getQueryState(COSTS_QUERY_KEY)?.isInvalidated).toBe(true);
    expect(errorFlag.get()).toBe(false);
  });

  it('shows the server’s refusal beside the field it names', async () => {
    mockApi([
      [getCosts, DEFAULT_COSTS],
      [updateCosts, refusal(400, { error: 'bad_request', message: 'A cost cannot be negative', field: 'costPerCardClarifier' })],
    ]);
    const { queryClient } = await open();
    queryClient.setQueryData(COSTS_QUERY_KEY, DEFAULT_COSTS);
    await userEvent.click(screen.getByRole('button', { name: 'Save costs' }));

    const field = screen.getByLabelText('Each clarifier card');
    await vi.waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(within(field.parentElement!).getByText('A cost cannot be negative')).toBeInTheDocument();
    expect(queryClient.getQueryState(COSTS_QUERY_KEY)?.isInvalidated).toBe(false);
    expect(errorFlag.get()).toBe(false);
  });

  it('shows a refusal about no field above the button', async () => {
    mockApi([
      [getCosts, DEFAULT_COSTS],
      [updateCosts, refusal(403, { error: 'forbidden', message: 'Only admins can do this.' })],
    ]);
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Save costs' }));
    expect(await screen.findByText('Only admins can do this.')).toBeInTheDocument();
  });
});
