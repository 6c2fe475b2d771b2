import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOW_GEMS } from '#common/limits.ts';
import { pointsRecord } from '#client/test/mock-fetch.ts';
import { CoinCount, GemCount } from './gem-count.tsx';

describe('GemCount', () => {
  it('shows the count with its label', () => {
    render(<GemCount points={pointsRecord(12)} />);
    const count = screen.getByTestId('gem-count');
    expect(count).toHaveAccessibleName('12 gems');
    expect(count).toHaveTextContent('12');
  });

  it.each([
    [LOW_GEMS - 1, true],
    [0, true],
    [LOW_GEMS, false],
    [LOW_GEMS + 5, false],
  ])('with %i gems, the low warning is %s', (points, low) => {
    render(<GemCount points={pointsRecord(points)} />);
    expect(screen.getByTestId('gem-count').classList.contains('gem-count-low')).toBe(low);
    expect(screen.queryByText('Running low on gems') !== null).toBe(low);
  });

  it('shows extra points as +N', () => {
    render(<GemCount points={pointsRecord(20, 4)} />);
    expect(screen.getByText('+4')).toHaveAccessibleName('4 extra gems');
  });

  it('shows no +N without extra points', () => {
    render(<GemCount points={pointsRecord(20, 0)} />);
    expect(screen.queryByText(/^\+/)).not.toBeInTheDocument();
  });

  it('shows a placeholder, not a count, while loading', () => {
    render(<GemCount points={undefined} />);
    expect(screen.queryByTestId('gem-count')).not.toBeInTheDocument();
  });
});

describe('CoinCount', () => {
  it('shows the coins with their label', () => {
    render(<CoinCount points={pointsRecord(3, 0, 42)} />);
    expect(screen.getByTestId('coin-count')).toHaveAccessibleName('42 coins');
  });
});
