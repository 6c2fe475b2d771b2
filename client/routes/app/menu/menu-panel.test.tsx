import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#client/test/mock-fetch.ts';
import { renderWithProviders } from '#client/test/render.tsx';
import { MenuPanel } from './menu-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('MenuPanel', () => {
  it('keeps the sidebar wordmark inside a landmark: the Main menu navigation', () => {
    mockFetch({});
    const { container } = renderWithProviders(<MenuPanel show={false} onHide={vi.fn()} />);
    const sidebarBrand = container.querySelector<HTMLElement>('.sidebar-brand');
    expect(sidebarBrand).toHaveTextContent('Arcana');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toContainElement(sidebarBrand);
  });
});
