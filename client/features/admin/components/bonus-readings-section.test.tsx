import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AdminSpecialReading, createSpecialReading, getAdminSpecialReadings, retireSpecialReading, updateSpecialReading } from '#common/api/admin.ts';
import { errorFlag } from '#client/lib/error-flag.ts';
import { mockApi, refusal } from '#client/test/mock-api.ts';
import { renderSection } from '../test/render-section.tsx';
import { BonusReadingsSection } from './bonus-readings-section.tsx';

const HOUR = 3_600_000;
const NOW = Date.now();

const template = (overrides: Partial<AdminSpecialReading>): AdminSpecialReading => ({
  id: 1,
  title: 'Solstice',
  description: 'The longest night.',
  prompt: 'Speak of light returning.',
  positions: [
    { name: 'Dark', meaning: 'What rests' },
    { name: 'Light', meaning: 'What returns' },
  ],
  flatCost: 5,
  availableFrom: null,
  availableUntil: null,
  enabled: true,
  open: true,
  createdAt: NOW,
  updatedAt: NOW,
  ...overrides,
});

const TEMPLATES = [
  template({}),
  template({ id: 2, title: 'Equinox', open: false, availableFrom: NOW + 24 * HOUR }),
  template({ id: 3, title: 'Harvest', open: false, availableUntil: NOW - HOUR }),
  template({ id: 4, title: 'Old moon', enabled: false, open: false }),
];

afterEach(() => {
  errorFlag.set(false);
  vi.unstubAllGlobals();
});

const open = async () => {
  renderSection(<BonusReadingsSection />);
  await screen.findByRole('table');
};

const rowOf = (title: string) => screen.getByRole('rowheader', { name: new RegExp(`^${title}`) }).closest('tr')!;

describe('BonusReadingsSection: the list', () => {
  it('lists every template with its price, window and status', async () => {
    mockApi([[getAdminSpecialReadings, { specialReadings: TEMPLATES }]]);
    await open();
    expect(within(rowOf('Solstice')).getByText('Live')).toBeInTheDocument();
    expect(within(rowOf('Solstice')).getByText('5 gems')).toBeInTheDocument();
    expect(within(rowOf('Solstice')).getByText('Always')).toBeInTheDocument();
    expect(within(rowOf('Equinox')).getByText('Scheduled')).toBeInTheDocument();
    expect(within(rowOf('Equinox')).getByText(/^From /)).toBeInTheDocument();
    expect(within(rowOf('Harvest')).getByText('Ended')).toBeInTheDocument();
    expect(within(rowOf('Old moon')).getByText('Retired')).toBeInTheDocument();
    expect(within(rowOf('Old moon')).queryByRole('button', { name: /Retire/ })).not.toBeInTheDocument();
  });
});

const fill = async (label: string, value: string) => {
  await userEvent.type(within(screen.getByRole('dialog')).getByLabelText(label), value);
};

describe('BonusReadingsSection: writing a template', () => {
  it('checks the form as the server does and sends nothing while it is wrong', async () => {
    const api = mockApi([[getAdminSpecialReadings, { specialReadings: [] }]]);
    renderSection(<BonusReadingsSection />);
    await screen.findByText('No bonus readings yet.');
    await userEvent.click(screen.getByRole('button', { name: 'New bonus reading' }));
    const dialog = screen.getByRole('dialog', { name: 'New bonus reading' });
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2026-12-02T10:00' } });
    fireEvent.change(within(dialog).getByLabelText('Until'), { target: { value: '2026-12-01T10:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create bonus reading' }));

    expect(within(dialog).getByText('The title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('The description is required')).toBeInTheDocument();
    expect(within(dialog).getByText('The guidance is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the price in whole gems, from 1 to 100.')).toBeInTheDocument();
    expect(within(dialog).getByText('A position name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('The end must come after the start')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests(createSpecialReading)).toEqual([]);
  });

  it('creates one with positions added, reordered and removed, and times in the browser zone', async () => {
    let created: AdminSpecialReading | null = null;
    const api = mockApi([
      [getAdminSpecialReadings, () => ({ specialReadings: created ? [created] : [] })],
      [
        createSpecialReading,
        () => {
          created = template({ id: 9, title: 'Solstice' });
          return created;
        },
      ],
    ]);
    renderSection(<BonusReadingsSection />);
    await screen.findByText('No bonus readings yet.');
    await userEvent.click(screen.getByRole('button', { name: 'New bonus reading' }));
    const dialog = screen.getByRole('dialog', { name: 'New bonus reading' });

    await fill('Title', 'Solstice');
    await fill('Description', 'The longest night.');
    await fill('Guidance for the reading', 'Speak of light returning.');
    await fill('Price in gems', '5');
    await fill('Position 1 name', 'Light');
    await fill('Position 1 meaning', 'What returns');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a position' }));
    await fill('Position 2 name', 'Dark');
    await fill('Position 2 meaning', 'What rests');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a position' }));
    await fill('Position 3 name', 'Spare');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Up (position 2)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove position 3' }));
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2026-12-21T18:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create bonus reading' }));

    expect(await screen.findByText('“Solstice” created.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests(createSpecialReading).map((request) => request.body)).toEqual([
      {
        title: 'Solstice',
        description: 'The longest night.',
        prompt: 'Speak of light returning.',
        positions: [
          { name: 'Dark', meaning: 'What rests' },
          { name: 'Light', meaning: 'What returns' },
        ],
        flatCost: 5,
        availableFrom: new Date(2026, 11, 21, 18, 0).getTime(),
        availableUntil: null,
        enabled: true,
      },
    ]);
    expect(await screen.findByRole('rowheader', { name: /^Solstice/ })).toBeInTheDocument();
  });

  it('edits one from what it holds and shows the server’s refusal beside the position it names', async () => {
    const api = mockApi([
      [getAdminSpecialReadings, { specialReadings: TEMPLATES }],
      [updateSpecialReading, refusal(400, { error: 'bad_request', message: 'A position meaning must be at most 200 characters', field: 'positions.1.meaning' })],
    ]);
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Solstice' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit “Solstice”' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Solstice');
    expect(within(dialog).getByLabelText('Position 2 meaning')).toHaveValue('What returns');
    await userEvent.clear(within(dialog).getByLabelText('Price in gems'));
    await fill('Price in gems', '7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    const meaning = within(dialog).getByLabelText('Position 2 meaning');
    await vi.waitFor(() => expect(meaning).toHaveAttribute('aria-invalid', 'true'));
    expect(within(meaning.parentElement!).getByText('A position meaning must be at most 200 characters')).toBeInTheDocument();
    expect(api.requests(updateSpecialReading).map((request) => [request.params.id, request.body])).toEqual([['1', expect.objectContaining({ flatCost: 7, title: 'Solstice', enabled: true })]]);
    expect(errorFlag.get()).toBe(false);
  });
});

describe('BonusReadingsSection: retiring', () => {
  it('asks first, then switches it off', async () => {
    const api = mockApi([
      [getAdminSpecialReadings, { specialReadings: TEMPLATES }],
      [retireSpecialReading, template({ enabled: false, open: false })],
    ]);
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Retire Solstice' }));
    const dialog = screen.getByRole('dialog', { name: 'Retire “Solstice”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requests(retireSpecialReading)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Retire Solstice' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Retire “Solstice”?' })).getByRole('button', { name: 'Retire' }));
    expect(await screen.findByText('“Solstice” retired: it is no longer offered.')).toBeInTheDocument();
    expect(api.requests(retireSpecialReading).map((request) => request.params.id)).toEqual(['1']);
  });

  it('shows the server’s refusal', async () => {
    mockApi([
      [getAdminSpecialReadings, { specialReadings: TEMPLATES }],
      [retireSpecialReading, refusal(404, { error: 'not_found', message: 'There is no such bonus reading.' })],
    ]);
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Retire Solstice' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Retire “Solstice”?' })).getByRole('button', { name: 'Retire' }));
    expect(await screen.findByText('There is no such bonus reading.')).toBeInTheDocument();
  });
});
