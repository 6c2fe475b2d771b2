import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildReading } from '#client/test/reading-fixture.ts';
import { renderPage } from '#client/features/readings/testing/render-page.tsx';
import { errorFlag } from '#client/lib/error-flag.ts';
import { mockFetch } from '#client/test/mock-fetch.ts';
import { Component as ReadingImagePage } from './reading-image-page.tsx';

const open = () => renderPage(ReadingImagePage, { pattern: '/app/main/reading/image', path: '/app/main/reading/image' });

afterEach(() => {
  act(() => errorFlag.set(false));
  vi.unstubAllGlobals();
});

describe('the reading image page', () => {
  it('offers to start a reading when none is active', async () => {
    mockFetch({ '/v1/reading/get_active_reading': { body: null } });
    open();
    expect(await screen.findByRole('heading', { name: 'No reading to picture' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a reading' })).toHaveAttribute('href', '/app/main/reading');
  });

  it('shows the active reading’s image, and lets it be downloaded once it is drawn', async () => {
    const reading = await buildReading({ id: 'r1' });
    mockFetch({ '/v1/reading/get_active_reading': { body: { ...reading, title: 'The Turning Tide', version: 3 } } });
    open();
    // Hidden until it has loaded, when it has no accessible name yet: found by its alt text.
    const image = await screen.findByAltText(/^The spread of The Turning Tide/);
    const src = new URL(image.getAttribute('src')!, 'http://localhost');
    expect(src.pathname).toBe('/v1/reading/image/active');
    expect(src.searchParams.get('v')).toBe('3');
    expect(src.searchParams.get('download')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Drawing your spread…');
    expect(screen.getByRole('button', { name: 'Download PNG' })).toBeDisabled();

    fireEvent.load(image);
    expect(await screen.findByRole('img', { name: /^The spread of The Turning Tide/ })).toBe(image);
    const download = await screen.findByRole('link', { name: 'Download PNG' });
    expect(download).toHaveAttribute('download');
    expect(new URL(download.getAttribute('href')!, 'http://localhost').searchParams.get('download')).toBe('1');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your reading' })).toHaveAttribute('href', '/app/main/reading/result/active/-1');
  });

  it('says so when the image cannot be drawn, and tries again on request', async () => {
    mockFetch({ '/v1/reading/get_active_reading': { body: await buildReading({ id: 'r1' }) } });
    open();
    fireEvent.error(await screen.findByAltText(/^The spread of/));
    expect(await screen.findByRole('alert')).toHaveTextContent('The image could not be drawn just now.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByAltText(/^The spread of/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
