import { describe, expect, it } from 'vitest';
import type { AdminSpecialReading } from '#common/api/admin.ts';
import { formatWindow, templateStatus } from './status.ts';

const NOW = Date.UTC(2026, 10, 3, 12);
const HOUR = 3_600_000;

const template = (overrides: Partial<AdminSpecialReading>): AdminSpecialReading => ({
  id: 1,
  title: 'Solstice',
  description: 'The longest night.',
  prompt: 'Speak of light.',
  positions: [{ name: 'Dark', meaning: 'What rests' }],
  flatCost: 5,
  availableFrom: null,
  availableUntil: null,
  enabled: true,
  open: true,
  createdAt: NOW,
  updatedAt: NOW,
  ...overrides,
});

describe('templateStatus', () => {
  it('is live when the server says it is open', () => {
    expect(templateStatus(template({}), NOW)).toBe('live');
  });

  it('is scheduled before its window opens', () => {
    expect(templateStatus(template({ open: false, availableFrom: NOW + HOUR }), NOW)).toBe('scheduled');
  });

  it('has ended once its window closed', () => {
    expect(templateStatus(template({ open: false, availableUntil: NOW - HOUR }), NOW)).toBe('ended');
  });

  it('is retired when switched off, whatever its window', () => {
    expect(templateStatus(template({ enabled: false, open: false, availableFrom: NOW + HOUR }), NOW)).toBe('retired');
  });
});

describe('formatWindow', () => {
  const format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

  it('names each kind of bound', () => {
    expect(formatWindow({ availableFrom: null, availableUntil: null })).toBe('Always');
    expect(formatWindow({ availableFrom: NOW, availableUntil: null })).toBe(`From ${format.format(NOW)}`);
    expect(formatWindow({ availableFrom: null, availableUntil: NOW })).toBe(`Until ${format.format(NOW)}`);
    expect(formatWindow({ availableFrom: NOW, availableUntil: NOW + HOUR })).toBe(`${format.format(NOW)} – ${format.format(NOW + HOUR)}`);
  });
});
