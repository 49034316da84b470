import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { SummaryRow } from '@fleet/shared/schemas/reports';
import { authStore } from '@/lib/auth-store';
import { loadNamespaces } from '@/lib/i18n';
import { renderWithRouter, setTestLanguage, signIn } from '@/testing/render';
import { ReportsPage } from '@/app/routes/reports/reports-page';

type Answer = { data: unknown[]; totals: Record<string, number | null>; flagged?: unknown[] };
/** What the report endpoint answers, per kind, as the server would for these tests. */
const answers: Partial<Record<string, Answer>> = {};

vi.mock('@/features/reports/api/get-report', () => ({
  useReport: (kind: string) => {
    const answer = answers[kind] ?? { data: [], totals: {} };
    return {
      data: { ...answer, meta: { current_page: 1, last_page: 1, per_page: 50, total: answer.data.length } },
      isFetching: false,
      isPlaceholderData: false,
      isError: false,
    };
  },
  exportReport: () => Promise.resolve(),
}));
// The vehicle picker reads its options from the API; its part here is only to be there.
vi.mock('@/app/routes/reports/vehicle-multi-select', () => ({ VehicleMultiSelect: () => null }));

const truck = { id: 1, name: 'Truck one', plate_number: 'ABC 123' };
const row = (values: Partial<SummaryRow>): SummaryRow => ({
  vehicle: truck,
  distance_km: 0,
  driving_seconds: 0,
  idle_seconds: 0,
  stopped_seconds: 0,
  max_speed: 0,
  avg_speed: 0,
  trips: 0,
  stops: 0,
  overspeed_events: 0,
  odometer_start_km: null,
  odometer_end_km: null,
  ...values,
});
const summaryTotals = (row: SummaryRow) => ({
  distance_km: row.distance_km,
  driving_seconds: row.driving_seconds,
  idle_seconds: row.idle_seconds,
  trips: row.trips,
  stops: row.stops,
  overspeed_events: row.overspeed_events,
});

function setAnswers(next: Partial<Record<string, Answer>>) {
  for (const key of Object.keys(answers)) delete answers[key];
  Object.assign(answers, next);
}

describe('reports with nothing to show', () => {
  beforeAll(() => loadNamespaces('reports'));
  beforeEach(async () => {
    authStore.clear();
    await setTestLanguage('en');
  });

  it('a period without trips: the totals say so (no row of zeros), the table keeps its columns', () => {
    signIn(['show_reports']);
    setAnswers({
      trips: { data: [], totals: { trips: 0, distance_km: 0, duration_seconds: 0, avg_speed: 0 } },
    });
    renderWithRouter(<ReportsPage />, { path: '/reports', url: '/reports?tab=trips' });
    const totals = screen.getByTestId('report-totals');
    expect(totals).toHaveAttribute('data-empty', 'true');
    expect(within(totals).getByRole('status')).toHaveTextContent('No trips in this period');
    expect(totals).toHaveTextContent('Widen the period or choose other vehicles.');
    expect(within(totals).queryByText('0')).not.toBeInTheDocument();
    expect(screen.getByTestId('report-table').querySelectorAll('th').length).toBeGreaterThan(3);
  });

  it('a summary of vehicles that did not move: "no driving", and each chart says there is nothing to chart', async () => {
    signIn(['show_reports']);
    const still = row({ day: '2026-12-01' });
    setAnswers({ summary: { data: [still], totals: summaryTotals(still) } });
    renderWithRouter(<ReportsPage />, { path: '/reports', url: '/reports' });
    expect(within(screen.getByTestId('report-totals')).getByRole('status')).toHaveTextContent(
      'No driving recorded in this period',
    );
    for (const chart of ['chart-distance', 'chart-driving-idle']) {
      expect(screen.getByTestId(chart)).toHaveAttribute('data-empty', 'true');
      expect(screen.getByTestId(`${chart}-empty`)).toHaveTextContent('Nothing to chart in this period');
    }
    // The vehicle keeps its row of the table: it is in the fleet, it just did not move.
    expect(within(screen.getByTestId('report-table')).getByText('Truck one')).toBeInTheDocument();
  });

  it('no vehicles at all: says so, in Arabic, and links to adding one only for whoever may', async () => {
    await setTestLanguage('ar');
    signIn(['show_reports', 'create_vehicles']);
    setAnswers({ summary: { data: [], totals: summaryTotals(row({})) } });
    const { unmount } = renderWithRouter(<ReportsPage />, { path: '/reports', url: '/reports' });
    const totals = screen.getByTestId('report-totals');
    expect(totals).toHaveTextContent('لا توجد مركبات بعد');
    expect(within(totals).getByRole('link', { name: 'إضافة مركبة' })).toHaveAttribute(
      'href',
      '/vehicles-management/add',
    );
    unmount();
    signIn(['show_reports']);
    renderWithRouter(<ReportsPage />, { path: '/reports', url: '/reports' });
    expect(screen.getByTestId('report-totals')).toHaveTextContent('لا توجد مركبات بعد');
    expect(screen.queryByRole('link', { name: 'إضافة مركبة' })).not.toBeInTheDocument();
  });

  it('with data: the totals and the charts, no empty state', () => {
    signIn(['show_reports']);
    const moved = row({ day: '2026-12-01', distance_km: 42, driving_seconds: 3600, trips: 2 });
    setAnswers({ summary: { data: [moved], totals: summaryTotals(moved) } });
    renderWithRouter(<ReportsPage />, { path: '/reports', url: '/reports' });
    expect(screen.getByTestId('report-totals')).not.toHaveAttribute('data-empty');
    expect(screen.getByTestId('report-totals')).toHaveTextContent('42');
    expect(screen.getByTestId('chart-distance')).not.toHaveAttribute('data-empty');
    expect(screen.queryByTestId('report-empty')).not.toBeInTheDocument();
  });
});

describe('driving, fuel and temperature tabs', () => {
  beforeAll(() => loadNamespaces('reports'));
  beforeEach(async () => {
    authStore.clear();
    await setTestLanguage('en');
  });

  const fuelRow = {
    vehicle: truck,
    start_litres: 100,
    end_litres: 120,
    refuelled_litres: 80,
    refuels: 1,
    drained_litres: 0,
    drains: 0,
    consumed_litres: 60,
    distance_km: 240,
    litres_per_100km: 25,
    card_litres: 115,
    card_unmatched_litres: 30,
  };
  const flagged = {
    id: 7,
    vehicle: truck,
    time: '2026-03-01T12:00:00.000Z',
    litres: 30,
    cost: null,
    station: 'North station',
    card: 'C-7',
    refuel_event_id: null,
    detected_litres: null,
    difference_litres: null,
    flagged: true,
    created_at: '2026-03-01T12:00:00.000Z',
    updated_at: '2026-03-01T12:00:00.000Z',
    actions: [],
  };

  it('every tab is there, in both languages', async () => {
    signIn(['show_reports']);
    setAnswers({});
    const { unmount } = renderWithRouter(<ReportsPage />, { path: '/reports', url: '/reports' });
    for (const [tab, name] of [
      ['driving', 'Driving'],
      ['fuel', 'Fuel'],
      ['temperature', 'Temperature'],
    ])
      expect(screen.getByTestId(`reports-tab-${tab}`)).toHaveTextContent(name!);
    unmount();
    await setTestLanguage('ar');
    renderWithRouter(<ReportsPage />, { path: '/reports', url: '/reports' });
    expect(screen.getByTestId('reports-tab-fuel')).toHaveTextContent('الوقود');
    expect(screen.getByTestId('reports-tab-temperature')).toHaveTextContent('الحرارة');
  });

  it('fuel: totals, the chart, the table and the flagged card transactions', () => {
    signIn(['show_reports']);
    setAnswers({
      fuel: {
        data: [fuelRow],
        totals: {
          consumed_litres: 60,
          refuelled_litres: 80,
          drained_litres: 0,
          distance_km: 240,
          litres_per_100km: 25,
          card_unmatched_litres: 30,
        },
        flagged: [flagged],
      } as Answer,
    });
    renderWithRouter(<ReportsPage />, { path: '/reports', url: '/reports?tab=fuel' });
    const totals = screen.getByTestId('report-totals');
    expect(totals).not.toHaveAttribute('data-empty');
    expect(totals).toHaveTextContent('Consumed (L)60');
    expect(screen.getByTestId('chart-fuel')).not.toHaveAttribute('data-empty');
    const table = screen.getByTestId('report-table');
    expect(within(table).getByText('Truck one')).toBeInTheDocument();
    expect(within(table).getByText('115')).toBeInTheDocument();
    const flaggedTable = screen.getByTestId('fuel-flagged-table');
    expect(within(flaggedTable).getByText('North station')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Flagged fuel-card transactions' })).toBeInTheDocument();
    expect(screen.getByTestId('reports-group')).toHaveValue('vehicle');
  });

  it('fuel with nothing in the period: the empty state, no chart, no flagged list', () => {
    signIn(['show_reports']);
    setAnswers({
      fuel: {
        data: [
          {
            ...fuelRow,
            start_litres: null,
            end_litres: null,
            refuelled_litres: 0,
            refuels: 0,
            consumed_litres: 0,
            card_litres: 0,
            card_unmatched_litres: 0,
            litres_per_100km: null,
          },
        ],
        totals: {},
        flagged: [],
      } as Answer,
    });
    renderWithRouter(<ReportsPage />, { path: '/reports', url: '/reports?tab=fuel' });
    expect(within(screen.getByTestId('report-totals')).getByRole('status')).toHaveTextContent(
      'No fuel readings or fuel cards in this period',
    );
    expect(screen.queryByTestId('chart-fuel')).not.toBeInTheDocument();
    expect(screen.queryByTestId('fuel-flagged-table')).not.toBeInTheDocument();
  });

  it('temperature: per sensor, in Arabic', async () => {
    await setTestLanguage('ar');
    signIn(['show_reports']);
    setAnswers({
      temperature: {
        data: [
          {
            vehicle: truck,
            sensor: { id: 3, name: 'Cold room' },
            min: 5,
            max: 12,
            avg: 5.48,
            out_of_range_seconds: 660,
            excursions: 1,
          },
        ],
        totals: { min: 5, max: 12, out_of_range_seconds: 660, excursions: 1 },
      },
    });
    renderWithRouter(<ReportsPage />, { path: '/reports', url: '/reports?tab=temperature' });
    expect(screen.getByTestId('report-totals')).toHaveTextContent('مرات الخروج عن النطاق');
    expect(screen.getByTestId('chart-temperature')).toBeInTheDocument();
    expect(within(screen.getByTestId('report-table')).getByText('Cold room')).toBeInTheDocument();
  });

  it('driving: by driver by default, ranked, with its score chart', () => {
    signIn(['show_reports']);
    setAnswers({
      driving: {
        data: [
          {
            driver: { id: 1, name: 'Driver D1' },
            distance_km: 120,
            driving_seconds: 3600,
            harsh_acceleration: 1,
            harsh_braking: 1,
            harsh_cornering: 0,
            overspeed_events: 1,
            overspeed_seconds: 120,
            idle_seconds: 600,
            score: 83,
            scored: true,
            rank: 1,
          },
        ],
        totals: {
          score: 83,
          distance_km: 120,
          harsh_acceleration: 1,
          harsh_braking: 1,
          harsh_cornering: 0,
          overspeed_events: 1,
        },
      },
    });
    renderWithRouter(<ReportsPage />, { path: '/reports', url: '/reports?tab=driving' });
    expect(screen.getByTestId('reports-group')).toHaveValue('driver');
    expect(within(screen.getByTestId('report-table')).getByText('Driver D1')).toBeInTheDocument();
    expect(screen.getByTestId('chart-driving-score')).toBeInTheDocument();
  });

  it('driving: a row under the minimum distance shows "—" and why in words, ar and en, and is left out of the chart', async () => {
    signIn(['show_reports']);
    const driving = (name: string, distance: number, score: number, scored: boolean, rank: number) => ({
      driver: { id: rank, name },
      distance_km: distance,
      driving_seconds: 600,
      harsh_acceleration: 0,
      harsh_braking: scored ? 0 : 3,
      harsh_cornering: 0,
      overspeed_events: 0,
      overspeed_seconds: 0,
      idle_seconds: 0,
      score,
      scored,
      rank,
    });
    setAnswers({
      driving: {
        data: [driving('Driver D1', 120, 98, true, 1), driving('Driver D2', 0.4, 85, false, 2)],
        totals: { score: 90, distance_km: 120.4, harsh_braking: 3 },
      },
    });
    for (const [lang, words] of [
      ['en', 'Not scored: under 10 km'],
      ['ar', 'بلا تقييم: أقل من'],
    ] as const) {
      await setTestLanguage(lang);
      const { unmount } = renderWithRouter(<ReportsPage />, {
        path: '/reports',
        url: '/reports?tab=driving',
      });
      const table = screen.getByTestId('report-table');
      const unscored = within(table).getByText('Driver D2').closest('tr')!;
      const cell = within(unscored).getByTestId('driving-score-unscored');
      expect(cell).toHaveTextContent(words);
      expect(cell).toHaveTextContent('—');
      // The dash is hidden from screen readers (which read the words); the score itself is not shown.
      expect(within(cell).getByText('—')).toHaveAttribute('aria-hidden', 'true');
      expect(unscored).not.toHaveTextContent('85');
      // The scored row shows its score; the chart charts it alone.
      const scored = within(table).getByText('Driver D1').closest('tr')!;
      expect(within(scored).queryByTestId('driving-score-unscored')).not.toBeInTheDocument();
      expect(scored).toHaveTextContent('98');
      expect(screen.getByTestId('chart-driving-score')).not.toHaveTextContent('Driver D2');
      unmount();
    }
  });
});
