import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Sensor } from '@fleet/shared/schemas/sensors';
import { FleetTimeZoneProvider } from '@/lib/fleet-time-zone';
import { loadNamespaces } from '@/lib/i18n';
import { setTestLanguage, signIn } from '@/testing/render';
import { excursionsOf, TemperatureRecord } from '@/features/sensors/components/temperature-record';
import { PeriodSensorCharts } from '@/features/sensors/components/period-sensor-charts';

const get = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ api: { get } }));

const reefer: Sensor = {
  id: 4,
  vehicle_id: 7,
  name: 'Cold box',
  type: 'temperature',
  attribute: 'temp1',
  calibration: [],
  multiplier: 1,
  capacity: null,
  min: 2,
  max: 8,
  refuel_min_litres: 10,
  drain_min_litres: 10,
  unit: '°C',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  actions: [],
};

const excursionEvent = (id: number, time: string, sensorId: number, seconds: number, extreme: number) => ({
  id,
  type: 'temperature_out_of_range' as const,
  time,
  vehicle: { id: 7, name: 'Reefer 1', plate_number: 'ABC 123' },
  driver: null,
  lat: null,
  lon: null,
  geofence: null,
  trip: null,
  severity: 'warning' as const,
  message: 'Out of range',
  attributes: { sensor: { id: sensorId, name: 'x' }, min: 2, max: 8, extreme, duration_seconds: seconds },
});

function answer(url: string) {
  if (url.endsWith('/sensors')) return { data: { data: [reefer] } };
  if (url.endsWith('/readings'))
    return {
      data: {
        data: [
          { time: '2026-03-01T06:00:00.000Z', raw: 5, value: 5 },
          { time: '2026-03-01T07:00:00.000Z', raw: 11, value: 11 },
          { time: '2026-03-01T08:00:00.000Z', raw: 4, value: 4 },
        ],
      },
    };
  if (url === '/dashboard/reports/temperature')
    return {
      data: {
        data: [
          {
            vehicle: { id: 7, name: 'Reefer 1', plate_number: 'ABC 123' },
            sensor: { id: 4, name: 'Cold box' },
            min: 4,
            max: 11,
            avg: 6.25,
            out_of_range_seconds: 3720,
            excursions: 1,
          },
        ],
        meta: { current_page: 1, last_page: 1, per_page: 100, total: 1 },
        totals: {},
      },
    };
  return { data: { data: [], meta: { current_page: 1, last_page: 1, per_page: 100, total: 0 } } };
}

function wrap(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: ui }]);
  return render(
    <QueryClientProvider client={client}>
      <FleetTimeZoneProvider value="Asia/Riyadh">
        <RouterProvider router={router} />
      </FleetTimeZoneProvider>
    </QueryClientProvider>,
  );
}

describe('excursionsOf', () => {
  it("keeps the sensor's excursions, in time order, with their end worked out from the duration", () => {
    const list = excursionsOf(
      [
        excursionEvent(2, '2026-03-01T09:00:00.000Z', 4, 120, 1.5),
        excursionEvent(1, '2026-03-01T07:00:00.000Z', 4, 3600, 11),
        excursionEvent(3, '2026-03-01T07:30:00.000Z', 5, 300, 12),
      ],
      4,
    );
    expect(list.map((e) => e.id)).toEqual([1, 2]);
    expect(list[0]!.end - list[0]!.start).toBe(3_600_000);
    expect(list[1]!.extreme).toBe(1.5);
  });
});

describe('TemperatureRecord', () => {
  beforeAll(() => loadNamespaces('sensors'));
  beforeEach(() => {
    get.mockReset();
    get.mockImplementation(async (url: string, config?: { params?: Record<string, unknown> }) => {
      if (url === '/dashboard/events')
        return config?.params?.type === 'temperature_out_of_range'
          ? {
              data: {
                data: [excursionEvent(1, '2026-03-01T07:00:00.000Z', 4, 3720, 11)],
                meta: { current_page: 1, last_page: 1, per_page: 100, total: 1 },
              },
            }
          : answer(url);
      return answer(url);
    });
  });

  it.each(['en', 'ar'] as const)(
    'shows the vehicle, the day, the band, the figures and each excursion (%s)',
    async (language) => {
      await setTestLanguage(language);
      signIn(['show_vehicles', 'show_reports', 'show_events']);
      wrap(
        <TemperatureRecord
          vehicle={{ name: 'Reefer 1', plate_number: 'ABC 123' }}
          sensor={reefer}
          day="2026-03-01"
        />,
      );
      expect(await screen.findByTestId('record-sums')).toBeInTheDocument();
      expect(screen.getByTestId('record-fact-vehicle')).toHaveTextContent('Reefer 1');
      expect(screen.getByTestId('record-fact-plate')).toHaveTextContent('ABC 123');
      expect(screen.getByTestId('record-fact-band')).toHaveTextContent(/2.*8/);
      expect(screen.getByTestId('record-fact-zone')).toHaveTextContent('Asia/Riyadh');
      expect(screen.getByTestId('record-sum-avg')).toHaveTextContent('6.3');
      expect(screen.getByTestId('record-sum-out')).toHaveTextContent(
        language === 'en' ? '1 h 2 min' : '1 س 2 د',
      );
      const rows = within(await screen.findByTestId('record-excursions')).getAllByTestId('record-excursion');
      expect(rows).toHaveLength(1);
      // 07:00Z is 10:00 in Riyadh; it lasted 62 minutes and peaked at 11 °C.
      expect(rows[0]).toHaveTextContent(/10:00/);
      expect(rows[0]).toHaveTextContent(/11:02/);
      expect(rows[0]).toHaveTextContent('11');
      // The report and the events were asked for this vehicle and day.
      const report = get.mock.calls.find(([url]) => url === '/dashboard/reports/temperature')!;
      expect(report[1].params).toMatchObject({
        vehicle_ids: '7',
        start_date: '2026-03-01',
        end_date: '2026-03-01',
      });
    },
  );

  it('says what is missing without the reports and events permissions, and asks for neither', async () => {
    await setTestLanguage('en');
    signIn(['show_vehicles']);
    wrap(
      <TemperatureRecord
        vehicle={{ name: 'Reefer 1', plate_number: 'ABC 123' }}
        sensor={reefer}
        day="2026-03-01"
      />,
    );
    expect(await screen.findByText('Seeing the figures needs the reports permission.')).toBeInTheDocument();
    expect(screen.getByText('Seeing the excursions needs the events permission.')).toBeInTheDocument();
    expect(get.mock.calls.map(([url]) => url)).not.toContain('/dashboard/reports/temperature');
    expect(get.mock.calls.map(([url]) => url)).not.toContain('/dashboard/events');
  });
});

describe('PeriodSensorCharts', () => {
  beforeAll(() => loadNamespaces('sensors'));
  beforeEach(async () => {
    get.mockReset();
    await setTestLanguage('en');
    signIn(['show_vehicles']);
  });

  it("reads each sensor's readings over the record's period", async () => {
    get.mockImplementation(async (url: string) => answer(url));
    const period = { from: '2026-03-01T09:00:00+03:00', to: '2026-03-01T12:00:00+03:00' };
    wrap(<PeriodSensorCharts vehicleId={7} period={period} sensorsHref="/v/7?tab=sensors" />);
    expect(await screen.findByTestId('readings-chart')).toBeInTheDocument();
    const readings = get.mock.calls.find(([url]) => String(url).endsWith('/readings'))!;
    expect(readings[1].params).toEqual(period);
  });

  it('says the vehicle has no sensors and links to its Sensors tab', async () => {
    get.mockResolvedValue({ data: { data: [] } });
    wrap(<PeriodSensorCharts vehicleId={7} period={{ from: 'a', to: 'b' }} sensorsHref="/v/7?tab=sensors" />);
    const line = await screen.findByTestId('record-no-sensors');
    expect(line).toHaveTextContent('This vehicle has no fuel or temperature sensors.');
    expect(within(line).getByRole('link')).toHaveAttribute('href', '/v/7?tab=sensors');
  });
});
