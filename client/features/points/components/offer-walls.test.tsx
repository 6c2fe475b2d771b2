import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getOfferWalls } from '#common/api/offer-walls.ts';
import { errorFlag } from '#client/lib/error-flag.ts';
import { mockFetch } from '#client/test/mock-fetch.ts';
import { renderWithProviders } from '#client/test/render.tsx';
import { OfferWalls } from './offer-walls.tsx';

const SURVEYS_URL = 'https://theoremreach.com/respondent_entry/direct?api_key=k&user_id=u';
const OFFERS_URL = 'https://www.ayetstudios.com/offers/web_offerwall/1?external_identifier=u';

const wall = (name: 'theoremreach' | 'ayetstudios', fields: { available?: boolean; url?: string | null; daysToWait?: number } = {}) => ({
  wall: name,
  available: fields.available ?? true,
  url: fields.url === undefined ? (name === 'theoremreach' ? SURVEYS_URL : OFFERS_URL) : fields.url,
  daysToWait: fields.daysToWait ?? 0,
});

const show = (walls: unknown[]) => {
  mockFetch({ '/v1/offer-walls': { body: { walls } } });
  renderWithProviders(<OfferWalls />, '/app/main/gems');
};
const card = (title: string) => screen.getByRole('article', { name: title });

afterEach(() => {
  act(() => errorFlag.set(false));
  vi.unstubAllGlobals();
});

describe('OfferWalls', () => {
  it('opens each available wall in a new tab that gets no hold on Arcana', async () => {
    show([wall('theoremreach'), wall('ayetstudios')]);
    const surveys = await screen.findByRole('link', { name: 'Open TheoremReach (opens in a new tab)' });
    expect(surveys).toHaveAttribute('href', SURVEYS_URL);
    expect(surveys).toHaveAttribute('target', '_blank');
    expect(surveys).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card('Try apps and offers')).getByRole('link')).toHaveAttribute('href', OFFERS_URL);
    expect(card('Answer surveys')).toHaveTextContent('third-party');
    expect(card('Answer surveys')).toHaveTextContent('Rewards arrive as extra gems once TheoremReach confirms them.');
  });

  it('leaves out a wall this Arcana has not set up', async () => {
    show([wall('theoremreach', { available: false, url: null }), wall('ayetstudios')]);
    expect(await screen.findByRole('article', { name: 'Try apps and offers' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Answer surveys' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Not offered|Unavailable/)).not.toBeInTheDocument();
  });

  it('shows no section at all when no wall is set up, as on a default install', async () => {
    const fetchMock = mockFetch({ [getOfferWalls.path]: { body: { walls: [wall('theoremreach', { available: false, url: null }), wall('ayetstudios', { available: false, url: null })] } } });
    renderWithProviders(<OfferWalls />, '/app/main/gems');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(screen.queryByRole('region', { name: 'Earn extra gems' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('explains a wall paused after a reversed reward, with the days left', async () => {
    show([wall('theoremreach', { daysToWait: 3 }), wall('ayetstudios', { daysToWait: 1 })]);
    const surveys = await screen.findByRole('article', { name: 'Answer surveys' });
    expect(surveys).toHaveTextContent('Paused');
    expect(surveys).toHaveTextContent('An earlier reward was reversed by the provider, so this wall is paused for 3 more days.');
    expect(within(surveys).queryByRole('link')).not.toBeInTheDocument();
    expect(card('Try apps and offers')).toHaveTextContent('so this wall is paused for 1 more day.');
  });

  it('shows nothing while loading, since a default install has no walls to show', () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    const { container } = renderWithProviders(<OfferWalls />, '/app/main/gems');
    expect(container).toBeEmptyDOMElement();
  });

  it('says when the walls could not be loaded, without the Error dialog, and tries again', async () => {
    const user = userEvent.setup();
    mockFetch({ '/v1/offer-walls': { status: 429, body: { error: 'rate_limited', message: 'Too many attempts. Try again in 5 seconds.' } } });
    renderWithProviders(<OfferWalls />, '/app/main/gems');
    expect(await screen.findByRole('alert')).toHaveTextContent('The offer walls could not be loaded.');
    expect(errorFlag.get()).toBe(false);
    mockFetch({ '/v1/offer-walls': { body: { walls: [wall('ayetstudios')] } } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Try apps and offers' })).toBeInTheDocument();
  });
});
