import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { UnknownDevice } from '@fleet/shared/schemas/devices';
import { useRefreshWaitingDevices, useWaitingDevices } from '@/features/devices/api/get-waiting-devices';

const GET = vi.hoisted(() => vi.fn());
vi.mock('@/lib/fleet-client', () => ({ fleet: { GET } }));

const WAITING: UnknownDevice = {
  device_id: '356307042441013',
  protocol: 'teltonika',
  first_seen_at: '2026-05-01T08:00:00.000Z',
  last_seen_at: '2026-05-01T09:30:00.000Z',
  reports: 12,
  last_lat: 24.7136,
  last_lon: 46.6753,
};

function Waiting() {
  const devices = useWaitingDevices();
  const refresh = useRefreshWaitingDevices();
  return (
    <>
      <ul>
        {devices.data?.map((device) => (
          <li key={device.device_id}>{device.device_id}</li>
        ))}
      </ul>
      <p>{devices.data ? `${devices.data.length} waiting` : 'loading'}</p>
      <button onClick={() => void refresh()}>saved a vehicle</button>
    </>
  );
}

describe('the waiting devices list', () => {
  it('drops a device as soon as a vehicle takes its id, without waiting for the periodic refresh', async () => {
    // The app's client: data fresh for 30 s, so only an invalidation reads the list again before the 15 s refresh.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
    GET.mockResolvedValueOnce({ data: { data: [WAITING] } });
    render(
      <QueryClientProvider client={client}>
        <Waiting />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(WAITING.device_id)).toBeInTheDocument();

    // The vehicle is saved: the server's list no longer has the device.
    GET.mockResolvedValue({ data: { data: [] } });
    const started = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'saved a vehicle' }));
    await waitFor(() => expect(screen.queryByText(WAITING.device_id)).not.toBeInTheDocument());
    expect(screen.getByText('0 waiting')).toBeInTheDocument();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(GET).toHaveBeenCalledTimes(2);
    expect(GET).toHaveBeenLastCalledWith('/api/dashboard/devices/unknown');
    client.clear();
  });
});
