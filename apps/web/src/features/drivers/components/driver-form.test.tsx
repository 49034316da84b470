import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Driver } from '@fleet/shared/schemas/drivers';
import { loadNamespaces } from '@/lib/i18n';
import type * as UploadImageModule from '@/lib/upload-image';
import { setTestLanguage } from '@/testing/render';
import { DriverForm } from '@/features/drivers/components/driver-form';

const driver: Driver = {
  id: 3,
  name: 'Muhammad Asif',
  identity_number: '2123456789',
  country_code: '+966',
  phone: '512345678',
  phone_e164: '+966512345678',
  nationality: 'pk',
  address: null,
  licence_number: 'L-77',
  licence_expiry_date: '2027-05-01',
  licence_status: 'valid',
  national_id_image: { id: 21, url: '/api/media/21', mime_type: 'image/png' },
  licence_image: null,
  image: null,
  vehicle_id: 5,
  vehicle: { id: 5, name: 'Hilux 01', plate_number: 'ا ط م 1000' },
  key_id: null,
  has_password: false,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  actions: ['view', 'edit'],
};

// No server here: the calling codes and the private document come from stand-ins.
vi.mock('@/lib/use-countries', () => ({
  useCountries: () => ({ data: [{ iso: 'sa', code: '+966', name: 'السعودية', image: '/flags/sa.svg' }] }),
}));
vi.mock('@/lib/upload-image', async (original) => ({
  ...(await original<typeof UploadImageModule>()),
  fetchPrivateImage: () => Promise.resolve('blob:national-id'),
}));

function withQueries(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

function renderForm(onSubmit: (input: unknown) => Promise<unknown>, initial?: Driver) {
  withQueries(
    <DriverForm
      mode={initial ? 'edit' : 'add'}
      driver={initial}
      vehicleOptions={[{ label: 'Hilux 01 — ا ط م 1000', value: 5 }]}
      pending={false}
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
}

describe('DriverForm (the shared schema on the client)', () => {
  beforeAll(async () => {
    await loadNamespaces('people');
    await setTestLanguage('ar');
  });

  it('refuses a landline with +966 and a national id for a resident, in Arabic, without sending', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    renderForm(onSubmit, driver);
    const phone = screen.getByPlaceholderText('5XXXXXXXX');
    await user.clear(phone);
    await user.type(phone, '112345678');
    const identity = screen.getByDisplayValue('2123456789');
    await user.clear(identity);
    await user.type(identity, '1123456789');
    await user.click(screen.getByTestId('driver-submit'));
    expect(await screen.findByText('رقم الجوال السعودي يبدأ بـ 5 ويليه 8 أرقام')).toBeTruthy();
    expect(screen.getByText('رقم هوية المواطن يبدأ بـ 1، ورقم إقامة المقيم يبدأ بـ 2')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the national number without its trunk zero, keeping the documents and vehicle', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((_input: unknown) => Promise.resolve());
    renderForm(onSubmit, driver);
    const phone = screen.getByPlaceholderText('5XXXXXXXX');
    await user.clear(phone);
    await user.type(phone, '0598765432');
    await user.click(screen.getByTestId('driver-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      country_code: '+966',
      phone: '598765432',
      national_id_image: 21,
      licence_image: null,
      vehicle_id: 5,
      password: null,
    });
  });
});
