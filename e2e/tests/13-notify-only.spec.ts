import { expect, test } from '@playwright/test';
import { login, useLanguage } from './fixtures';
import { pressSos, startLiveServer, type LiveServer } from './live-server';

/*
 * A user who may see events but not the live map still hears of a notification at once: the app opens the live
 * socket for them too (no vehicles on it), so an SOS pressed on a demo phone is a toast and the bell's count
 * without waiting for the bell's minute poll.
 */
const PORT = Number(process.env.E2E_PORT ?? 8181) + 13;

let server: LiveServer | null = null;
let device = '';
const person = { email: '', password: 'watcher12345' };
const METRICS_TOKEN = 'notify-only-metrics';

/** Live sockets registered for their user's notifications on the server (its Prometheus gauge). */
async function notificationSockets(): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${PORT}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const line = (await response.text()).split('\n').find((l) => l.startsWith('fleet_notification_sockets '));
  return Number(line?.split(' ')[1] ?? NaN);
}

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startLiveServer(PORT, { SIMULATOR: '0', METRICS_TOKEN });
  const token = await server.adminToken();
  const vehicles = await server.api<{ data: { device_id: string | null }[] }>(
    '/dashboard/vehicles?per_page=5',
    { token },
  );
  device = vehicles.data.find((vehicle) => vehicle.device_id)!.device_id!;
  const suffix = Date.now().toString().slice(-8);
  const role = await server.api<{ data: { id: number } }>('/dashboard/roles', {
    token,
    method: 'POST',
    body: JSON.stringify({ name: `Event watchers ${suffix}`, permissions: ['show_events'] }),
  });
  person.email = `event-watcher-${suffix}@example.com`;
  const employee = await server.api<{ data: { id: number } }>('/dashboard/employees', {
    token,
    method: 'POST',
    body: JSON.stringify({
      name: 'Event watcher',
      email: person.email,
      password: person.password,
      identity_number: `10${suffix}`,
      country_code: '+966',
      phone: `5${suffix}`,
      role_id: role.data.id,
    }),
  });
  await server.api('/dashboard/notification-rules', {
    token,
    method: 'POST',
    body: JSON.stringify({
      name: `SOS to the watcher ${suffix}`,
      event_types: ['alarm'],
      channels: ['web'],
      recipients: { employee_ids: [employee.data.id] },
    }),
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test('a user without show_tracking gets the SOS live: a toast and the bell count', async ({
  context,
  page,
}) => {
  await useLanguage(context, 'en');
  await login(page, person, '/notifications');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAttribute('data-unread', '0');
  // The page's live socket is open and registered for this user's notifications (nobody else is signed in).
  await expect.poll(notificationSockets, { timeout: 30_000 }).toBe(1);
  await pressSos(server!.osmandPort, device, Math.floor(Date.now() / 1000) - 10);
  // Well within the bell's minute poll: it came over the socket.
  const toast = page.locator('.Toastify__toast').filter({ hasText: 'SOS' });
  await expect(toast).toBeVisible({ timeout: 15_000 });
  await expect(bell).toHaveAttribute('data-unread', '1');
});
