import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@/lib/api-error';
import { i18next, loadNamespaces } from '@/lib/i18n';
import { FixForm } from '@/features/examinations/components/fix-form';
import { examinationFixture } from '@/features/examinations/testing-data';

const examination = examinationFixture([
  {
    id: 11,
    part: 'service_brake',
    area: 'brakes',
    condition: 'damage',
    severity: 'critical',
    fix_status: 'untreated',
  },
  {
    id: 12,
    part: 'mirrors',
    area: 'exterior',
    condition: 'damage',
    severity: 'minor',
    fix_status: 'untreated',
  },
  { id: 13, part: 'horn', area: 'cabin', condition: 'damage', severity: 'major', fix_status: 'fixed' },
  { id: 14, part: 'headlights', area: 'lights', condition: 'ok' },
]);

function renderForm(onSubmit: (input: unknown) => Promise<unknown>) {
  render(<FixForm examination={examination} pending={false} onSubmit={onSubmit} onCancel={() => {}} />);
}

describe('FixForm', () => {
  beforeAll(() => loadNamespaces('examinations', 'media'));
  beforeEach(() => i18next.changeLanguage('en'));

  it('lists the damaged parts, critical first; a fixed one cannot be chosen again', () => {
    renderForm(vi.fn());
    const parts = screen.getAllByTestId('fix-part');
    expect(parts.map((part) => part.dataset.partId)).toEqual(['11', '13', '12']);
    const checkboxes = screen.getAllByTestId('fix-part-checkbox');
    expect(checkboxes[1]).toBeDisabled();
    expect(checkboxes[0]).toBeEnabled();
  });

  it('refuses to send without parts, notes, fixer and the acknowledgement, each said on its field', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    await userEvent.click(screen.getByTestId('fix-submit'));
    expect(await screen.findByTestId('fix-acknowledgement-error')).toHaveTextContent(
      'Acknowledge the fix before it is accepted',
    );
    expect(screen.getByTestId('fix-part-ids-error')).toBeInTheDocument();
    expect(screen.getByTestId('fix-fixed-by-error')).toHaveTextContent('This field is required');
    expect(screen.getByTestId('fix-fix-notes-error')).toHaveTextContent('This field is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the open parts chosen with "select all", the notes, the fixer and the acknowledgement', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderForm(onSubmit);
    await userEvent.click(screen.getByTestId('fix-select-all'));
    await userEvent.type(screen.getByLabelText('Fixed by'), 'Al-Jazira workshop');
    await userEvent.type(screen.getByLabelText('Fix notes'), 'Brake pads and mirror replaced');
    await userEvent.click(screen.getByTestId('fix-acknowledgement'));
    await userEvent.click(screen.getByTestId('fix-submit'));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        part_ids: [11, 12],
        fix_notes: 'Brake pads and mirror replaced',
        fixed_by: 'Al-Jazira workshop',
        images: [],
        acknowledgement: true,
      }),
    );
  });

  it("shows the server's 422 on the acknowledgement field until that field is changed", async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiRequestError('Invalid data', 422, { acknowledgement: ['Acknowledge the fix (server)'] }, null),
      );
    renderForm(onSubmit);
    await userEvent.click(screen.getAllByTestId('fix-part-checkbox')[0]!);
    await userEvent.type(screen.getByLabelText('Fixed by'), 'Workshop');
    await userEvent.type(screen.getByLabelText('Fix notes'), 'Done');
    await userEvent.click(screen.getByTestId('fix-acknowledgement'));
    await userEvent.click(screen.getByTestId('fix-submit'));
    expect(await screen.findByTestId('fix-acknowledgement-error')).toHaveTextContent(
      'Acknowledge the fix (server)',
    );
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ part_ids: [11] }));
    await userEvent.click(screen.getByTestId('fix-acknowledgement'));
    await waitFor(() => expect(screen.queryByText('Acknowledge the fix (server)')).not.toBeInTheDocument());
  });
});
