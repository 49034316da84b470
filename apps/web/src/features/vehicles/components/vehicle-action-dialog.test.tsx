import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Vehicle } from '@fleet/shared/schemas/vehicles';
import { loadNamespaces } from '@/lib/i18n';
import { setTestLanguage } from '@/testing/render';
import {
  VehicleActionDialog,
  type VehicleActionRequest,
} from '@/features/vehicles/components/vehicle-action-dialog';
import { vehicleKeys } from '@/features/vehicles/api/keys';

const post = vi.hoisted(() => vi.fn());
const del = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ api: { post, delete: del } }));

const row = { id: 9, name: 'Coaster 24', plate_number: 'ن د ك 9717' };
const updated = (status: boolean): Vehicle => ({
  ...row,
  model: null,
  tag: null,
  manufacture_year: null,
  licence_plate_number: null,
  vin: null,
  category: 'bus',
  capacity: null,
  fuel_type: 'diesel',
  meter_reading: null,
  speed_limit: null,
  color: null,
  form_number: null,
  form_start_date: null,
  form_end_date: null,
  registration_status: null,
  status,
  blocked_reason: status ? null : 'Brakes',
  blocked_reason_code: null,
  images: [],
  device_id: null,
  device_protocol: null,
  live_status: null,
  last_position: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  actions: ['view'],
});

function renderDialog(request: VehicleActionRequest) {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const onClose = vi.fn();
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <VehicleActionDialog request={request} onClose={onClose} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { invalidate, onClose, onDone };
}

describe('VehicleActionDialog', () => {
  beforeAll(() => loadNamespaces('vehicles'));
  beforeEach(async () => {
    post.mockReset();
    del.mockReset();
    await setTestLanguage('en');
  });

  it('block asks "are you sure", sends the optional reason, then refreshes the lists', async () => {
    post.mockResolvedValue({ data: { data: updated(false), message: 'Blocked' } });
    const { invalidate, onDone, onClose } = renderDialog({ action: 'block', vehicle: row });
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Are you sure you want to Block vehicle?');
    await userEvent.type(screen.getByTestId('block-reason-input'), '  Brakes  ');
    await userEvent.click(screen.getByTestId('confirm-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('block'));
    expect(post).toHaveBeenCalledWith('/dashboard/vehicles/9/block', { reason: 'Brakes' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: vehicleKeys.all });
    expect(onClose).toHaveBeenCalled();
  });

  it('block without a reason sends an empty body; activate has no reason field', async () => {
    post.mockResolvedValue({ data: { data: updated(false) } });
    renderDialog({ action: 'block', vehicle: row });
    await userEvent.click(screen.getByTestId('confirm-submit'));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/dashboard/vehicles/9/block', {}));
  });

  it('activate and delete call their endpoints', async () => {
    post.mockResolvedValue({ data: { data: updated(true) } });
    renderDialog({ action: 'activate', vehicle: row });
    expect(screen.queryByTestId('block-reason-input')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('confirm-submit'));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/dashboard/vehicles/9/activate'));
  });

  it('delete asks in Arabic and calls DELETE', async () => {
    await setTestLanguage('ar');
    del.mockResolvedValue({ data: { message: 'تم الحذف' } });
    const { onDone } = renderDialog({ action: 'delete', vehicle: row });
    expect(screen.getByRole('alertdialog')).toHaveTextContent('هل أنت متأكد أنك تريد حذف المركبة؟');
    await userEvent.click(screen.getByTestId('confirm-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('delete'));
    expect(del).toHaveBeenCalledWith('/dashboard/vehicles/9');
  });
});
