import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { safeAnswer } from '#common/safety/safe-answer.ts';
import type { Screening } from '#common/safety/types.ts';
import { quietRequests } from '#client/lib/quiet.ts';
import { HelpCard } from './help-card.tsx';

/** The country the browser seems to be in; each test sets it before rendering. */
const browser = vi.hoisted(() => ({ region: 'US' as string | null }));
vi.mock('../browser-region.ts', () => ({ browserRegion: () => browser.region }));

function show(screening: Screening, region: string | null, options: { compact?: boolean } = {}) {
  browser.region = region;
  return render(<HelpCard answer={safeAnswer(screening)} compact={options.compact} actions={<button type="button">Edit my question</button>} />);
}

/** The lines offered, as each link's visible words and where it leads. */
const links = () =>
  within(screen.getByRole('region', { name: /^(Talk to someone now|Habla con alguien ahora)$/ }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the help card', () => {
  it('shows the safe answer under its title, which takes focus, then the crisis line, its text line and the emergency number', () => {
    show({ concern: 'self', language: 'en' }, 'US');
    const title = screen.getByRole('heading', { level: 1, name: 'You matter, and you deserve support right now' });
    expect(title).toHaveFocus();
    expect(screen.getByRole('region', { name: 'You matter, and you deserve support right now' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText(/Thank you for putting it into words\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Talk to someone now' })).toBeInTheDocument();
    expect(screen.getByText('United States: free and confidential lines')).toBeInTheDocument();
    expect(links()).toEqual([
      ['Call 988', 'tel:988'],
      ['Text 988', 'sms:988'],
      ['Call 911', 'tel:911'],
      ['Find A Helpline (opens in a new tab)', 'https://findahelpline.com'],
    ]);
    expect(screen.getByRole('link', { name: 'Call 988' })).toHaveAccessibleDescription('988 Suicide & Crisis Lifeline');
    expect(screen.getByRole('link', { name: 'Call 911' })).toHaveAccessibleDescription('In danger right now?');
    expect(screen.getByRole('button', { name: 'Edit my question' })).toBeInTheDocument();
    // Nothing of a reading: no cards, no gems, nothing to share or save.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText(/gem|share|save/i)).not.toBeInTheDocument();
  });

  it('offers the abuse line first for abuse at home, then the crisis line', () => {
    show({ concern: 'abuse', language: 'en' }, 'GB');
    expect(screen.getByRole('heading', { level: 1, name: 'Your safety comes first' })).toBeInTheDocument();
    expect(links().slice(0, 3)).toEqual([
      ['Call 0808 2000 247', 'tel:08082000247'],
      ['Call 116 123', 'tel:116123'],
      ['Call 999', 'tel:999'],
    ]);
    expect(screen.getByRole('link', { name: 'Call 0808 2000 247' })).toHaveAccessibleDescription('National Domestic Abuse Helpline');
  });

  it('offers the crisis line alone for abuse where the country has no abuse line', () => {
    show({ concern: 'abuse', language: 'en' }, 'NZ');
    expect(links().slice(0, 3)).toEqual([
      ['Call 1737', 'tel:1737'],
      ['Text 1737', 'sms:1737'],
      ['Call 111', 'tel:111'],
    ]);
  });

  it('points to Find A Helpline and the local emergency number where no line of its table applies', () => {
    show({ concern: 'other', language: 'en' }, 'JP');
    expect(links()).toEqual([['Find a line near you (opens in a new tab)', 'https://findahelpline.com']]);
    expect(screen.getByText('If you are in danger right now, call your local emergency number.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Somewhere else?' })).toHaveValue('');
  });

  it('switches the lines to another country chosen under “Somewhere else?”', async () => {
    const user = userEvent.setup();
    show({ concern: 'self', language: 'en' }, null);
    const select = screen.getByRole('combobox', { name: 'Somewhere else?' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Australia',
      'Austria',
      'Canada',
      'France',
      'Germany',
      'Ireland',
      'Mexico',
      'New Zealand',
      'Spain',
      'United Kingdom',
      'United States',
      'Another country',
    ]);
    await user.selectOptions(select, 'Ireland');
    expect(links().slice(0, 2)).toEqual([
      ['Call 116 123', 'tel:116123'],
      ['Call 112', 'tel:112'],
    ]);
    expect(screen.getByRole('link', { name: 'Call 116 123' })).toHaveAccessibleDescription('Samaritans');
    await user.selectOptions(select, 'Another country');
    expect(links()).toEqual([['Find a line near you (opens in a new tab)', 'https://findahelpline.com']]);
  });

  it('speaks Spanish for a question asked in Spanish, country names included', () => {
    show({ concern: 'self', language: 'es' }, 'MX');
    const title = screen.getByRole('heading', { level: 1, name: 'Importas, y mereces apoyo ahora mismo' });
    expect(screen.getByRole('region', { name: title.textContent ?? '' })).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('heading', { level: 2, name: 'Habla con alguien ahora' })).toBeInTheDocument();
    expect(screen.getByText('México: líneas gratuitas y confidenciales')).toBeInTheDocument();
    expect(links().slice(0, 2)).toEqual([
      ['Llamar al 800 911 2000', 'tel:8009112000'],
      ['Llamar al 911', 'tel:911'],
    ]);
    expect(screen.getByRole('combobox', { name: '¿En otro lugar?' })).toHaveDisplayValue('México');
  });

  it('in its compact form, inside a reading, sits under lower headings and leaves the focus alone', () => {
    show({ concern: 'self', language: 'en' }, 'CA', { compact: true });
    const title = screen.getByRole('heading', { level: 3, name: 'You matter, and you deserve support right now' });
    expect(title).not.toHaveFocus();
    expect(screen.getByRole('heading', { level: 4, name: 'Talk to someone now' })).toBeInTheDocument();
    expect(links().slice(0, 3)).toEqual([
      ['Call 988', 'tel:988'],
      ['Text 988', 'sms:988'],
      ['Call 911', 'tel:911'],
    ]);
  });

  it('asks for quiet while it is on screen, so no notice covers it', () => {
    const view = show({ concern: 'self', language: 'en' }, 'US');
    expect(quietRequests.get()).toBe(1);
    view.unmount();
    expect(quietRequests.get()).toBe(0);
  });
});
