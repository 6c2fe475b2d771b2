import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, pointsRecord } from '#client/test/mock-fetch.ts';
import { renderWithProviders } from '#client/test/render.tsx';
import { AppHeader } from './app-header.tsx';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderHeader(path: string) {
  const header = <AppHeader title="My Readings" help="Readings you saved." onOpenMenu={vi.fn()} />;
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
    expect(dialog).toHaveTextContent('Readings you saved.');
  });

  it('goes to the app when there is nothing to go back to', async () => {
    mockFetch({ '/v1/points/get': { body: pointsRecord(20) } });
    renderHeader('/app/main/readings');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('where').textContent).toBe('/app/main');
  });
});
