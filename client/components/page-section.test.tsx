import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageSection } from './page-section.tsx';

describe('PageSection', () => {
  it('is a region named by its level-2 title, holding its description and content, the icon hidden from screen readers', () => {
    render(
      <PageSection title="Sell gems for coins" icon={<svg data-testid="icon" />} description="One gem buys one coin." className="gems-wide">
        <button type="button">Sell</button>
      </PageSection>,
    );
    const region = screen.getByRole('region', { name: 'Sell gems for coins' });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Sell gems for coins');
    expect(region).toHaveTextContent('One gem buys one coin.');
    expect(within(region).getByRole('button', { name: 'Sell' })).toBeInTheDocument();
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(region).toHaveClass('page-section', 'gems-wide');
  });

  it('keeps two sections on one page apart: each is named by its own title', () => {
    render(
      <>
        <PageSection title="Account" icon={null}>
          first
        </PageSection>
        <PageSection title="Your totals" icon={null}>
          second
        </PageSection>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Account' })).toHaveTextContent('first');
    expect(screen.getByRole('region', { name: 'Your totals' })).toHaveTextContent('second');
  });
});
