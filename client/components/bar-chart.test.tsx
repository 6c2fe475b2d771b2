import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart.tsx';

const DAYS = [
  { label: '2026-11-01', value: 2 },
  { label: '2026-11-02', value: 0 },
  { label: '2026-11-03', value: 8 },
];

describe('BarChart', () => {
  it('draws one bar per value, scaled to the peak, and an empty value as no bar', () => {
    const { container } = render(<BarChart title="Readings per day" data={DAYS} />);
    const heights = [...container.querySelectorAll('rect')].map((bar) => Number(bar.getAttribute('height')));
    expect(heights).toHaveLength(3);
    expect(heights[1]).toBe(0);
    expect(heights[2]).toBeGreaterThan(heights[0]!);
    expect(heights[0]! / heights[2]!).toBeCloseTo(2 / 8, 1);
  });

  it('gives screen readers the numbers as a table under the chart’s name', () => {
    render(<BarChart title="Readings per day" data={DAYS} formatValue={(value) => `${value} readings`} formatLabel={(label) => label.slice(5)} />);
    const figure = screen.getByRole('figure', { name: /Readings per day/ });
    const rows = within(figure).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['11-012 readings', '11-020 readings', '11-038 readings']);
    expect(figure).toHaveTextContent('peak 8 readings');
  });

  it('draws no bars, and no error, without data or with only zeros', () => {
    const { container, rerender } = render(<BarChart title="Throughput" data={[]} />);
    expect(container.querySelectorAll('rect')).toHaveLength(0);
    rerender(<BarChart title="Throughput" data={[{ label: 'a', value: 0 }]} />);
    expect(container.querySelector('rect')?.getAttribute('height')).toBe('0');
  });
});
