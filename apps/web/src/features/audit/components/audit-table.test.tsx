import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AuditEntry } from '@fleet/shared/schemas/audit';
import { loadNamespaces } from '@/lib/i18n';
import { renderWithRouter, setTestLanguage } from '@/testing/render';
import { AuditTable } from '@/features/audit/components/audit-table';

const entry = (id: number, action: string, changes: AuditEntry['changes']): AuditEntry => ({
  id,
  time: '2026-11-18T08:00:00.000Z',
  actor: { type: 'employee', id: 1, name: 'Admin' },
  action,
  model: 'vehicles',
  record_id: '7',
  changes,
  ip: null,
  user_agent: null,
});

const rows = [
  entry(3, 'sensor_remove', { sensor: [{ id: 5, name: 'Tank A' }, null], name: ['Tank A', null] }),
  entry(2, 'sensor_update', {
    sensor: [
      { id: 5, name: 'Main tank' },
      { id: 5, name: 'Tank A' },
    ],
    name: ['Main tank', 'Tank A'],
  }),
  entry(1, 'sensor_add', { sensor: [null, { id: 5, name: 'Main tank' }], attribute: [null, 'io201'] }),
  entry(0, 'update', { name: ['Bus 1', 'Bus 2'] }),
];

describe("a vehicle's history", () => {
  beforeAll(() => loadNamespaces('audit'));

  it('names the sensor added, changed or removed in ar and en, with its fields as the changes', async () => {
    for (const [lang, expected] of [
      ['en', ['Removed sensor “Tank A”', 'Changed sensor “Tank A”', 'Added sensor “Main tank”', 'Updated']],
      ['ar', ['إزالة الحساس «Tank A»', 'تعديل الحساس «Tank A»', 'إضافة الحساس «Main tank»', 'تعديل']],
    ] as const) {
      await setTestLanguage(lang);
      const { unmount } = renderWithRouter(
        <AuditTable
          compact
          rows={rows}
          meta={undefined}
          loading={false}
          filtered={false}
          onPageChange={() => {}}
        />,
      );
      expect(screen.getAllByTestId('audit-action').map((cell) => cell.textContent)).toEqual(expected);
      // The sensor is in the action, not repeated as a raw field; its own fields are listed.
      const fields = screen.getAllByTestId('audit-changes').map((list) =>
        within(list)
          .getAllByTestId('audit-change')
          .map((c) => c.dataset.field),
      );
      expect(fields).toEqual([['name'], ['name'], ['attribute'], ['name']]);
      unmount();
    }
  });
});
