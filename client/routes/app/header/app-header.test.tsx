import { pageHelp } from '../../page-help.ts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, pointsRecord } from '#client/test/mock-fetch.ts';
import { renderWithProviders } from '#client/test/render.tsx';
import { AppHeader } from './app-header.tsx';

/** Where the router is, and a link deeper into the app to arrive from. */
function Where() {
  return (
    <>
      <output data-testid="where">{useLocation().pathname}</output>
      <Link to="/app/main/decks/1/cards">Deck 1</Link>
    </>
  );
}

function renderHeader(path: string) {
  const header = <AppHeader title="My Readings" page="readings" onOpenMenu={vi.fn()} />;
  return renderWithProviders(
    <>
      {header}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    path,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('AppHeader', () => {
  it('shows the title, the gem count with the low warning and +N', async () => {
    mockFetch({ '/v1/points/get': { body: pointsRecord(3, 2) } });
    renderHeader('/app/main/readings');
    expect(screen.getByText('My Readings')).toBeInTheDocument();
    const gems = await screen.findByTestId('gem-count');
    expect(gems).toHaveAccessibleName('3 gems');
    expect(gems).toHaveClass('gem-count-low');
    expect(screen.getByText('+2')).toBeInTheDocument();
  });

  it('opens help about the current page', async () => {
    mockFetch({ '/v1/points/get': { body: pointsRecord(20) } });
    renderHeader('/app/main/readings');
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    const dialog = await screen.findByRole('dialog', { name: 'Help: My Readings' });
    expect(dialog).toHaveTextContent(pageHelp.readings);
  });

  it('the header carries no navigation role: it is the page banner', () => {
    mockFetch({ '/v1/points/get': { body: pointsRecord(20) } });
    renderHeader('/app/main/readings');
    expect(screen.getByRole('banner', { name: 'Page header' })).not.toHaveAttribute('role');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('the back arrow goes to the reading page on the first screen after unlocking', async () => {
    mockFetch({ '/v1/points/get': { body: pointsRecord(20) } });
    renderHeader('/app/main/readings');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('where').textContent).toBe('/app/main/reading');
    // Up to the parent took the page's place: nothing to go back to there.
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('the back arrow is hidden on the reading page when there is nothing to go back to', () => {
    mockFetch({ '/v1/points/get': { body: pointsRecord(20) } });
    renderHeader('/app/main/reading');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('the back arrow steps back to the page of the app shown before', async () => {
    mockFetch({ '/v1/points/get': { body: pointsRecord(20) } });
    renderHeader('/app/main/decks');
    await userEvent.click(screen.getByRole('link', { name: 'Deck 1' }));
    expect(screen.getByTestId('where').textContent).toBe('/app/main/decks/1/cards');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('where').textContent).toBe('/app/main/decks');
  });
});
