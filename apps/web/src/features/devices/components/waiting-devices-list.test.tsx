import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { UnknownDevice } from '@fleet/shared/schemas/devices';
import { loadNamespaces } from '@/lib/i18n';
import { renderWithRouter, setTestLanguage } from '@/testing/render';
import { WaitingDevicesList } from '@/features/devices/components/waiting-devices-list';

const DEVICES: UnknownDevice[] = [
  {
    device_id: '013800001801',
    protocol: 'jt808',
    first_seen_at: '2026-05-01T08:00:00.000Z',
    last_seen_at: '2026-05-01T09:30:00.000Z',
    reports: 1234,
    last_lat: null,
    last_lon: null,
  },
  {
    device_id: 'phone-42',
    protocol: 'osmand',
    first_seen_at: '2026-05-01T07:00:00.000Z',
    last_seen_at: '2026-05-01T07:05:00.000Z',
    reports: 2,
    last_lat: 24.7136,
    last_lon: 46.6753,
  },
];

function renderList(props: Partial<Parameters<typeof WaitingDevicesList>[0]> = {}) {
  const onRetry = vi.fn();
  const renderPlace = vi.fn((device: UnknownDevice) => <p>map of {device.device_id}</p>);
  renderWithRouter(
    <WaitingDevicesList
      devices={DEVICES}
      failed={false}
      onRetry={onRetry}
      renderPlace={renderPlace}
      addHref={(device) => `/vehicles-management/add?device_id=${device.device_id}`}
      canAdd
      connectHref="/devices/connect"
      {...props}
    />,
  );
  return { onRetry, renderPlace };
}

describe('WaitingDevicesList', () => {
  beforeAll(() => loadNamespaces('devices'));

  // The first render of the file pays for the icons and the router: slow on a loaded machine.
  it(
    'shows each device with its protocol, times, reports and place, and adds a vehicle with its id',
    { timeout: 20_000 },
    async () => {
      await setTestLanguage('en');
      const { renderPlace } = renderList();
      const cards = screen.getAllByTestId('waiting-device');
      expect(cards.map((card) => card.dataset.deviceId)).toEqual(['013800001801', 'phone-42']);
      const [jt808, phone] = cards as [HTMLElement, HTMLElement];
      expect(within(jt808).getByRole('heading', { name: '013800001801' })).toBeInTheDocument();
      expect(within(jt808).getByTestId('waiting-protocol')).toHaveTextContent('Protocol: JT/T 808');
      expect(within(jt808).getByTestId('waiting-reports')).toHaveTextContent('1,234');
      // No place reported: said in words, no map drawn.
      expect(within(jt808).getByTestId('waiting-no-place')).toHaveTextContent(
        'It has not reported a place yet',
      );
      expect(within(phone).getByText('map of phone-42')).toBeInTheDocument();
      expect(renderPlace).toHaveBeenCalledTimes(1);
      expect(within(phone).getByTestId('waiting-coordinates')).toHaveTextContent('24.71360, 46.67530');
      // The link's name starts with its visible text, then names the device.
      const add = within(jt808).getByRole('link', { name: 'Add vehicle for device 013800001801' });
      expect(add).toHaveTextContent('Add vehicle');
      expect(add).toHaveAttribute('href', '/vehicles-management/add?device_id=013800001801');
    },
  );

  it('offers no "Add vehicle" to whoever may not create vehicles', async () => {
    await setTestLanguage('en');
    renderList({ canAdd: false });
    expect(screen.queryByTestId('waiting-add-vehicle')).not.toBeInTheDocument();
  });

  it('says so when no device waits, and points at how to connect one (Arabic)', async () => {
    await setTestLanguage('ar');
    renderList({ devices: [] });
    const empty = screen.getByTestId('waiting-empty');
    expect(empty).toHaveTextContent('لا يوجد جهاز بانتظار الإضافة');
    expect(within(empty).getByRole('link', { name: 'ربط جهاز' })).toHaveAttribute('href', '/devices/connect');
  });

  it('shows placeholders while loading', async () => {
    await setTestLanguage('en');
    renderList({ devices: undefined });
    expect(screen.getByTestId('waiting-loading')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('waiting-empty')).not.toBeInTheDocument();
  });

  it('reads out a failure in the user language and retries on request', async () => {
    await setTestLanguage('ar');
    const { onRetry } = renderList({ devices: undefined, failed: true });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('تعذّرت قراءة الأجهزة بانتظار الإضافة');
    fireEvent.click(within(alert).getByRole('button', { name: 'أعد المحاولة' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await act(() => setTestLanguage('en'));
    expect(screen.getByRole('alert')).toHaveTextContent('The devices waiting could not be read');
  });
});
