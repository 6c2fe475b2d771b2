import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part.ts';

describe('a part loaded after the page', () => {
  it('shows once its chunk arrives', async () => {
    const Part = lazyPart(async () => ({ label }: { label: string }) => <p>{label}</p>);
    render(
      <Suspense fallback={null}>
        <Part label="Offline" />
      </Suspense>,
    );
    expect(await screen.findByText('Offline')).toBeInTheDocument();
  });

  it('is left out, with the page around it intact, when its chunk cannot be fetched', async () => {
    const Part = lazyPart<{ label: string }>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(
      <main>
        <h1>Start Reading</h1>
        <Suspense fallback={null}>
          <Part label="Offline" />
        </Suspense>
      </main>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('heading', { name: 'Start Reading' })).toBeInTheDocument();
    expect(screen.queryByText('Offline')).not.toBeInTheDocument();
  });
});
