import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { authStore } from '@/lib/auth-store';
import { i18next } from '@/lib/i18n';
import { EmptyState } from '@/components/data-table/empty-state';
import { renderWithRouter, signIn } from '@/testing/render';

const listRoute = { path: '/roles-permissions', handle: { permission: 'create_roles', model: 'roles' } };

describe('EmptyState', () => {
  beforeEach(async () => {
    authStore.clear();
    await i18next.changeLanguage('en');
  });

  it('says no data available and links to the current path + /add with the route permission', async () => {
    signIn(['show_roles', 'create_roles']);
    renderWithRouter(<EmptyState addLabel="Add role" />, listRoute);
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add role' })).toHaveAttribute('href', '/roles-permissions/add');
  });

  it('hides the add button without the permission', async () => {
    signIn(['show_roles']);
    renderWithRouter(<EmptyState addLabel="Add role" />, listRoute);
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('uses the spec default label', async () => {
    signIn(['create_roles']);
    renderWithRouter(<EmptyState />, listRoute);
    expect(await screen.findByRole('link', { name: 'Add new vehicle' })).toBeInTheDocument();
  });
});
