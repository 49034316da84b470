import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { i18next, loadNamespaces } from '@/lib/i18n';
import { INSPECTION_AREAS, type InspectionArea } from '@fleet/shared/inspection-items';
import { FaultsChart } from '@/features/examinations/components/faults-chart';

/** Every area, as the API answers: zero where nothing was found. */
const areas = (counts: Partial<Record<InspectionArea, number>>) =>
  Object.fromEntries(INSPECTION_AREAS.map((area) => [area, counts[area] ?? 0])) as Record<
    InspectionArea,
    number
  >;

describe('FaultsChart', () => {
  beforeAll(() => loadNamespaces('examinations'));
  beforeEach(() => i18next.changeLanguage('en'));

  it('stacks each week by area, tells areas apart by pattern in its legend, and gives the numbers as a table', () => {
    render(
      <FaultsChart
        weeks={[
          { week_start: '2026-11-02', total: 4, areas: areas({ brakes: 1, tyres: 3 }) },
          { week_start: '2026-11-09', total: 0, areas: areas({}) },
          { week_start: '2026-11-16', total: 2, areas: areas({ brakes: 2 }) },
        ]}
      />,
    );
    const chart = screen.getByTestId('faults-chart');
    expect(chart).toHaveAttribute('data-total', '6');
    expect(chart).toHaveAttribute('data-weeks', '3');
    // The areas present only, each with its own fill (a pattern, not just a colour).
    const legend = screen.getByTestId('faults-chart-bars-legend');
    expect(legend).toHaveTextContent(/Tyres and wheels.*Brakes|Brakes.*Tyres/);
    const fills = [...legend.querySelectorAll('rect')].map((rect) => rect.getAttribute('fill'));
    expect(fills).toHaveLength(2);
    expect(new Set(fills).size).toBe(2);
    for (const fill of fills)
      expect(document.querySelector(fill!.replace(/^url\((.*)\)$/, '$1'))).toBeTruthy();
    // The table: one row a week, a column an area.
    const table = screen.getByRole('table');
    const rows = [...table.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['3', '1'],
      ['0', '0'],
      ['0', '2'],
    ]);
    expect(screen.getByRole('img')).toHaveAccessibleName(/6 in all/);
  });

  it('says so when the period has no faults', () => {
    render(<FaultsChart weeks={[{ week_start: '2026-11-02', total: 0, areas: areas({}) }]} />);
    // An empty state that says why and what to do, not blank axes.
    expect(screen.getByTestId('faults-chart-empty')).toHaveTextContent('No faults in this period');
    expect(screen.getByText('Widen the period or choose other vehicles.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
