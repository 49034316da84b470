import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { VehicleStatusChange } from '@fleet/shared/schemas/vehicles';
import { loadNamespaces } from '@/lib/i18n';
import { renderWithRouter, setTestLanguage } from '@/testing/render';
import { StatusHistory } from '@/features/vehicles/components/status-history';

const ENTRIES: VehicleStatusChange[] = [
  {
    id: 3,
    status: true,
    reason: null,
    reason_code: { key: 'faults_fixed', examination_id: 9, parts: [] },
    source: 'examination',
    employee: null,
    examination_id: 9,
    created_at: '2026-05-02T09:00:00.000Z',
  },
  {
    id: 2,
    status: false,
    reason: 'عطل حرج في تقرير الفحص رقم 9: البوق',
    reason_code: { key: 'critical_fault', examination_id: 9, parts: ['horn'] },
    source: 'examination',
    employee: null,
    examination_id: 9,
    created_at: '2026-05-01T09:00:00.000Z',
  },
  {
    id: 1,
    status: false,
    reason: 'صيانة دورية',
    reason_code: null,
    source: 'manual',
    employee: { id: 4, name: 'Sara' },
    examination_id: null,
    created_at: '2026-04-01T09:00:00.000Z',
  },
];

describe('StatusHistory', () => {
  beforeAll(() => loadNamespaces('vehicles'));

  it('says who blocked or activated and why, in the current language (a typed reason as typed)', async () => {
    await setTestLanguage('en');
    renderWithRouter(<StatusHistory entries={ENTRIES} />);
    const reasons = () => screen.getAllByTestId('status-history-reason').map((entry) => entry.textContent);
    expect(reasons()).toEqual([
      'Every critical fault fixed and acknowledged (report #9)',
      'Critical fault in inspection report #9: Horn',
      'صيانة دورية',
    ]);
    expect(screen.getAllByRole('link', { name: 'Inspection report #9' })[0]).toHaveAttribute(
      'href',
      '/reports-examinations/9',
    );
    expect(screen.getByText('Sara')).toBeInTheDocument();
    await act(() => setTestLanguage('ar'));
    expect(reasons()[1]).toBe('عطل حرج في تقرير الفحص رقم 9: البوق');
  });
});
