import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@/lib/auth-store';
import { RowActions } from '@/components/data-table/row-actions';
import { renderWithRouter, signIn, setTestLanguage } from '@/testing/render';

describe('RowActions', () => {
  beforeEach(async () => {
    authStore.clear();
    await setTestLanguage('en');
  });

  it('shows only actions the row supplies and the user may do', async () => {
    signIn(['show_roles', 'delete_roles']);
    const onAction = vi.fn();
    renderWithRouter(<RowActions actions={['view', 'edit', 'delete']} model="roles" onAction={onAction} />);
    await userEvent.click(await screen.findByTestId('row-actions-trigger'));
    const menu = await screen.findByTestId('row-actions-menu');
    expect(menu).toHaveStyle({ width: '142px' });
    expect(screen.getByTestId('row-action-view')).toHaveTextContent('View');
    expect(screen.getByTestId('row-action-delete')).toBeInTheDocument();
    expect(screen.queryByTestId('row-action-edit')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('row-action-delete'));
    expect(onAction).toHaveBeenCalledWith('delete');
  });

  it('renders nothing when no action is left', async () => {
    signIn(['show_roles']);
    renderWithRouter(<RowActions actions={['edit', 'delete']} model="roles" onAction={() => {}} />);
    await screen.findByText((_, element) => element?.tagName === 'BODY');
    expect(screen.queryByTestId('row-actions-trigger')).not.toBeInTheDocument();
  });
});
