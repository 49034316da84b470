import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next, loadNamespaces } from '@/lib/i18n';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

function renderDialog(onConfirm = vi.fn()) {
  render(
    <ConfirmDialog
      open
      onOpenChange={() => {}}
      action={i18next.t('actions.delete')}
      type={i18next.t('roles:type')}
      onConfirm={onConfirm}
    />,
  );
  return onConfirm;
}

describe('ConfirmDialog', () => {
  beforeAll(() => loadNamespaces('roles'));

  it('asks "are you sure you want to {action} {type}" in English', async () => {
    await i18next.changeLanguage('en');
    const onConfirm = renderDialog();
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Are you sure you want to Delete role?');
    await userEvent.click(screen.getByTestId('confirm-submit'));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('asks the same in Arabic, right to left', async () => {
    await i18next.changeLanguage('ar');
    renderDialog();
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('هل أنت متأكد أنك تريد حذف الدور؟');
    expect(dialog).toHaveAttribute('dir', 'rtl');
    expect(screen.getByTestId('confirm-cancel')).toHaveTextContent('إلغاء');
  });
});
