import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from '@fleet/shared/validation';
import { FormField } from '@/components/form/form-field';
import { FormSection } from '@/components/form/form-section';
import { PageForm } from '@/components/form/page-form';
import { setTestLanguage } from '@/testing/render';

const schema = z.object({ name: z.string().min(1), note: z.string().optional() });

function renderForm(props: { uploading?: boolean; pending?: boolean } = {}) {
  const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
  const onCancel = vi.fn();
  render(
    <PageForm
      schema={schema}
      prefix="thing"
      onSubmit={onSubmit}
      pending={props.pending ?? false}
      uploading={props.uploading}
      uploadingNote="Waiting for the uploads"
      submitLabel="Save the thing"
      onCancel={onCancel}
    >
      <FormSection title="Section">
        <FormField id="thing-name" label="Name">
          <input id="thing-name" />
        </FormField>
        <FormField id="thing-note" label="Note">
          <input id="thing-note" />
        </FormField>
      </FormSection>
    </PageForm>,
  );
  return { onSubmit, onCancel };
}

describe('PageForm', () => {
  beforeAll(() => setTestLanguage('en'));

  it('marks the schema’s required fields, submits without the browser’s validation, and cancels', async () => {
    const { onSubmit, onCancel } = renderForm();
    const form = screen.getByTestId('thing-form');
    expect(form).toHaveAttribute('novalidate');
    expect(screen.getByLabelText(/Name/)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText(/Note/)).not.toHaveAttribute('aria-required');
    await userEvent.click(screen.getByTestId('thing-submit'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('holds the submit while uploads run, saying why', () => {
    renderForm({ uploading: true });
    expect(screen.getByTestId('thing-submit')).toBeDisabled();
    expect(screen.getByText('Waiting for the uploads')).toBeInTheDocument();
  });
});
