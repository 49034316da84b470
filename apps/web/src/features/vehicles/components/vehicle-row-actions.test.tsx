import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RowAction } from '@fleet/shared/common';
import { authStore } from '@/lib/auth-store';
import { loadNamespaces } from '@/lib/i18n';
import { RowActions } from '@/components/data-table/row-actions';
import { TooltipProvider } from '@/components/ui/tooltip';
import { renderWithRouter, setTestLanguage, signIn } from '@/testing/render';
import { vehicleRowActions } from '@/features/vehicles/row-actions';
import { StatusBadge } from '@/features/vehicles/components/status-badge';

const ALL: RowAction[] = ['view', 'edit', 'delete', 'block', 'activate'];
const EVERY_PERMISSION = ['show', 'update', 'delete', 'block', 'active'].map((a) => `${a}_vehicles`);

function renderRow(vehicle: { status: boolean; actions: RowAction[] }, onAction = vi.fn()) {
  renderWithRouter(
    <RowActions actions={vehicleRowActions(vehicle)} model="vehicles" rowLabel="Bus 1" onAction={onAction} />,
  );
  return onAction;
}

describe('vehicle row actions', () => {
  beforeAll(() => loadNamespaces('vehicles'));
  beforeEach(async () => {
    authStore.clear();
    await setTestLanguage('en');
  });

  it('an active vehicle offers block, not activate', async () => {
    signIn(EVERY_PERMISSION);
    const onAction = renderRow({ status: true, actions: ALL });
    await userEvent.click(await screen.findByTestId('row-actions-trigger'));
    expect(screen.getByTestId('row-action-block')).toHaveTextContent('Block');
    expect(screen.queryByTestId('row-action-activate')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('row-action-block'));
    expect(onAction).toHaveBeenCalledWith('block');
  });

  it('a blocked vehicle offers activate, not block', async () => {
    signIn(EVERY_PERMISSION);
    renderRow({ status: false, actions: ['view', 'edit', 'delete', 'activate'] });
    await userEvent.click(await screen.findByTestId('row-actions-trigger'));
    expect(screen.getByTestId('row-action-activate')).toHaveTextContent('Activate');
    expect(screen.queryByTestId('row-action-block')).not.toBeInTheDocument();
  });

  it('needs block_vehicles / active_vehicles for those actions', async () => {
    signIn(['show_vehicles', 'update_vehicles']);
    renderRow({ status: false, actions: ['view', 'edit', 'activate'] });
    await userEvent.click(await screen.findByTestId('row-actions-trigger'));
    expect(screen.getByTestId('row-action-edit')).toBeInTheDocument();
    expect(screen.queryByTestId('row-action-activate')).not.toBeInTheDocument();
  });

  it('a blocked status badge shows its reason', async () => {
    renderWithRouter(
      <TooltipProvider delayDuration={0}>
        <StatusBadge
          vehicle={{ status: false, blocked_reason: 'Brakes worn', blocked_reason_code: null }}
          showReason
        />
      </TooltipProvider>,
    );
    expect(await screen.findByTestId('vehicle-status-badge')).toHaveTextContent('Inactive');
    expect(screen.getByTestId('vehicle-blocked-reason')).toHaveTextContent('Reason: \u2068Brakes worn\u2069');
  });

  it('an examination block reads in the current language, and follows a language switch', async () => {
    renderWithRouter(
      <TooltipProvider delayDuration={0}>
        <StatusBadge
          vehicle={{
            status: false,
            blocked_reason: 'عطل حرج في تقرير الفحص رقم 7: المكابح',
            blocked_reason_code: {
              key: 'critical_fault',
              examination_id: 7,
              parts: ['service_brake', 'horn'],
            },
          }}
          showReason
        />
      </TooltipProvider>,
    );
    expect(await screen.findByTestId('vehicle-blocked-reason')).toHaveTextContent(
      'Critical fault in inspection report #7: Service (foot) brake, Horn',
    );
    await act(() => setTestLanguage('ar'));
    expect(screen.getByTestId('vehicle-blocked-reason')).toHaveTextContent(
      'عطل حرج في تقرير الفحص رقم 7: فرامل القدم، البوق',
    );
  });
});
