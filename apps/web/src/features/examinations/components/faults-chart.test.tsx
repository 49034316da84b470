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

  it('stacks each week by area, bars scaled to the busiest week, with a legend of the areas present', () => {
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
    const weeks = screen.getAllByTestId('faults-chart-week');
    expect(weeks.map((week) => week.querySelectorAll('rect').length)).toEqual([2, 0, 1]);
    const height = (week: number, bar: number) =>
      Number(weeks[week]!.querySelectorAll('rect')[bar]!.getAttribute('height'));
    // The busiest week fills the plot; two faults are half of it, one a quarter.
    expect(height(0, 0) + height(0, 1)).toBeCloseTo(2 * height(2, 0));
    expect(height(0, 1)).toBeCloseTo(height(2, 0) / 2);
    expect(screen.getByTestId('faults-chart-legend')).toHaveTextContent(
      /Tyres and wheels.*Brakes|Brakes.*Tyres/,
    );
    expect(screen.getByRole('img')).toHaveAccessibleName(/6 in all/);
  });

  it('says so when the period has no faults', () => {
    render(<FaultsChart weeks={[{ week_start: '2026-11-02', total: 0, areas: areas({}) }]} />);
    expect(screen.getByText('No faults in this period')).toBeInTheDocument();
  });
});
