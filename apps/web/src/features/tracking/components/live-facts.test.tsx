import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { LiveVehicle } from '@fleet/shared/schemas/tracking';
import { authStore } from '@/lib/auth-store';
import { loadNamespaces } from '@/lib/i18n';
import { setTestLanguage, signIn } from '@/testing/render';
import { LiveFacts } from '@/features/tracking/components/live-facts';

const get = vi.fn();
vi.mock('@/lib/api-client', () => ({ api: { get: (...args: unknown[]) => get(...args) } }));

const vehicle = (sensors: LiveVehicle['sensors']): LiveVehicle => ({
  id: 4,
  name: 'Reefer 4',
  plate_number: 'ا ب ج 4',
  device_id: '350000000000004',
  status: true,
  live_status: 'moving',
  position: {
    lat: 24.7,
    lon: 46.7,
    speed: 62,
    course: 90,
    ignition: true,
    fix_time: '2026-12-01T09:59:00Z',
    server_time: '2026-12-01T09:59:01Z',
  },
  driver: null,
  sensors,
});

const tank = { id: 11, type: 'fuel_level' as const, name: 'Main tank', value: 246.91, unit: 'L' };
const coldRoom = (value: number | null) => ({
  id: 12,
  type: 'temperature' as const,
  name: 'Cold room',
  value,
  unit: '°C',
});

function renderFacts(live: LiveVehicle) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LiveFacts vehicle={live} now={Date.parse('2026-12-01T10:00:00Z')} />
    </QueryClientProvider>,
  );
}

const sensorsResponse = {
  data: {
    data: [
      { id: 11, min: null, max: null },
      { id: 12, min: -20, max: 8 },
    ],
  },
};

describe("the live view's sensor values", () => {
  beforeAll(() => loadNamespaces('tracking'));
  beforeEach(async () => {
    authStore.clear();
    get.mockReset();
    get.mockResolvedValue(sensorsResponse);
    await setTestLanguage('en');
  });

  it('shows the fuel level in litres and the temperature in °C, named as the sensors are', async () => {
    signIn(['show_tracking', 'show_vehicles']);
    renderFacts(vehicle([tank, coldRoom(4.5)]));
    const fuel = screen.getByTestId('live-fact-sensor-11');
    expect(fuel).toHaveTextContent('Main tank');
    expect(fuel).toHaveTextContent('246.9 L');
    const temperature = screen.getByTestId('live-fact-sensor-12');
    expect(temperature).toHaveTextContent('Cold room');
    expect(temperature).toHaveTextContent('4.5 °C');
    await waitFor(() => expect(get).toHaveBeenCalledWith('/dashboard/vehicles/4/sensors'));
    expect(screen.getByTestId('sensor-value-12')).not.toHaveAttribute('data-out-of-range');
  });

  it('says in words, not colour alone, that a temperature is out of its range', async () => {
    signIn(['show_tracking', 'show_vehicles']);
    renderFacts(vehicle([tank, coldRoom(12.25)]));
    const value = await screen.findByText(/above the maximum 8 °C/);
    expect(screen.getByTestId('sensor-value-12')).toHaveAttribute('data-out-of-range', 'above');
    expect(value.closest('[data-testid="sensor-value-12"]')).toHaveTextContent('12.3 °C');
  });

  it('in Arabic: litres and the range in Arabic words, a missing reading as a dash', async () => {
    await setTestLanguage('ar');
    signIn(['show_tracking', 'show_vehicles']);
    renderFacts(vehicle([{ ...tank, value: null }, coldRoom(-25)]));
    expect(screen.getByTestId('sensor-value-11')).toHaveTextContent('—');
    expect(await screen.findByText(/أقل من الحد الأدنى/)).toBeInTheDocument();
    expect(screen.getByTestId('sensor-value-12')).toHaveAttribute('data-out-of-range', 'below');
    expect(screen.getByTestId('sensor-value-12')).toHaveTextContent('°C');
  });

  it('without show_vehicles: the values, no range read', () => {
    signIn(['show_tracking']);
    renderFacts(vehicle([tank, coldRoom(12)]));
    expect(screen.getByTestId('sensor-value-12')).toHaveTextContent('12 °C');
    expect(get).not.toHaveBeenCalled();
  });

  it('a vehicle without sensors shows none', () => {
    signIn(['show_tracking', 'show_vehicles']);
    renderFacts(vehicle([]));
    expect(screen.queryByTestId(/live-fact-sensor-/)).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });
});
