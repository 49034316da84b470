import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Vehicle } from '@fleet/shared/schemas/vehicles';
import { ApiRequestError } from '@/lib/api-error';
import { loadNamespaces } from '@/lib/i18n';
import { setTestLanguage } from '@/testing/render';
import { VehicleForm } from '@/features/vehicles/components/vehicle-form';

const vehicle: Vehicle = {
  id: 7,
  name: 'Coaster 24',
  model: 'Toyota Coaster',
  tag: null,
  manufacture_year: 2021,
  plate_number: 'ن د ك 9717',
  licence_plate_number: null,
  vin: 'JTGFB518001234567',
  category: 'bus',
  capacity: 30,
  fuel_type: 'diesel',
  meter_reading: 120000,
  speed_limit: null,
  color: 'White',
  form_number: '2212345',
  form_start_date: '2025-01-01',
  form_end_date: '2027-01-01',
  registration_status: 'valid',
  status: true,
  blocked_reason: null,
  blocked_reason_code: null,
  images: [
    { id: 11, url: '/api/media/11?sig=a', mime_type: 'image/png' },
    { id: 12, url: '/api/media/12?sig=b', mime_type: 'video/mp4' },
  ],
  device_id: '356307040032186',
  device_protocol: 'teltonika',
  live_status: null,
  last_position: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  actions: ['view', 'edit'],
};

function renderForm(onSubmit: (input: unknown) => Promise<unknown>, initial?: Vehicle) {
  render(
    <VehicleForm
      mode={initial ? 'edit' : 'add'}
      vehicle={initial}
      pending={false}
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

describe('VehicleForm', () => {
  beforeAll(() => loadNamespaces('vehicles'));
  beforeEach(() => setTestLanguage('en'));

  it('add from a waiting device: its id filled in, and the connect help follows the id as typed', async () => {
    render(
      <VehicleForm
        mode="add"
        initial={{ device_id: '013800001801' }}
        deviceHelp={(deviceId) => <p data-testid="device-help">help for {deviceId || 'nobody'}</p>}
        pending={false}
        onSubmit={vi.fn()}
        onCancel={() => {}}
      />,
    );
    expect(field('device_id')).toHaveValue('013800001801');
    expect(screen.getByRole('heading', { name: 'Connect the device' })).toBeInTheDocument();
    expect(screen.getByTestId('device-help')).toHaveTextContent('help for 013800001801');
    await userEvent.clear(field('device_id'));
    await userEvent.type(field('device_id'), '42');
    expect(screen.getByTestId('device-help')).toHaveTextContent('help for 42');
  });

  it('upper-cases the VIN as typed and counts n/17', async () => {
    renderForm(vi.fn());
    expect(screen.getByTestId('vin-counter')).toHaveTextContent('0/17');
    await userEvent.type(field('vin'), 'jtg fb518');
    expect(field('vin')).toHaveValue('JTGFB518');
    expect(screen.getByTestId('vin-counter')).toHaveTextContent('8/17');
    await userEvent.type(field('vin'), '001234567999');
    expect(field('vin')).toHaveValue('JTGFB518001234567');
    expect(screen.getByTestId('vin-counter')).toHaveTextContent('17/17');
  });

  it('validates with the shared schema: required fields and a short VIN', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    await userEvent.type(field('vin'), 'ABC');
    await userEvent.click(screen.getByTestId('vehicle-submit'));
    expect(await screen.findByTestId('vehicle-name-error')).toHaveTextContent('This field');
    expect(screen.getByTestId('vehicle-plate-number-error')).toBeInTheDocument();
    expect(screen.getByTestId('vehicle-category-error')).toBeInTheDocument();
    expect(screen.getByTestId('vehicle-vin-error')).toHaveTextContent('The VIN has 17 letters and digits');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('edit: sends the whole vehicle with media ids and numbers as numbers', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderForm(onSubmit, vehicle);
    expect(field('category')).toHaveValue('bus');
    expect(screen.getAllByTestId('media-item')).toHaveLength(2);
    await userEvent.clear(field('capacity'));
    await userEvent.click(screen.getByTestId('vehicle-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      name: 'Coaster 24',
      plate_number: 'ن د ك 9717',
      capacity: null,
      manufacture_year: 2021,
      images: [11, 12],
      status: true,
      form_end_date: '2027-01-01',
    });
  });

  it('reads capacity and year typed with Arabic-Indic and Eastern Arabic digits as numbers', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderForm(onSubmit, vehicle);
    await userEvent.clear(field('capacity'));
    await userEvent.type(field('capacity'), '٤٥');
    await userEvent.clear(field('manufacture_year'));
    await userEvent.type(field('manufacture_year'), '۲۰۲۲');
    await userEvent.click(screen.getByTestId('vehicle-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ capacity: 45, manufacture_year: 2022 });
  });

  it('removing a media item drops its id', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderForm(onSubmit, vehicle);
    await userEvent.click(screen.getAllByTestId('media-remove')[0]!);
    await userEvent.click(screen.getByTestId('vehicle-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ images: [12] });
  });

  it('puts 409/422 server errors on their fields (images.N at the media field) and clears one on edit', async () => {
    const onSubmit = vi.fn().mockRejectedValue(
      new ApiRequestError(
        'Conflict',
        409,
        {
          plate_number: ['A vehicle with this plate number already exists'],
          device_id: ['This device id is already used'],
          'images.1': ['Unknown media file'],
        },
        null,
      ),
    );
    renderForm(onSubmit, vehicle);
    await userEvent.click(screen.getByTestId('vehicle-submit'));
    expect(await screen.findByTestId('vehicle-plate-number-error')).toHaveTextContent(
      'A vehicle with this plate number already exists',
    );
    expect(screen.getByTestId('vehicle-device-id-error')).toHaveTextContent('This device id is already used');
    expect(screen.getByTestId('vehicle-images-error')).toHaveTextContent('Unknown media file');
    await userEvent.type(field('plate_number'), '1');
    await waitFor(() => expect(screen.queryByTestId('vehicle-plate-number-error')).not.toBeInTheDocument());
    expect(screen.getByTestId('vehicle-device-id-error')).toBeInTheDocument();
  });

  it('the status switch turns the vehicle inactive', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderForm(onSubmit, vehicle);
    const toggle = screen.getByTestId('vehicle-status-switch');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(screen.getByTestId('vehicle-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ status: false });
  });

  it('shows the form number hint 22xxxxx', () => {
    renderForm(vi.fn());
    expect(field('form_number')).toHaveAttribute('placeholder', '22xxxxx');
    expect(screen.getByText('For example 22xxxxx')).toBeInTheDocument();
  });
});
