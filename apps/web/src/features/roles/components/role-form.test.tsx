import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PermissionCatalogue } from '@fleet/shared/schemas/roles';
import { ApiRequestError } from '@/lib/api-error';
import { i18next, loadNamespaces } from '@/lib/i18n';
import { RoleForm } from '@/features/roles/components/role-form';

const catalogue: PermissionCatalogue = [
  {
    area: 'roles',
    label: 'Roles and permissions',
    models: [
      {
        model: 'roles',
        label: 'Roles',
        permissions: [
          { name: 'show_roles', action: 'show', label: 'View' },
          { name: 'create_roles', action: 'create', label: 'Add' },
        ],
      },
    ],
  },
];

function renderForm(onSubmit: (input: unknown) => Promise<unknown>, mode: 'add' | 'edit' = 'add') {
  render(
    <RoleForm
      mode={mode}
      catalogue={catalogue}
      catalogueLoading={false}
      pending={false}
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
}

describe('RoleForm', () => {
  beforeAll(() => loadNamespaces('roles'));
  beforeEach(() => i18next.changeLanguage('en'));

  it('validates with the shared schema and translated messages', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    await userEvent.type(screen.getByTestId('role-name-input'), 'a');
    await userEvent.click(screen.getByTestId('role-submit'));
    expect(await screen.findByTestId('role-name-error')).toHaveTextContent(
      'This field must be at least 2 characters',
    );
    expect(screen.getByTestId('role-permissions-error')).toHaveTextContent('This field is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends name and picked permissions; select-all picks every one', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderForm(onSubmit);
    await userEvent.type(screen.getByTestId('role-name-input'), 'Supervisors');
    await userEvent.click(screen.getByTestId('permission-select-all'));
    await userEvent.click(screen.getByTestId('role-submit'));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Supervisors',
        permissions: ['show_roles', 'create_roles'],
        two_factor_required: false,
      }),
    );
  });

  it('shows server field errors (409/422) on the field and clears one when its field is edited', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValue(
        new ApiRequestError('Duplicate', 409, { name: ['A role with this name already exists'] }, null),
      );
    renderForm(onSubmit);
    await userEvent.type(screen.getByTestId('role-name-input'), 'Auditor');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Roles: View' }));
    await userEvent.click(screen.getByTestId('role-submit'));
    expect(await screen.findByTestId('role-name-error')).toHaveTextContent(
      'A role with this name already exists',
    );
    await userEvent.type(screen.getByTestId('role-name-input'), 's');
    await waitFor(() => expect(screen.queryByTestId('role-name-error')).not.toBeInTheDocument());
  });

  it('warns on edit that changes apply to every employee with the role', () => {
    renderForm(vi.fn(), 'edit');
    expect(screen.getByTestId('role-edit-warning')).toHaveTextContent(
      'Changes to this role apply to all employees who have this role.',
    );
  });
});
