import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE } from '#common/cards/catalogue.ts';
import type { CardCount } from '../most-drawn-cards.ts';
import { MoodChart } from './mood-chart.tsx';
import { MostDrawnChart } from './most-drawn-chart.tsx';
import { SuitsChart } from './suits-chart.tsx';

const card = (slug: string) => CATALOGUE.find((entry) => entry.slug === slug)!;
const counted = (slug: string, count: number, notable: boolean): CardCount => ({ card: card(slug), count, chance: notable ? 0.0001 : 0.5, notable });
const month = (key: string, cups: number) => ({ month: key, counts: { cups, wands: 1, swords: 0, pentacles: 2, major: 1 }, total: cups + 4 });

/** The values written at the ends of a chart's bars, in order. */
const barLabels = (chart: HTMLElement) => [...chart.querySelectorAll('.recharts-label-list text')].map((label) => label.textContent);
/** Elements of a chart a keyboard would stop on. */
const tabStops = (chart: HTMLElement) => chart.querySelectorAll('a[href], button, input, [tabindex]:not([tabindex="-1"])');

// happy-dom lays nothing out, and recharts draws only into a box it has measured. As in recharts' own tests, the
// measure is mocked: the chart's container measures 600 × 400, so the charts draw; text still measures nothing.
// The system asks for reduced motion, so recharts draws at once: without it, the bars would grow and their labels
// come after.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
  const measure = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return this.classList.contains('recharts-responsive-container') ? DOMRect.fromRect({ width: 600, height: 400 }) : measure.call(this);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the insights charts', () => {
  it('draws the most drawn cards at once against chance’s mark, starring the card that stands out', () => {
    render(<MostDrawnChart cards={[counted('the-tower', 6, true), counted('the-star', 2, false)]} expected={0.3} />);
    const chart = screen.getByRole('img', { name: 'Bar chart of your 2 most drawn cards, against the about 0.3 draws chance alone would give each' });
    expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2);
    expect(chart.querySelector('.recharts-reference-line')).toBeInTheDocument();
    expect(barLabels(chart)).toEqual(['6 ★', '2']);
    expect(chart).toHaveTextContent('Chance alone: about 0.3 each');
    expect(chart).toHaveTextContent('★ Stands out beyond chance');
  });

  it('says 0 beside a row with no readings rather than leaving it blank', () => {
    render(<MoodChart mood={{ pairs: 5, averageBefore: 2, averageAfter: 3, lifted: 3, same: 0, lower: 2 }} />);
    const chart = screen.getByRole('img', { name: /mood lifted, stayed the same or was lower/ });
    expect(within(chart).getByText('Stayed the same')).toBeInTheDocument();
    expect(barLabels(chart)).toEqual(['3', '0', '2']);
  });

  it('lets the keyboard pass over a chart: it holds no tab stop', () => {
    render(
      <>
        <MostDrawnChart cards={[counted('the-tower', 6, true)]} expected={0.3} />
        <SuitsChart months={[month('2026-01', 2), month('2026-02', 0)]} />
      </>,
    );
    const charts = screen.getAllByRole('img');
    expect(charts).toHaveLength(2);
    for (const chart of charts) {
      expect(chart.querySelector('svg.recharts-surface')).toBeInTheDocument();
      expect(tabStops(chart)).toHaveLength(0);
    }
  });
});
